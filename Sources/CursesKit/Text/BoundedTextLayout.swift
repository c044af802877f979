/// Text laid out into at most a given number of rows, measuring no more of
/// the string than those rows show.
///
/// ``TextLayout/wrap(_:width:)`` lays out a whole string; a label shows only
/// the rows it has. This does the same wrapping (or truncating) but stops once
/// the rows are full, so a 10 MB description in a three-row label costs three
/// rows of measuring. ``measured`` says how many graphemes it looked up.
package struct BoundedTextLayout {
    /// How lines wider than the width are fitted.
    package enum Mode: Sendable {
        /// Break between words (``TextLayout/wrap(_:width:)``).
        case wrap
        /// One row per line of text, cut with "…".
        case truncate
    }

    /// One row: its text and its width in columns.
    package struct Row: Equatable, Sendable {
        package var text: String
        package var width: Int
    }

    /// The rows, at most the limit given; the last ends in "…" when rows were cut.
    package private(set) var rows: [Row] = []
    /// True when the text needs more rows than the limit.
    package private(set) var isCut = false
    /// True when a line was cut at the width (truncating only).
    package private(set) var cutsLines = false
    /// Graphemes whose width was looked up.
    package private(set) var measured = 0

    /// The widest row, in columns.
    package var width: Int { rows.reduce(0) { max($0, $1.width) } }

    /// Lays out `text` in rows at most `width` columns wide, at most `maxRows` of them.
    package init(_ text: String, width: Int, maxRows: Int, mode: Mode) {
        guard width > 0, maxRows > 0 else { return }
        switch mode {
        case .wrap: wrap(text, width: width, maxRows: maxRows)
        case .truncate: truncate(text, width: width, maxRows: maxRows)
        }
        if isCut, let last = rows.last {
            rows[rows.count - 1] = ellipsized(last, width: width)
        }
    }

    private mutating func measure(_ character: Character) -> Int {
        measured += 1
        return character.displayWidth
    }

    /// `row` cut to `width - 1` columns and ended in "…".
    private func ellipsized(_ row: Row, width: Int) -> Row {
        var text = ""
        var used = 0
        // Already measured: widths are recomputed without counting again.
        for character in row.text {
            let w = character.displayWidth
            if used + w > width - 1 { break }
            text.append(character)
            used += w
        }
        return Row(text: text + "…", width: used + 1)
    }

    // MARK: - Wrapping

    /// The same breaks as ``TextLayout/wrap(_:width:)``, one grapheme at a time.
    private mutating func wrap(_ text: String, width: Int, maxRows: Int) {
        var line = ""
        var lineWidth = 0
        var word = ""
        var wordWidth = 0
        // A word was begun: even if all of it went to rows of its own (or was
        // dropped), what is left of it replaces an empty line, as in `wrap`.
        var inWord = false
        var index = text.startIndex

        func emit(_ row: String, _ rowWidth: Int) -> Bool {
            rows.append(Row(text: row, width: rowWidth))
            return rows.count >= maxRows
        }
        /// Places the finished word on the line (it is known to fit there).
        func endWord() {
            guard inWord else { return }
            inWord = false
            if lineWidth > 0 {
                line += " " + word
                lineWidth += 1 + wordWidth
            } else {
                line = word
                lineWidth = wordWidth
            }
            word = ""
            wordWidth = 0
        }

        // Every break below leaves text that needs another row (a newline
        // always starts one, even an empty one), so a full stop is a cut.
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if character == " " {
                endWord()
                continue
            }
            if character == "\n" {
                endWord()
                if emit(line, lineWidth) {
                    isCut = true
                    return
                }
                line = ""
                lineWidth = 0
                continue
            }
            let w = measure(character)
            inWord = true
            if lineWidth > 0 && lineWidth + 1 + wordWidth + w > width {
                // This word cannot join the line: the line is done.
                if emit(line, lineWidth) {
                    isCut = true
                    return
                }
                line = ""
                lineWidth = 0
            }
            if lineWidth == 0 && wordWidth + w > width {
                // A word wider than the row breaks between graphemes.
                if !word.isEmpty {
                    if emit(word, wordWidth) {
                        isCut = true
                        return
                    }
                    word = ""
                    wordWidth = 0
                }
                // A wide grapheme in a one-column width cannot fit: drop it.
                if w > width { continue }
            }
            word.append(character)
            wordWidth += w
        }
        endWord()
        rows.append(Row(text: line, width: lineWidth))
    }

    // MARK: - Truncating

    /// One row per line, as ``TextLayout/truncate(_:width:)`` fits each.
    private mutating func truncate(_ text: String, width: Int, maxRows: Int) {
        var start = text.startIndex
        while true {
            if rows.count == maxRows {
                isCut = true
                return
            }
            var row = ""
            var used = 0
            var index = start
            var wasCut = false
            while index < text.endIndex {
                let character = text[index]
                if character == "\n" { break }
                let w = measure(character)
                if used + w > width {
                    wasCut = true
                    break
                }
                row.append(character)
                used += w
                index = text.index(after: index)
            }
            if wasCut {
                cutsLines = true
                rows.append(ellipsized(Row(text: row, width: used), width: width))
                guard let newline = Self.nextLineBreak(in: text, from: index) else { return }
                start = text.index(after: newline)
            } else {
                rows.append(Row(text: row, width: used))
                guard index < text.endIndex else { return }
                start = text.index(after: index)
            }
        }
    }

    /// The next "\n" grapheme at or after `index`, found without measuring.
    private static func nextLineBreak(in text: String, from index: String.Index) -> String.Index? {
        var position = index
        while let found = text.utf8[position...].firstIndex(of: 0x0A) {
            // "\r\n" is one grapheme, which no split on "\n" breaks.
            let isCRLF = found > text.startIndex && text.utf8[text.utf8.index(before: found)] == 0x0D
            if !isCRLF { return found }
            position = text.utf8.index(after: found)
        }
        return nil
    }
}
