import CursesKit

/// One line of a laid-out page: its runs, decoration included, and where in
/// the page's text it starts.
package struct LaidOutLine: Hashable, Sendable {
    package var runs: [InlineRun]
    /// The count of content bytes before the line: the same text has the same
    /// anchor at every width, so a resize can keep the reading position.
    package var anchor: Int

    /// The line's characters, without styles.
    package var text: String { runs.map(\.text).joined() }
}

/// A ``WebDocument`` laid out to a width: lines to draw, and where each link starts.
///
/// Cost is linear in the page's text; drawing then touches only visible lines.
/// A page that streams in is laid out delta by delta (``append(_:)``): each
/// costs what it adds, and the paragraph still open shows its lines so far.
package struct DocumentLayout: Sendable {
    package let width: Int
    private var writer: LayoutWriter
    /// The last line is the open paragraph's line so far, replaced by the next delta.
    private var hasProvisionalLine = false

    package var lines: [LaidOutLine] { writer.lines }
    /// The first line of each link, by link index (`nil` for a link with no text on screen).
    package var linkLines: [Int?] { writer.linkLines }

    /// Lays out all of `document` (the entry the fuzzers call).
    package init(document: WebDocument, width: Int) {
        self.init(streamingAt: width, linkCount: document.links.count)
        writer.blocks(document.blocks)
        writer.finish()
    }

    /// An empty layout for a page that streams in.
    package init(streamingAt width: Int, linkCount: Int = 0) {
        self.width = max(1, width)
        writer = LayoutWriter(width: self.width, linkCount: linkCount)
    }

    /// Lays out what `delta` adds; `linkCount` is the page's link count after it.
    package mutating func append(_ delta: DocumentDelta, linkCount: Int) {
        if hasProvisionalLine {
            writer.lines.removeLast()
            hasProvisionalLine = false
        }
        for (index, block) in delta.blocks.enumerated() {
            switch block {
            case .paragraph(let runs) where index == 0 && delta.continuedRuns > 0,
                .line(let runs) where index == 0 && delta.continuedRuns > 0:
                writer.continueWrap(Array(runs.dropFirst(delta.continuedRuns)))
                writer.endWrap()
                if case .paragraph = block { writer.blank() }
            default:
                writer.endWrap()
                writer.block(block)
            }
        }
        if !delta.openRuns.isEmpty { writer.continueWrap(delta.openRuns) }
        if writer.linkLines.count < linkCount {
            writer.linkLines += [Int?](repeating: nil, count: linkCount - writer.linkLines.count)
        }
        if let line = writer.provisionalLine {
            writer.lines.append(line)
            hasProvisionalLine = true
        }
    }

    /// The page is complete: trailing blank lines go, as in a layout made whole.
    package mutating func finishStreaming() {
        if hasProvisionalLine {
            writer.lines.removeLast()
            hasProvisionalLine = false
        }
        writer.endWrap()
        writer.finish()
    }

    /// The lines as plain text, trailing spaces removed (what tests compare).
    package var plainLines: [String] {
        lines.map { line in
            var text = line.text
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The first line whose anchor is at or after `anchor` (a reading position).
    package func line(forAnchor anchor: Int) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].anchor < anchor { low = mid + 1 } else { high = mid }
        }
        // A blank line shares its anchor with the text after it: skip to that text.
        while low + 1 < lines.count, lines[low].runs.allSatisfy({ $0.style.contains(.decoration) }),
            lines[low + 1].anchor == lines[low].anchor
        {
            low += 1
        }
        return min(low, max(0, lines.count - 1))
    }
}

/// The indentation of a nested block: what its first line shows, then the rest.
struct Indent: Sendable {
    var first: [InlineRun]
    var rest: [InlineRun]
    var width: Int
    var usedFirst = false
}

/// Builds the lines of a layout.
struct LayoutWriter: Sendable {
    let width: Int
    var lines: [LaidOutLine] = []
    var linkLines: [Int?]
    /// Content bytes placed so far.
    var position = 0
    var indents: [Indent] = []
    var lastWasBlank = true
    /// The line a streaming paragraph is filling (see ``continueWrap(_:)``).
    var openLine: LineBuilder?
    /// How many lists enclose the block being laid out.
    var listDepth = 0

