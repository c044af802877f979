/// Which part of a glyph a cell holds, for wide-glyph bookkeeping.
enum CellHalf {
    /// A one-column glyph (or a blank).
    case single
    /// The left half of a two-column glyph.
    case leading
    /// The right half of a two-column glyph.
    case trailing
}

/// The few cell operations both surfaces provide, so that clipping, control
/// characters and wide glyphs are handled by one piece of code (``CellGrid/draw``)
/// and ``CellBuffer`` and ``WindowSurface`` agree cell for cell by construction.
///
/// Coordinates are the grid's own (a window's, a buffer's), never a subsurface's.
@MainActor
protocol CellGrid: AnyObject {
    /// The grid's full size; every clip lies inside it.
    var gridSize: Size { get }
    /// What the cell at (x, y) holds.
    func half(atX x: Int, y: Int) -> CellHalf
    /// Replaces the cell at (x, y) with a space, keeping its style.
    func blank(atX x: Int, y: Int)
    /// Writes a sanitized glyph of `width` (1 or 2) columns, both cells of a wide one.
    func write(_ glyph: String, width: Int, style: Style, atX x: Int, y: Int)
    /// Writes a sanitized one-column glyph in each cell of `columns` on row `y`.
    func writeRun(_ glyph: String, style: Style, columns: Range<Int>, y: Int)
    /// Writes printable ASCII, one byte to a cell, from column `x` of row `y`
    /// (the cells are inside the grid, the halves at their ends already fixed).
    func writeASCII(_ bytes: Substring.UTF8View, style: Style, atX x: Int, y: Int)
}

/// A grapheme ready to be written: control characters replaced, width known.
struct Glyph {
    static let replacement = "\u{FFFD}"

    var text: String
    var width: Int
    /// A flag: two regional indicators, written as two one-column cells because
    /// that is how ncurses (through `wcwidth`) lays them out.
    var isFlag: Bool

    init(_ character: Character) {
        // Printable ASCII (a fill's space, most text): one column, itself.
        // (Its bytes, not `asciiValue`, which looks at the scalars twice.)
        var bytes = character.utf8.makeIterator()
        if let byte = bytes.next(), byte >= 0x20, byte < 0x7F, bytes.next() == nil {
            self.init(text: String(character), width: 1, isFlag: false)
            return
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else {
            self.init(text: "", width: 0, isFlag: false)
            return
        }
        if first.isTerminalControl {
            self.init(text: Glyph.replacement, width: 1, isFlag: false)
            return
        }
        let width = character.displayWidth
        if width == 2 && first.isRegionalIndicator {
            self.init(text: String(character), width: 2, isFlag: true)
            return
        }
        self.init(text: Glyph.drawablePart(of: scalars), width: width, isFlag: false)
    }

    /// The part of a cluster a terminal cell can hold: the base scalar and the
    /// zero-width scalars that follow it (at most five, a `cchar_t`'s capacity).
    ///
    /// ncurses keeps one spacing character per cell, so an emoji skin-tone modifier
    /// or the later people of a ZWJ family cannot reach the terminal through it;
    /// both surfaces drop them alike, and the base keeps the cluster's width.
    private static func drawablePart(of scalars: Character.UnicodeScalarView) -> String {
        guard scalars.count > 1 else { return String(scalars) }
        var kept = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index > 0 && (scalar.columnWidth != 0 || kept.count == 5) { break }
            kept.append(scalar)
        }
        // A joiner whose partner was dropped joins nothing.
        while kept.count > 1, kept.last == "\u{200D}" { kept.removeLast() }
        return String(kept)
    }

    init(text: String, width: Int, isFlag: Bool) {
        self.text = text
        self.width = width
        self.isFlag = isFlag
    }
}

extension CellGrid {
    func writeRun(_ glyph: String, style: Style, columns: Range<Int>, y: Int) {
        for x in columns { write(glyph, width: 1, style: style, atX: x, y: y) }
    }

    func writeASCII(_ bytes: Substring.UTF8View, style: Style, atX x: Int, y: Int) {
        writeEachByte(bytes, style: style, atX: x, y: y)
    }

    /// ``writeASCII(_:style:atX:y:)`` as one ``write(_:width:style:atX:y:)`` per byte.
    func writeEachByte(_ bytes: Substring.UTF8View, style: Style, atX x: Int, y: Int) {
        let texts = asciiTexts
        var column = x
        for byte in bytes {
            write(texts[Int(byte & 0x7F)], width: 1, style: style, atX: column, y: y)
            column += 1
        }
    }

