import CursesKit

/// Draws a shape in its bounds at cell resolution (see ``ShapeRaster``).
@MainActor
final class ShapeWidget: Widget {
    /// What to draw, redrawn when it changes.
    struct Drawing {
        /// The shape's path in a rectangle of shape units.
        var outline: (CGRect) -> Path
        var paint: ShapePaint
        /// The box a stroke draws instead of dots, for a rectangular shape.
        var border: BorderStyle?
    }

    var drawing = Drawing(outline: { _ in Path() }, paint: .fill, border: nil) {
        didSet {
            // The path at the current size tells whether anything changed.
            if path(of: drawing) != path(of: oldValue) || drawing.paint != oldValue.paint
                || drawing.border != oldValue.border
            {
                setNeedsDisplay()
            }
        }
    }
    var style = Style() {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// The shape's rectangle: a unit per column, two per row.
    private var unitRect: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(bounds.size.width), height: CGFloat(bounds.size.height * 2))
    }

    private func path(of drawing: Drawing) -> Path { drawing.outline(unitRect) }

    /// The glyphs the shape covers, for tests and for drawing.
    var raster: ShapeRaster {
        let path = path(of: drawing)
        return drawing.paint == .fill
            ? ShapeRaster.fill(path, size: bounds.size) : ShapeRaster.stroke(path, size: bounds.size)
    }

    override func draw(in surface: Surface) {
        let size = bounds.size
        if drawing.paint == .stroke, let border = drawing.border, size.width >= 2, size.height >= 2 {
            surface.drawBox(Rect(origin: .zero, size: size), border: border, style: style)
            return
        }
        for (y, row) in raster.rows.enumerated() {
            for (x, glyph) in row.enumerated() {
                guard let glyph else { continue }
                let isBraille =
                    glyph.unicodeScalars.first.map { (0x2800...0x28FF).contains($0.value) } ?? false
                // Braille has no stand-in among terminal line-drawing characters.
                let drawn = isBraille && !surface.canDrawUnicode ? "." : String(glyph)
                _ = surface.draw(drawn, at: Point(x: x, y: y), style: style)
            }
        }
    }
}
