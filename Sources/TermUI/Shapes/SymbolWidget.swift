import CursesKit

/// Draws an image: one symbol (its glyph, or its ASCII where the surface
/// cannot draw Unicode), or a picture in half blocks, two pixels a cell,
/// with the picture itself over them where the terminal shows pictures
/// (``PicturePlacing``).
@MainActor
final class SymbolWidget: Widget {
    var symbol = SymbolTable.placeholder {
        didSet { if symbol != oldValue { setNeedsDisplay() } }
    }
    var style = Style() {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// The picture shown instead of the symbol, if any.
    var picture: PixelImage? {
        didSet {
            if picture != oldValue {
                scaled = nil
                pictureID = nil
                setNeedsDisplay()
            }
        }
    }
    /// The picture at the size last drawn (cells wide, two pixels a cell high).
    private var scaled: PixelImage?
    /// The id the picture is sent under where the terminal shows pictures (kitty graphics).
    private var pictureID: UInt32?

    override var intrinsicContentSize: Size {
        if let picture { return Size(width: picture.width, height: (picture.height + 1) / 2) }
        return Size(width: symbol.glyph.displayWidth, height: 1)
    }

    override func draw(in surface: Surface) {
        guard let picture else {
            _ = surface.draw(surface.canDrawUnicode ? symbol.glyph : symbol.ascii, at: .zero, style: style)
            return
        }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let pixels: PixelImage
        if let scaled, scaled.width == size.width, scaled.height == size.height * 2 {
            pixels = scaled
        } else {
            pixels = picture.scaled(toWidth: size.width, height: size.height * 2)
            scaled = pixels
        }
        let cells = PictureCells(
            pixels: pixels, capability: surface.colorCapability, canDrawUnicode: surface.canDrawUnicode,
            background: backgroundStyle?.background ?? .default)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let (glyph, cellStyle) = cells.cell(x: x, y: y)
                _ = surface.draw(glyph, at: Point(x: x, y: y), style: cellStyle)
            }
        }
        // Where the terminal takes pictures, the picture itself over the half blocks.
        if let placing = surface as? PicturePlacing {
            let id = pictureID ?? PictureIdentity.next()
            pictureID = id
            placing.placePicture(picture, id: id, frame: Rect(origin: .zero, size: size))
        }
    }
}

/// How each cell of a picture scaled to two pixels a cell is drawn.
struct PictureCells {
    let pixels: PixelImage
    let capability: ColorCapability
    let canDrawUnicode: Bool
    let background: Color

    /// Shades from no ink to full, with Unicode and in ASCII.
    static let shades = [" ", "\u{2591}", "\u{2592}", "\u{2593}", "\u{2588}"]
    static let asciiShades = [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"]

    /// The glyph and style of cell (`x`, `y`): pixels (x, 2y) and (x, 2y + 1).
    func cell(x: Int, y: Int) -> (String, Style) {
        let top = pixels[x, y * 2]
        let bottom = pixels[x, y * 2 + 1]
        let topShown = top.alpha >= 128
        let bottomShown = bottom.alpha >= 128
        guard topShown || bottomShown else { return (" ", Style(background: background)) }
        guard capability > .monochrome, canDrawUnicode else {
            // Without colour (or without half blocks): a shade of the shown pixels' brightness.
            let shown = [top, bottom].filter { $0.alpha >= 128 }
            let level =
                shown.map { (Int($0.red) * 77 + Int($0.green) * 150 + Int($0.blue) * 29) >> 8 }
                .reduce(0, +) / shown.count
            let ramp = canDrawUnicode ? Self.shades : Self.asciiShades
            return (ramp[min(ramp.count - 1, level * ramp.count / 256)], Style(background: background))
        }
        func color(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Color {
            Color.rgb(pixel.red, pixel.green, pixel.blue).resolved(for: capability)
        }
        switch (topShown, bottomShown) {
        case (true, true):
            return ("\u{2580}", Style(foreground: color(top), background: color(bottom)))
        case (true, false):
            return ("\u{2580}", Style(foreground: color(top), background: background))
        default:
            return ("\u{2584}", Style(foreground: color(bottom), background: background))
        }
    }
}