    init(width: Int, linkCount: Int) {
        self.width = width
        self.linkLines = Array(repeating: nil, count: linkCount)
    }

    /// Columns left for content after the indentation.
    var available: Int { max(1, width - indents.reduce(0) { $0 + $1.width }) }

    mutating func blocks(_ blocks: [Block]) {
        for block in blocks { self.block(block) }
    }

    mutating func block(_ block: Block) {
        switch block {
        case .heading(let level, let runs):
            blank()
            wrap(runs)
            if level <= 2 {
                let textWidth = min(available, runs.reduce(0) { $0 + $1.text.displayWidth })
                let mark: Character = level == 1 ? "═" : "─"
                emit([InlineRun(String(repeating: mark, count: textWidth), style: [.decoration, .heading])])
            }
            blank()
        case .paragraph(let runs):
            wrap(runs)
            blank()
        case .line(let runs):
            wrap(runs)
        case .preformatted(let texts):
            blank()
            for text in texts {
                let clipped = TextLayout.prefix(of: text, width: available)
                let anchor = position
                position += text.utf8.count + 1
                emit([InlineRun(clipped, style: .code)], anchor: anchor)
            }
            blank()
        case .list(let ordered, let items):
            if listDepth == 0 { blank() }
            let numberWidth = ordered ? "\(items.count).".count + 1 : 2
            listDepth += 1
            for (index, item) in items.enumerated() {
                let marker = ordered ? "\(index + 1)." : (listDepth % 2 == 1 ? "•" : "◦")
                let padded = marker + String(repeating: " ", count: max(1, numberWidth - marker.count))
                indented(first: padded, rest: String(repeating: " ", count: padded.count)) { $0.blocks(item) }
            }
            listDepth -= 1
            if listDepth == 0 { blank() }
        case .quote(let blocks):
            blank()
            indented(first: "│ ", rest: "│ ") { $0.blocks(blocks) }
            blank()
        case .rule:
            blank()
            emit([InlineRun(String(repeating: "─", count: available), style: .decoration)])
            blank()
        case .table(let rows):
            table(rows)
        }
    }

    /// Lays out `body` with an indentation (dropped when it would leave too little room).
    mutating func indented(first: String, rest: String, _ body: (inout LayoutWriter) -> Void) {
        let fits = available - first.displayWidth >= 8
        indents.append(
            Indent(
                first: fits ? [InlineRun(first, style: .decoration)] : [],
                rest: fits ? [InlineRun(rest, style: .decoration)] : [], width: fits ? first.displayWidth : 0)
        )
        body(&self)
        // A blank line that closed the block belongs outside it, without its bars.
        if lastWasBlank, let last = lines.last, !last.runs.isEmpty,
            last.runs.allSatisfy({ $0.style.contains(.decoration) })
        {
            lines.removeLast()
            lastWasBlank = false
        }
        indents.removeLast()
    }

    /// Adds one empty line (with any quote bars), never two in a row.
    mutating func blank() {
        guard !lastWasBlank else { return }
        if let last = indents.last, !last.usedFirst { return }
        let bars = indents.flatMap(\.rest).map {
            InlineRun(String($0.text.prefix { $0 != " " }), style: $0.style)
        }
        lines.append(LaidOutLine(runs: bars.filter { !$0.text.isEmpty }, anchor: position))
        lastWasBlank = true
    }

    /// Drops the blank lines at the end.
    mutating func finish() {
        while let last = lines.last, last.text.allSatisfy({ $0 == " " || $0 == "│" }) { lines.removeLast() }
    }

    /// Adds a line of `content` after the indentation.
    mutating func emit(_ content: [InlineRun], anchor: Int? = nil) {
        var runs: [InlineRun] = []
        for index in indents.indices {
            runs += indents[index].usedFirst ? indents[index].rest : indents[index].first
            indents[index].usedFirst = true
        }
        for run in content {
            if let link = run.link, link >= linkLines.count {
                linkLines += [Int?](repeating: nil, count: link + 1 - linkLines.count)
            }
            if let link = run.link, linkLines[link] == nil {
                linkLines[link] = lines.count
            }
        }
        lines.append(LaidOutLine(runs: runs + content, anchor: anchor ?? position))
        lastWasBlank = false
    }
}
