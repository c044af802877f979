/// Text laid out into at most a given number of rows, measuring no more of
/// the string than those rows show.
///
/// ``TextLayout/wrap(_:width:)`` lays out a whole string; a label shows only
/// the rows it has. This does the same wrapping (or truncating) but stops once
/// the rows are full, so a 10 MB description in a three-row label costs three
/// rows of measuring. ``measured`` says how many graphemes it looked up.
///
/// Given the ends of style runs (``StyledText``), each row also says which
/// run each of its stretches came from (``Row/spans``), through wraps,
/// collapsed spaces and "…", at no extra measuring.
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
        /// The row's stretches by run, in order; empty when the text has no runs.
        package var spans: [Span] = []

        /// Adds `character` of `width` columns from run `run` (spans kept only when `tracking`).
        mutating func append(_ character: Character, width: Int, run: Int, tracking: Bool) {
            text.append(character)
            self.width += width
            if tracking { append(Span(length: character.utf8.count, run: run)) }
        }

        /// Adds all of `other`.
        mutating func append(_ other: Row) {
            text += other.text
            width += other.width
            for span in other.spans { append(span) }
        }

        private mutating func append(_ span: Span) {
            if let last = spans.last, last.run == span.run {
                spans[spans.count - 1].length += span.length
            } else {
                spans.append(span)
            }
        }
    }

    /// A stretch of a row's text from one run.
    package struct Span: Equatable, Sendable {
        /// UTF-8 code units of the row's text.
        package var length: Int
        /// The run's index in the ends given.
        package var run: Int
    }

    /// The rows, at most the limit given; the last ends in "…" when rows were cut.
    package private(set) var rows: [Row] = []
    /// True when the text needs more rows than the limit.
    package private(set) var isCut = false
    /// True when a line was cut at the width (truncating only).
    package private(set) var cutsLines = false
    /// Graphemes whose width was looked up.
    package private(set) var measured = 0

    /// Where each run ends in the text; empty for text in one style.
    private let runEnds: [String.Index]
    /// The run of the last grapheme asked about: the walk only moves forward.
    private var currentRun = 0
    private var tracksRuns: Bool { !runEnds.isEmpty }

    /// The widest row, in columns.
    package var width: Int { rows.reduce(0) { max($0, $1.width) } }

    /// Lays out `text` in rows at most `width` columns wide, at most `maxRows` of them;
    /// with `runEnds` (ascending ends of style runs) each row keeps its ``Row/spans``.
    package init(_ text: String, width: Int, maxRows: Int, mode: Mode, runEnds: [String.Index] = []) {
        self.runEnds = runEnds
        guard width > 0, maxRows > 0 else { return }
        if runEnds.isEmpty, let row = Self.plainRow(text, width: width, mode: mode) {
            rows = [row]
            measured = row.width
            return
        }
        switch mode {
        case .wrap: wrap(text, width: width, maxRows: maxRows)
        case .truncate: truncate(text, width: width, maxRows: maxRows)
        }
        if isCut, let last = rows.last {
            rows[rows.count - 1] = ellipsized(last, width: width)
        }
    }

    /// The one row of a line of printable ASCII that fits in `width` as it is
    /// (one column a byte, nothing to cut, no spaces a wrap would collapse),
    /// found from its bytes alone; nil for any other text, which is walked
    /// grapheme by grapheme.
    private static func plainRow(_ text: String, width: Int, mode: Mode) -> Row? {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= width else { return nil }
        let plain = mode == .wrap ? plainLineWidth(text) != nil : Self.isPrintableASCII(text)
        return plain ? Row(text: text, width: utf8.count) : nil
    }

    /// The width of `text` when it is one line of printable ASCII that a wrap
    /// leaves as it is (no leading, trailing or doubled space): laid out in any
    /// width at least this, wrapped or truncated, it is that one row. Nil for
    /// any other text.
    package static func plainLineWidth(_ text: String) -> Int? {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.isEmpty else { return false }
            var previous: UInt8 = 0x20
            for byte in bytes {
                guard byte >= 0x20, byte < 0x7F else { return false }
                // A wrap drops leading and trailing spaces and makes a gap one space.
                if byte == 0x20, previous == 0x20 { return false }
                previous = byte
            }
            return previous != 0x20
        }
        return plain == true ? text.utf8.count : nil
    }

    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        } == true
    }

    private mutating func measure(_ character: Character) -> Int {
        measured += 1
        return character.displayWidth
    }

    /// The run the grapheme starting at `index` belongs to (0 without runs).
    private mutating func run(at index: String.Index) -> Int {
        guard tracksRuns else { return 0 }
        while currentRun < runEnds.count - 1, index >= runEnds[currentRun] { currentRun += 1 }
        return currentRun
    }

    /// `row` cut to `width - 1` columns and ended in "…", which takes the
    /// style of the last grapheme kept.
    private func ellipsized(_ row: Row, width: Int) -> Row {
        var result = Row(text: "", width: 0)
        var spanIndex = 0
        var leftInSpan = row.spans.first?.length ?? 0
        var run = row.spans.first?.run ?? 0
        // Already measured: widths are recomputed without counting again.
        for character in row.text {
            let w = character.displayWidth
            if result.width + w > width - 1 { break }
            if tracksRuns {
                while leftInSpan <= 0, spanIndex + 1 < row.spans.count {
                    spanIndex += 1
                    leftInSpan = row.spans[spanIndex].length
                }
                run = row.spans.isEmpty ? 0 : row.spans[spanIndex].run
                leftInSpan -= character.utf8.count
            }
            result.append(character, width: w, run: run, tracking: tracksRuns)
        }
        result.append("…", width: 1, run: run, tracking: tracksRuns)
        return result
    }

    // MARK: - Wrapping

    /// The same breaks as ``TextLayout/wrap(_:width:)``, one grapheme at a time.
    private mutating func wrap(_ text: String, width: Int, maxRows: Int) {
        var line = Row(text: "", width: 0)
        var word = Row(text: "", width: 0)
        // A word was begun: even if all of it went to rows of its own (or was
        // dropped), what is left of it replaces an empty line, as in `wrap`.
        var inWord = false
        // The run of the first space of the gap before the word: the one
        // space a collapsed gap becomes on the line takes its style.
        var gapRun = 0
        var inGap = false
        var index = text.startIndex
        let tracking = tracksRuns

        func emit(_ row: Row) -> Bool {
            rows.append(row)
            return rows.count >= maxRows
        }
        /// Places the finished word on the line (it is known to fit there).
        func endWord() {
            guard inWord else { return }
            inWord = false
            if line.width > 0 {
                line.append(" ", width: 1, run: gapRun, tracking: tracking)
                line.append(word)
            } else {
                line = word
            }
            word = Row(text: "", width: 0)
        }

        // Every break below leaves text that needs another row (a newline
        // always starts one, even an empty one), so a full stop is a cut.
        while index < text.endIndex {
            let start = index
            let character = text[index]
            index = text.index(after: index)
            if character == " " {
                endWord()
                if !inGap {
                    inGap = true
                    gapRun = run(at: start)
                }
                continue
            }
            inGap = false
            if character == "\n" {
                endWord()
                if emit(line) {
                    isCut = true
                    return
                }
                line = Row(text: "", width: 0)
                continue
            }
            let w = measure(character)
            inWord = true
            if line.width > 0 && line.width + 1 + word.width + w > width {
                // This word cannot join the line: the line is done.
                if emit(line) {
                    isCut = true
                    return
                }
                line = Row(text: "", width: 0)
            }
            if line.width == 0 && word.width + w > width {
                // A word wider than the row breaks between graphemes.
                if !word.text.isEmpty {
                    if emit(word) {
                        isCut = true
                        return
                    }
                    word = Row(text: "", width: 0)
                }
                // A wide grapheme in a one-column width cannot fit: drop it.
                if w > width { continue }
            }
            word.append(character, width: w, run: run(at: start), tracking: tracking)
        }
        endWord()
        rows.append(line)
    }

    // MARK: - Truncating

    /// One row per line, as ``TextLayout/truncate(_:width:)`` fits each.
    private mutating func truncate(_ text: String, width: Int, maxRows: Int) {
        var start = text.startIndex
        let tracking = tracksRuns
        while true {
            if rows.count == maxRows {
                isCut = true
                return
            }
            var row = Row(text: "", width: 0)
            var index = start
            var wasCut = false
            while index < text.endIndex {
                let character = text[index]
                if character == "\n" { break }
                let w = measure(character)
                if row.width + w > width {
                    wasCut = true
                    break
                }
                row.append(character, width: w, run: run(at: index), tracking: tracking)
                index = text.index(after: index)
            }
            if wasCut {
                cutsLines = true
                rows.append(ellipsized(row, width: width))
                guard let newline = Self.nextLineBreak(in: text, from: index) else { return }
                start = text.index(after: newline)
            } else {
                rows.append(row)
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
