/// The bytes of one inline frame: the rows that changed since the frame on
/// screen, written with relative motion only (CR, LF, CUU, CUF, EL, ED, SGR),
/// from the region's first row back to it. See ``InlineScreen``.
///
/// Each changed row is written from its first changed cell to its last; a row
/// whose end became blank is cut with EL rather than written with spaces;
/// rows that did not change are passed with LF. A frame shorter than the last
/// erases what is below it with ED. Styles are sent as SGR when they change,
/// reset at the end, so text printed above the region starts plain. With
/// `hyperlinks`, cells drawn with a link (``Style/link``) are written between
/// OSC 8 open and close, each row's link closed before the cursor leaves it.
enum InlineFrameWriter {
    typealias Row = [CellBuffer.Cell]

    /// The bytes of `rows` over `old` (the rows on screen), or of every row after
    /// erasing the region when `old` is `nil` or `above` has lines, which are
    /// written first, at the region's place, each on a line of its own.
    static func frame(
        _ rows: [Row], replacing old: [Row]?, above: [String], capability: ColorCapability,
        hyperlinks: Bool = false
    ) -> [UInt8] {
        var out = Output(capability: capability, hyperlinks: hyperlinks)
        var previous = old ?? []
        if old == nil || !above.isEmpty {
            out.text("\r\u{1B}[J")
            for line in above { out.text(line + "\r\n") }
            previous = []
        }
        var row = 0
        for (y, cells) in rows.enumerated() {
            let before = y < previous.count ? previous[y] : nil
            guard let span = changedSpan(from: before, to: cells) else { continue }
            out.down(y - row)
            row = y
            out.text("\r")
            if span.start > 0 { out.text("\u{1B}[\(span.start)C") }
            out.cells(cells, span.start..<span.end)
            if span.clearsTail {
                out.pen(.plain)
                out.text("\u{1B}[K")
            }
        }
        if rows.count < previous.count {
            out.pen(.plain)
            if rows.count > row {
                out.down(rows.count - row)
                row = rows.count
            }
            out.text("\r\u{1B}[J")
        }
        out.pen(.plain)
        out.text("\r")
        if row > 0 { out.text("\u{1B}[\(row)A") }
        // Nothing changed and nothing printed: an empty frame sends nothing.
        if out.bytes == Array("\r".utf8) { return [] }
        return out.bytes
    }

    /// Before the first frame: a line's width of spaces, then CR. From
    /// column 0 they fill the cursor's line and CR comes back to its start;
    /// after a partial line (`printf 'Name: '` just before the program) they
    /// wrap, so the region starts on the next line and the partial line stays
    /// as it was (zsh's PROMPT_SP does the same for its prompt).
    static func startOnAFreshLine(width: Int) -> [UInt8] {
        [UInt8](repeating: UInt8(ascii: " "), count: max(1, width)) + Array("\r".utf8)
    }

    /// From the region's first row to the start of the line after its `rows` rows.
    static func lineAfter(rows: Int) -> [UInt8] {
        Array("\r".utf8) + [UInt8](repeating: UInt8(ascii: "\n"), count: rows)
    }

    /// A row as text without styles, its trailing blanks dropped.
    static func plainText(of row: Row) -> String {
        let end = contentEnd(of: row)
        return row[0..<end].filter { $0.width > 0 }.map(\.text).joined()
    }

    /// Where a row's content ends: after its last cell that is not a plain blank.
    static func contentEnd(of row: Row) -> Int {
        var end = row.count
        while end > 0, row[end - 1] == .blank { end -= 1 }
        return end
    }

    /// The cells of `new` to write over `old`: from the first that differs to the
    /// last, or to the content's end with EL for a tail that became blank.
    static func changedSpan(from old: Row?, to new: Row) -> (start: Int, end: Int, clearsTail: Bool)? {
        let newEnd = contentEnd(of: new)
        guard let old else { return newEnd > 0 ? (0, newEnd, false) : nil }
        let count = max(old.count, new.count)
        guard var first = (0..<count).first(where: { cell(old, $0) != cell(new, $0) }) else { return nil }
        let last = (0..<count).last { cell(old, $0) != cell(new, $0) } ?? first
        // Start on a whole glyph: the left half of a wide one.
        while first > 0, first < new.count, new[first].width == 0 { first -= 1 }
        if last >= newEnd {
            // Everything from the content's end on changed to blank: cut it.
            return (first, max(first, newEnd), newEnd < new.count || old.count > new.count)
        }
        var end = last + 1
        // End after a whole glyph: the right half of a wide one.
        if end < new.count, new[end].width == 0 { end += 1 }
        return (first, end, false)
    }

    private static func cell(_ row: Row, _ x: Int) -> CellBuffer.Cell {
        x < row.count ? row[x] : .blank
    }

    /// Bytes being gathered, with the SGR state they leave the terminal in.
    struct Output {
        let capability: ColorCapability
        /// Whether links are sent as OSC 8 hyperlinks.
        let hyperlinks: Bool
        var bytes: [UInt8] = []
        var current = Style.plain
        /// The link open now, while one is.
        var link: String?

        init(capability: ColorCapability, hyperlinks: Bool = false) {
            self.capability = capability
            self.hyperlinks = hyperlinks
        }

        mutating func text(_ string: String) {
            bytes += Array(string.utf8)
        }

        mutating func down(_ rows: Int) {
            if rows > 0 { bytes += [UInt8](repeating: UInt8(ascii: "\n"), count: rows) }
        }

        mutating func cells(_ row: Row, _ range: Range<Int>) {
            for x in range where row[x].width > 0 {
                if hyperlinks { setLink(row[x].style.link.flatMap(Hyperlink.sanitized)) }
                pen(row[x].style)
                text(row[x].text.isEmpty ? " " : row[x].text)
            }
            setLink(nil)
        }

        /// Closes the link open now (if any) and opens `url` (if any).
        mutating func setLink(_ url: String?) {
            guard url != link else { return }
            if link != nil { bytes += Hyperlink.close }
            if let url { bytes += Hyperlink.open(url) }
            link = url
        }

        mutating func pen(_ style: Style) {
            // The link is OSC 8's (``setLink(_:)``), not the rendition's.
            var style = style
            style.link = nil
            let resolved = style.resolved(for: capability)
            guard resolved != current else { return }
            current = resolved
            text(InlineFrameWriter.sgr(resolved))
        }
    }

    /// SGR for a resolved style, from a reset: attributes, then colours.
    static func sgr(_ style: Style) -> String {
        var parameters = ["0"]
        let attributes: [(TextAttributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
            (.strikethrough, "9"),
        ]
        for (attribute, code) in attributes where style.attributes.contains(attribute) {
            parameters.append(code)
        }
        if let foreground = colorParameters(style.foreground, base: 30, brightBase: 90, extended: 38) {
            parameters.append(foreground)
        }
        if let background = colorParameters(style.background, base: 40, brightBase: 100, extended: 48) {
            parameters.append(background)
        }
        if parameters == ["0"] { return "\u{1B}[m" }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    private static func colorParameters(_ color: Color, base: Int, brightBase: Int, extended: Int) -> String?
    {
        switch color {
        case .default: nil
        case .ansi(let c) where c.rawValue < 8: "\(base + Int(c.rawValue))"
        case .ansi(let c): "\(brightBase + Int(c.rawValue) - 8)"
        case .indexed(let n): "\(extended);5;\(n)"
        case .rgb(let r, let g, let b): "\(extended);2;\(r);\(g);\(b)"
        }
    }
}