    /// The columns of `text` when it is printable ASCII alone (a byte is a
    /// cell, a grapheme of its own: no mark follows it), else `nil`.
    static func asciiColumns(of text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// Printable ASCII (``asciiColumns(of:)``): the visible part written as one
    /// run, its two ends fixed as a glyph's are (in between, every cell is
    /// written, so no half of a wide glyph can be left), with no grapheme
    /// breaking and no measuring of the hidden part.
    private func drawASCII(_ text: String, columns: Int, x: Int, y: Int, style: Style, clip: Rect) -> Int {
        drawASCIIRun(Substring(text).utf8, x: x, y: y, style: style, clip: clip)
        return columns
    }

    /// Writes the visible part of a run of printable ASCII bytes, one a column, from column `x`.
    private func drawASCIIRun(_ bytes: Substring.UTF8View, x: Int, y: Int, style: Style, clip: Rect) {
        let first = max(x, clip.minX)
        let end = min(x + bytes.count, clip.maxX)
        guard y >= clip.minY, y < clip.maxY, first < end else { return }
        if half(atX: first, y: y) == .trailing, first > 0 { blank(atX: first - 1, y: y) }
        let last = end - 1
        if half(atX: last, y: y) == .leading, last + 1 < gridSize.width { blank(atX: last + 1, y: y) }
        writeASCII(bytes.dropFirst(first - x).prefix(end - first), style: style, atX: first, y: y)
    }

    /// Draws `text` with its first column at `x`, row `y` (grid coordinates), writing
    /// only cells inside `clip`; returns the columns advanced.
    func draw(_ text: String, x: Int, y: Int, style: Style, clip: Rect) -> Int {
        let clip = clip.intersection(Rect(origin: .zero, size: gridSize))
        if let columns = Self.asciiColumns(of: text) {
            return drawASCII(text, columns: columns, x: x, y: y, style: style, clip: clip)
        }
        guard y >= clip.minY, y < clip.maxY else { return text.displayWidth }
        // Printable ASCII between the other glyphs goes as runs (a `·` in a
        // line made the whole line's cells each a glyph of its own, with its
        // neighbours checked and its cell made: 1,500 instructions a cell).
        let utf8 = text.utf8
        var column = x
        // The run's first byte and its length (a byte a column), as offsets into `utf8`.
        var run = 0
        var runLength = 0
        var offset = 0
        func flush() {
            guard runLength > 0 else { return }
            let start = utf8.index(utf8.startIndex, offsetBy: run)
            let end = utf8.index(start, offsetBy: runLength)
            drawASCIIRun(utf8[start..<end], x: column, y: y, style: style, clip: clip)
            column += runLength
            runLength = 0
        }
        for character in text {
            let bytes = character.utf8
            if bytes.count == 1, let byte = bytes.first, byte >= 0x20, byte < 0x7F {
                if runLength == 0 { run = offset }
                runLength += 1
                offset += 1
                continue
            }
            flush()
            offset += bytes.count
            let glyph = Glyph(character)
            if glyph.width > 0 {
                if column + glyph.width > clip.minX && column < clip.maxX {
                    place(glyph, x: column, y: y, style: style, clip: clip)
                }
                column += glyph.width
            }
        }
        flush()
        return column - x
    }

    /// Fills `rect` (grid coordinates, clipped to `clip`) with `character`; a wide
    /// character is repeated every two columns and a column it cannot cover is blank.
    func fill(_ rect: Rect, with character: Character, style: Style, clip: Rect) {
        let area = rect.intersection(clip).intersection(Rect(origin: .zero, size: gridSize))
        guard !area.isEmpty else { return }
        var glyph = Glyph(character)
        if glyph.width == 0 { glyph = Glyph(" ") }
        let space = Glyph(" ")
        for y in area.minY..<area.maxY {
            if glyph.width == 1 {
                // Only the ends can meet a wide glyph reaching in from outside: the
                // first cell is written with its neighbour fixed, the last cell's
                // right neighbour is fixed, and the rest is one run (a background
                // repaint checked both halves and rebuilt the cell for every cell).
                // The run ends at the last cell, as the cell-by-cell writes did, so
                // the window's cursor, and the bytes ncurses sends, are the same.
                place(glyph, x: area.minX, y: y, style: style, clip: area)
                guard area.width > 1 else { continue }
                let last = area.maxX - 1
                if half(atX: last, y: y) == .leading, last + 1 < gridSize.width { blank(atX: last + 1, y: y) }
                writeRun(glyph.text, style: style, columns: (area.minX + 1)..<area.maxX, y: y)
                continue
            }
            // Wide fill: pairs aligned to the rectangle's own left edge, so a clipped
            // fill draws the same columns as an unclipped one.
            var x = rect.minX
            while x < area.maxX {
                if x + 1 >= rect.maxX {
                    if x >= area.minX { place(space, x: x, y: y, style: style, clip: area) }
                } else if x + 1 >= area.minX {
                    place(glyph, x: x, y: y, style: style, clip: area)
                }
                x += 2
            }
        }
    }

    /// Writes one glyph whose columns overlap `clip`: whole if it fits, else a
    /// space in each visible column (a wide glyph is never split).
    private func place(_ glyph: Glyph, x: Int, y: Int, style: Style, clip: Rect) {
        let last = x + glyph.width - 1
        guard x >= clip.minX, last < clip.maxX else {
            for column in max(x, clip.minX)...min(last, clip.maxX - 1) {
                writeFixingNeighbours(" ", width: 1, style: style, x: column, y: y)
            }
            return
        }
        if glyph.isFlag {
            for (offset, scalar) in glyph.text.unicodeScalars.prefix(2).enumerated() {
                writeFixingNeighbours(String(scalar), width: 1, style: style, x: x + offset, y: y)
            }
        } else {
            writeFixingNeighbours(glyph.text, width: glyph.width, style: style, x: x, y: y)
        }
    }

    /// Writes a glyph, first blanking the far half of any wide glyph it covers half of.
    private func writeFixingNeighbours(_ text: String, width: Int, style: Style, x: Int, y: Int) {
        if half(atX: x, y: y) == .trailing, x > 0 { blank(atX: x - 1, y: y) }
        let last = x + width - 1
        if half(atX: last, y: y) == .leading, last + 1 < gridSize.width { blank(atX: last + 1, y: y) }
        write(text, width: width, style: style, atX: x, y: y)
    }
}

/// The string of each ASCII byte, made once: an ASCII run's cells take
/// theirs from here rather than building a `String` per byte.
let asciiTexts: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
