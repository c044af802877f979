import CursesKit

extension ScannerPanel {
    /// The frame, scaled to fit `rect` with its proportions kept, two pixels
    /// per cell (`▀`: the top pixel in the foreground colour, the bottom one in
    /// the background), in the 24 greys of the 256-colour palette (CursesKit
    /// resolves them to what the terminal has). Pixels inside a found code are green.
    func drawViewfinder(_ image: GreyFrame, in rect: Rect, surface: Surface) {
        surface.fill(rect, with: " ", style: Style(background: .indexed(16)))
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        let levels = Self.downsample(image, toFit: Size(width: rect.width, height: rect.height * 2))
        let (columns, rows) = (levels.width, levels.height)
        let left = rect.minX + (rect.width - columns) / 2
        let top = rect.minY + (rect.height - (rows + 1) / 2) / 2
        let scale = Double(image.width) / Double(columns)
        guard colorCapability >= .indexed256 else {
            drawShades(levels, left: left, top: top, surface: surface)
            return
        }
        for cellRow in 0..<((rows + 1) / 2) {
            for column in 0..<columns {
                let upper = color(levels, column, cellRow * 2, scale: scale)
                let lower =
                    cellRow * 2 + 1 < rows
                    ? color(levels, column, cellRow * 2 + 1, scale: scale) : .indexed(16)
                surface.draw(
                    "▀", at: Point(x: left + column, y: top + cellRow),
                    style: Style(foreground: upper, background: lower))
            }
        }
        if let placing = surface as? PicturePlacing {
            placePicture(
                of: image, over: Rect(x: left, y: top, width: columns, height: (rows + 1) / 2),
                pixels: Size(width: columns, height: rows), surface: placing)
        }
    }

    /// Where the terminal shows pictures (kitty graphics): the frame itself
    /// over the half blocks, at up to four times their resolution each way
    /// (enough to aim, little enough for a live feed), the codes found tinted
    /// green. The same frame with the same marks is not sent again.
    private func placePicture(of image: GreyFrame, over cells: Rect, pixels: Size, surface: PicturePlacing) {
        if let shown = viewfinderPicture, shown.frame == image, shown.highlights == highlights {
            surface.placePicture(shown.picture, id: shown.id, frame: cells)
            return
        }
        let levels = Self.downsample(image, toFit: Size(width: pixels.width * 4, height: pixels.height * 4))
        let scale = Double(image.width) / Double(levels.width)
        var rgba = [UInt8](repeating: 255, count: levels.width * levels.height * 4)
        for y in 0..<levels.height {
            for x in 0..<levels.width {
                let level = levels[x, y]
                let point = FramePoint(x: Int((Double(x) + 0.5) * scale), y: Int((Double(y) + 0.5) * scale))
                let marked = highlights.contains { Self.contains($0, point) }
                let index = (y * levels.width + x) * 4
                rgba[index] = marked ? level / 4 : level
                rgba[index + 1] = marked ? max(level, 96) : level
                rgba[index + 2] = marked ? level / 4 : level
            }
        }
        let picture = PixelImage(width: levels.width, height: levels.height, pixels: rgba)
        let id = PictureIdentity.next()
        viewfinderPicture = (image, highlights, picture, id)
        surface.placePicture(picture, id: id, frame: cells)
    }

    /// Without the 256-colour greys: one character per two pixels, by brightness.
    private func drawShades(_ levels: GreyFrame, left: Int, top: Int, surface: Surface) {
        let shades: [Character] = [" ", "░", "▒", "▓", "█"]
        for cellRow in 0..<((levels.height + 1) / 2) {
            var line = ""
            for column in 0..<levels.width {
                let level = (Int(levels[column, cellRow * 2]) + Int(levels[column, cellRow * 2 + 1])) / 2
                line.append(shades[level * shades.count / 256])
            }
            surface.draw(line, at: Point(x: left, y: top + cellRow), style: .plain)
        }
    }

    private func color(_ levels: GreyFrame, _ x: Int, _ y: Int, scale: Double) -> Color {
        let level = levels[x, y]
        let imageX = Int((Double(x) + 0.5) * scale)
        let imageY = Int((Double(y) + 0.5) * scale)
        if highlights.contains(where: { Self.contains($0, FramePoint(x: imageX, y: imageY)) }) {
            // Four greens, dark to light, so the code stays readable while marked.
            let greens: [UInt8] = [22, 28, 71, 157]
            return .indexed(greens[Int(level) * greens.count / 256])
        }
        return Self.grey(level)
    }

    /// The palette entry nearest a grey level: 16 (black), the ramp 232–255, 231 (white).
    static func grey(_ level: UInt8) -> Color {
        switch level {
        case ..<4: .indexed(16)
        case 247...: .indexed(231)
        default: .indexed(232 + UInt8(min(23, max(0, (Int(level) - 3) / 10))))
        }
    }

    /// The image averaged down to at most `size` pixels, proportions kept.
    static func downsample(_ image: GreyFrame, toFit size: Size) -> GreyFrame {
        let scale = max(
            Double(image.width) / Double(max(1, size.width)),
            Double(image.height) / Double(max(1, size.height)))
        let width = max(1, min(size.width, Int(Double(image.width) / scale)))
        let height = max(1, min(size.height, Int(Double(image.height) / scale)))
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let y0 = Int(Double(y) * scale)
            let y1 = max(y0 + 1, min(image.height, Int(Double(y + 1) * scale)))
            for x in 0..<width {
                let x0 = Int(Double(x) * scale)
                let x1 = max(x0 + 1, min(image.width, Int(Double(x + 1) * scale)))
                var sum = 0
                for sy in y0..<y1 {
                    let row = sy * image.width
                    for sx in x0..<x1 { sum += Int(image.pixels[row + sx]) }
                }
                pixels[y * width + x] = UInt8(sum / ((y1 - y0) * (x1 - x0)))
            }
        }
        return GreyFrame(width: width, height: height, pixels: pixels)
    }

    /// True when `point` is inside the code: within its four corners for a
    /// QR code, within the rectangle around its points otherwise.
    static func contains(_ bounds: FrameBounds, _ point: FramePoint) -> Bool {
        let points = bounds.points
        guard points.count == 4 else {
            guard !points.isEmpty else { return false }
            let box = bounds.box
            return point.x >= box.minX && point.x <= box.maxX && point.y >= box.minY - 8
                && point.y <= box.maxY + 8
        }
        var inside = false
        var j = points.count - 1
        for i in points.indices {
            let (a, b) = (points[i], points[j])
            if (a.y > point.y) != (b.y > point.y),
                Double(point.x) < Double(b.x - a.x) * Double(point.y - a.y) / Double(b.y - a.y) + Double(a.x)
            {
                inside.toggle()
            }
            j = i
        }
        return inside
    }
}
