/// One sixel image as a terminal drew it: where its top-left cell is, its
/// size in pixels, and its pixels.
public struct SixelImage: Equatable, Sendable, CustomStringConvertible {
    /// The top-left cell's row (0-based): the cursor's when it came.
    public var row: Int
    /// The top-left cell's column (0-based).
    public var col: Int
    /// Its width in pixels: the raster attributes' or the pixels painted, the larger.
    public var width: Int
    /// Its height in pixels, likewise, in whole six-pixel bands (as xterm takes it).
    public var height: Int
    /// `0xRRGGBB` per pixel, row by row; nil where nothing was painted.
    public var pixels: [UInt32?]

    /// `sixel at row,col W×H px`.
    public var description: String { "sixel at \(row),\(col) \(width)×\(height) px" }
}

/// What a terminal that draws sixels (foot, xterm) shows of them, rebuilt
/// from the DCS strings it was sent (libvterm 0.1 draws none): each image
/// painted into the cells it covers from the cursor, at ``cellWidth`` ×
/// ``cellHeight`` pixels a cell; a glyph written into a cell, an erase or a
/// scroll wipes that cell's part (``wipe(rows:cols:)``), as in those
/// terminals. Whatever a real terminal would refuse, or that would scroll
/// its screen, is kept in `errors`.
final class SixelModel {
    /// A cell's size in pixels, as ``QueryAnswers/sixel`` answers `CSI 16 t`.
    static let cellWidth = 10
    static let cellHeight = 20

    /// Every image drawn, in order.
    private(set) var images: [SixelImage] = []
    /// Images a real terminal would refuse or that would scroll its screen.
    private(set) var errors: [String] = []
    /// The image each cell shows (an index in `images`), per row.
    private var shown: [[Int?]]

    init(rows: Int, cols: Int) {
        shown = Array(repeating: Array(repeating: nil, count: cols), count: rows)
    }

    func resize(rows: Int, cols: Int) {
        shown = Array(repeating: Array(repeating: nil, count: cols), count: rows)
    }

    /// The cells that show a sixel now, per row.
    var cellsShown: [[Bool]] { shown.map { $0.map { $0 != nil } } }

    /// Cells `cols` of `rows` were written, erased or scrolled: they show no sixel.
    func wipe(rows: Range<Int>, cols: Range<Int>) {
        for row in max(0, rows.lowerBound)..<min(shown.count, max(0, rows.upperBound)) {
            for col in max(0, cols.lowerBound)..<min(shown[row].count, max(0, cols.upperBound)) {
                shown[row][col] = nil
            }
        }
    }

    /// The average colour of the painted pixels in the top or bottom half
    /// of the cell at `row`, `col`, or nil where no sixel shows.
    func average(row: Int, col: Int, topHalf: Bool) -> (red: Int, green: Int, blue: Int)? {
        guard row >= 0, row < shown.count, col >= 0, col < shown[row].count, let index = shown[row][col]
        else { return nil }
        let image = images[index]
        let left = (col - image.col) * Self.cellWidth
        let top = (row - image.row) * Self.cellHeight + (topHalf ? 0 : Self.cellHeight / 2)
        var sums = (0, 0, 0)
        var count = 0
        for y in top..<min(image.height, top + Self.cellHeight / 2) {
            for x in left..<min(image.width, left + Self.cellWidth) {
                guard let pixel = image.pixels[y * image.width + x] else { continue }
                sums.0 += Int(pixel >> 16)
                sums.1 += Int(pixel >> 8 & 0xFF)
                sums.2 += Int(pixel & 0xFF)
                count += 1
            }
        }
        guard count > 0 else { return nil }
        return (sums.0 / count, sums.1 / count, sums.2 / count)
    }

    /// Takes one DCS string's body (after `ESC P`, before `ESC \`) that is a
    /// sixel image (`params q data`), drawn with the cursor at `row`, `col`.
    /// Returns the cell the cursor is left in: the first column of the row
    /// below the image, as xterm leaves it in sixel scrolling mode.
    func draw(_ body: [UInt8], row: Int, col: Int) -> (row: Int, col: Int) {
        guard let q = body.firstIndex(of: 0x71) else { return (row, col) }
        let parameters = String(decoding: body[..<q], as: UTF8.self).split(
            separator: ";", omittingEmptySubsequences: false
        ).map { Int($0) }
        let transparent = parameters.count > 1 && parameters[1] == 1
        var decoder = Decoder(transparent: transparent)
        decoder.decode(body[body.index(after: q)...])
        errors += decoder.errors.map { "sixel at \(row),\(col): \($0)" }
        let image = SixelImage(
            row: row, col: col, width: decoder.width, height: decoder.height, pixels: decoder.pixels())
        images.append(image)
        let rows = (image.height + Self.cellHeight - 1) / Self.cellHeight
        let cols = (image.width + Self.cellWidth - 1) / Self.cellWidth
        let screenRows = shown.count
        let screenCols = shown.first?.count ?? 0
        if row + rows >= screenRows {
            errors.append("\(image) reaches the last row: the terminal may scroll")
        }
        if col + cols > screenCols { errors.append("\(image) goes past the right edge") }
        for y in row..<min(screenRows, row + rows) {
            for x in col..<min(screenCols, col + cols) { shown[y][x] = images.count - 1 }
        }
        return (min(screenRows - 1, row + rows), 0)
    }

