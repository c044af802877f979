import CursesKit

extension LayoutWriter {
    /// Lays out inline runs as wrapped lines: breaks at spaces, inside a word
    /// only when it is longer than a line or made of wide characters (CJK text
    /// breaks between any two of them), and at `<br>`.
    mutating func wrap(_ runs: [InlineRun]) {
        continueWrap(runs)
        endWrap()
    }

    /// Wraps more runs of a paragraph that may go on (streaming): the line being
    /// filled stays open for the next runs. Greedy wrapping never changes a line
    /// once a later one has begun, so the lines are those of the whole paragraph.
    mutating func continueWrap(_ runs: [InlineRun]) {
        var line = openLine ?? LineBuilder(limit: available)
        defer { openLine = line }
        for run in runs {
            if run.text == "\n" {
                flushLine(&line, force: true)
                continue
            }
            let bytes = Array(run.text.utf8)
            let ascii = bytes.allSatisfy { $0 < 0x80 }
            var start = 0
            while start < bytes.count {
                if bytes[start] == 0x20 {
                    line.spacePending = true
                    start += 1
                    position += 1
                    continue
                }
                var end = start
                while end < bytes.count, bytes[end] != 0x20 { end += 1 }
                place(bytes[start..<end], ascii: ascii, run: run, line: &line)
                position += end - start
                start = end
            }
        }
    }

    /// Ends the paragraph ``continueWrap(_:)`` filled: its last line is emitted.
    mutating func endWrap() {
        guard var line = openLine else { return }
        openLine = nil
        flushLine(&line, force: false)
    }

    /// The open line as it would be emitted now (shown while a page streams in).
    var provisionalLine: LaidOutLine? {
        guard var line = openLine, !line.isEmpty else { return nil }
        var runs: [InlineRun] = []
        for index in indents.indices {
            runs += indents[index].usedFirst ? indents[index].rest : indents[index].first
        }
        let content = line.finishedRuns()
        return LaidOutLine(runs: runs + content, anchor: line.anchor ?? position)
    }

    private mutating func place(
        _ bytes: ArraySlice<UInt8>, ascii: Bool, run: InlineRun, line: inout LineBuilder
    ) {
        let space = line.spacePending && line.column > 0 ? 1 : 0
        // The common case, an ASCII word that fits, goes in as bytes: no String per word.
        if ascii, line.column + space + bytes.count <= line.limit {
            line.spacePending = false
            if space == 1 { line.appendSpace() }
            line.append(bytes: bytes, width: bytes.count, run: run, at: position)
            return
        }
        let word = String(decoding: bytes, as: UTF8.self)
        let width = ascii ? bytes.count : word.displayWidth
        line.spacePending = false
        if line.column + space + width <= line.limit {
            if space == 1 { line.appendSpace() }
            line.append(word, width: width, run: run, at: position)
            return
        }
        let hasWide = !ascii && word.contains { $0.displayWidth > 1 }
        if width <= line.limit, !hasWide {
            flushLine(&line, force: false)
            line.append(word, width: width, run: run, at: position)
            return
        }
        // Too long for any line, or wide characters: fill lines character by character.
        if space == 1, line.column + 1 < line.limit { line.appendSpace() }
        if ascii {
            var offset = bytes.startIndex
            while offset < bytes.endIndex {
                if line.column >= line.limit { flushLine(&line, force: false) }
                let take = min(line.limit - line.column, bytes.endIndex - offset)
                line.append(
                    String(decoding: bytes[offset..<(offset + take)], as: UTF8.self), width: take, run: run,
                    at: position + offset - bytes.startIndex)
                offset += take
            }
            return
        }
        var piece = ""
        var pieceWidth = 0
        var consumed = 0
        for character in word {
            let w = character.displayWidth
            if line.column + pieceWidth + w > line.limit, line.column + pieceWidth > 0 {
                line.append(piece, width: pieceWidth, run: run, at: position + consumed)
                flushLine(&line, force: false)
                consumed += piece.utf8.count
                piece = ""
                pieceWidth = 0
            }
            piece.append(character)
            pieceWidth += w
        }
        if !piece.isEmpty { line.append(piece, width: pieceWidth, run: run, at: position + consumed) }
    }

    /// Emits the line being built (an empty one only for a `<br>`).
    private mutating func flushLine(_ line: inout LineBuilder, force: Bool) {
        if !line.isEmpty || force { emit(line.finishedRuns(), anchor: line.anchor ?? position) }
        line = LineBuilder(limit: line.limit)
    }
}

/// The line being filled by ``LayoutWriter/wrap(_:)``: finished runs, and the
/// bytes of the last one, still growing.
struct LineBuilder: Sendable {
    let limit: Int
    private var runs: [InlineRun] = []
    private var bytes: [UInt8] = []
    private var style: InlineStyle = []
    private var link: Int?
    var column = 0
    var spacePending = false
    /// A space between words placed (counted in ``column``), written with the next word.
    private var spaceBeforeNext = false
    /// The position of the line's first content byte.
    var anchor: Int?

    init(limit: Int) {
        self.limit = limit
    }

    var isEmpty: Bool { runs.isEmpty && bytes.isEmpty }

    /// A space between words: it joins the word after it when that word is in the
    /// same style and link, else it stands alone, unstyled, so neither a link's
    /// underline nor its focus highlight takes it.
    mutating func appendSpace() {
        guard !isEmpty else { return }
        spaceBeforeNext = true
        column += 1
    }

    mutating func append(_ text: String, width: Int, run: InlineRun, at position: Int) {
        append(bytes: Array(text.utf8)[...], width: width, run: run, at: position)
    }

    mutating func append(bytes word: ArraySlice<UInt8>, width: Int, run: InlineRun, at position: Int) {
        if anchor == nil { anchor = position }
        column += width
        let continues = !bytes.isEmpty && style == run.style && link == run.link
        if spaceBeforeNext {
            spaceBeforeNext = false
            if continues {
                bytes.append(0x20)
            } else if link == nil, run.link == nil {
                // Between two styles outside links, the space keeps the earlier one (as before).
                bytes.append(0x20)
            } else {
                finishRun()
                runs.append(InlineRun(" ", style: style.subtracting([.link, .linkNumber]), link: nil))
            }
        }
        if !continues {
            finishRun()
            style = run.style
            link = run.link
        }
        bytes += word
    }

    private mutating func finishRun() {
        guard !bytes.isEmpty else { return }
        runs.append(InlineRun(String(decoding: bytes, as: UTF8.self), style: style, link: link))
        bytes.removeAll(keepingCapacity: true)
    }

    /// The line's runs, the last one included.
    mutating func finishedRuns() -> [InlineRun] {
        finishRun()
        return runs
    }
}
