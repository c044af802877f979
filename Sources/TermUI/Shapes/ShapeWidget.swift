import CursesKit

/// Draws a shape in its bounds at cell resolution (see ``ShapeRaster``).
@MainActor
final class ShapeWidget: Widget {
    /// What to draw, redrawn when it changes.
    struct Drawing {
        /// The shape's path in its rectangle, in points.
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
    /// The colour of the cell whose centre is a point (in points) of the
    /// shape's rectangle (a gradient); `nil` draws every cell in ``style``'s foreground.
    var shading: ((CGPoint, CGRect) -> Color?)? {
        didSet { if cellColors(of: shading) != cellColors(of: oldValue) { setNeedsDisplay() } }
    }

    /// Points per cell (``EnvironmentValues/cellSize``).
    var cellSize = CellMetrics.standard.size {
        didSet { if cellSize != oldValue { setNeedsDisplay() } }
    }

    /// The shape's rectangle in points.
    private var unitRect: CGRect {
        CGRect(
            x: 0, y: 0, width: CGFloat(bounds.size.width) * cellSize.width,
            height: CGFloat(bounds.size.height) * cellSize.height)
    }

    /// The path in the raster's units, a unit per column and two per row
    /// (``ShapeRaster``), from the shape's path in points.
    private func path(of drawing: Drawing) -> Path {
        drawing.outline(unitRect).scaled(x: 1 / cellSize.width, y: 2 / cellSize.height)
    }

    /// The centre of cell (`x`, `y`) in points.
    private func centre(x: Int, y: Int) -> CGPoint {
        CGPoint(x: (CGFloat(x) + 0.5) * cellSize.width, y: (CGFloat(y) + 0.5) * cellSize.height)
    }

    /// Every cell's colour under `shading`, row by row (empty without one).
    private func cellColors(of shading: ((CGPoint, CGRect) -> Color?)?) -> [Color?] {
        guard let shading else { return [] }
        let rect = unitRect
        return (0..<max(0, bounds.height)).flatMap { y in
            (0..<max(0, bounds.width)).map { x in shading(centre(x: x, y: y), rect) }
        }
    }

    /// The glyph and style of a covered cell: its shading's colour as the
    /// terminal shows it, or without colour a full cell shaded by brightness.
    private func cell(_ glyph: Character, x: Int, y: Int, capability: ColorCapability) -> (Character, Style) {
        guard let shading, let color = shading(centre(x: x, y: y), unitRect) else {
            return (glyph, style)
        }
        var cellStyle = style
        cellStyle.foreground = color.resolved(for: capability)
        if capability == .monochrome, glyph == "\u{2588}", let rgb = color.rgbValue {
            let shades: [Character] = ["\u{2591}", "\u{2592}", "\u{2593}", "\u{2588}"]
            let level = (Int(rgb.red) * 77 + Int(rgb.green) * 150 + Int(rgb.blue) * 29) >> 8
            return (shades[min(shades.count - 1, level * shades.count / 256)], cellStyle)
        }
        return (glyph, cellStyle)
    }

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
        let capability = surface.colorCapability
        for (y, row) in raster.rows.enumerated() {
            for (x, covered) in row.enumerated() {
                guard let covered else { continue }
                let (glyph, cellStyle) = cell(covered, x: x, y: y, capability: capability)
                let isBraille =
                    glyph.unicodeScalars.first.map { (0x2800...0x28FF).contains($0.value) } ?? false
                // Braille has no stand-in among terminal line-drawing characters.
                let drawn = isBraille && !surface.canDrawUnicode ? "." : String(glyph)
                _ = surface.draw(drawn, at: Point(x: x, y: y), style: cellStyle)
            }
        }
    }
}