    /// Reads sixel data into pixels.
    private struct Decoder {
        let transparent: Bool
        var errors: [String] = []
        var declared: (width: Int, height: Int)?
        var painted: [Int: UInt32] = [:]
        var paintedWidth = 0
        var paintedHeight = 0
        var registers: [Int: UInt32] = [:]
        var register: Int?
        var outsideRaster = false

        init(transparent: Bool) {
            self.transparent = transparent
        }

        var width: Int { max(declared?.width ?? 0, paintedWidth) }
        var height: Int { max(declared?.height ?? 0, paintedHeight) }

        func pixels() -> [UInt32?] {
            var result = [UInt32?](repeating: nil, count: width * height)
            for (key, color) in painted {
                let x = key & 0xFFFF
                let y = key >> 16
                if x < width, y < height { result[y * width + x] = color }
            }
            return result
        }

        mutating func decode(_ data: ArraySlice<UInt8>) {
            var index = data.startIndex
            var x = 0
            var band = 0
            var anyData = false
            func number() -> Int? {
                var value: Int?
                while index < data.endIndex, (0x30...0x39).contains(data[index]) {
                    value = (value ?? 0) * 10 + Int(data[index] - 0x30)
                    index += 1
                }
                return value
            }
            func numbers() -> [Int?] {
                var list = [number()]
                while index < data.endIndex, data[index] == 0x3B {
                    index += 1
                    list.append(number())
                }
                return list
            }
            while index < data.endIndex {
                let byte = data[index]
                index += 1
                switch byte {
                case 0x22:  // " raster attributes
                    let values = numbers()
                    if anyData { errors.append("raster attributes after the first sixel") }
                    if values.count == 4, let width = values[2], let height = values[3] {
                        declared = (width, height)
                    } else {
                        errors.append("raster attributes without a size")
                    }
                case 0x23:  // # colour: select, or define then select
                    let values = numbers()
                    guard let number = values[0], number < 256 else {
                        errors.append("colour register \(values[0].map(String.init) ?? "none") (256 at most)")
                        continue
                    }
                    if values.count == 5 {
                        guard values[1] == 2, let red = values[2], let green = values[3],
                            let blue = values[4],
                            red <= 100, green <= 100, blue <= 100
                        else {
                            errors.append("colour \(values) is not RGB in percent")
                            continue
                        }
                        func channel(_ percent: Int) -> UInt32 { UInt32((percent * 255 + 50) / 100) }
                        registers[number] = channel(red) << 16 | channel(green) << 8 | channel(blue)
                    } else if values.count != 1 {
                        errors.append("colour with \(values.count) parameters")
                    }
                    if registers[number] == nil {
                        errors.append("register \(number) used before it was defined")
                    }
                    register = number
                case 0x21:  // ! repeat
                    let count = number() ?? 1
                    guard index < data.endIndex, (0x3F...0x7E).contains(data[index]) else {
                        errors.append("repeat without a sixel")
                        continue
                    }
                    let sixel = data[index]
                    index += 1
                    paint(sixel, x: x, count: count, band: band)
                    anyData = true
                    x += count
                case 0x24:  // $ back to the band's left edge
                    x = 0
                case 0x2D:  // - next band
                    x = 0
                    band += 1
                case 0x3F...0x7E:
                    paint(byte, x: x, count: 1, band: band)
                    anyData = true
                    x += 1
                default:
                    errors.append("unexpected byte \(byte) in sixel data")
                }
            }
            if outsideRaster, let declared {
                errors.append("pixels outside the raster attributes' \(declared.width)×\(declared.height)")
            }
        }

        mutating func paint(_ sixel: UInt8, x: Int, count: Int, band: Int) {
            let bits = sixel - 0x3F
            // A band is six pixels high whatever its bits (xterm's reading).
            paintedHeight = max(paintedHeight, band * 6 + 6)
            paintedWidth = max(paintedWidth, x + count)
            let color = register.flatMap { registers[$0] } ?? 0
            for bit in 0..<6 {
                let set = bits & (1 << UInt8(bit)) != 0
                guard set || !transparent else { continue }
                let y = band * 6 + bit
                for column in x..<(x + count) {
                    guard column < 0x10000, y < 0x8000 else { continue }
                    painted[y << 16 | column] = set ? color : 0
                }
                if set {
                    if let declared, x + count > declared.width || y >= declared.height {
                        outsideRaster = true
                    }
                }
            }
        }
    }
}
