import CLibXML2
import FoundationEssentials
import Glibc

/// Walks libxml2's tree and collects blocks, inline runs and links.
///
/// Inline content gathers into ``runs`` until a block element starts or ends;
/// block elements open a container of their own. Whitespace is collapsed as
/// HTML does, and every piece of text is made inert on the way in.
final class DocumentBuilder {
    var containers: [[Block]] = [[]]
    var runs: [InlineRun] = []
    var style: InlineStyle = []
    private var link: Int?
    /// Whitespace seen since the last word and not yet written.
    private var pendingSpace = false
    var links: [WebLink] = []
    /// Links already handed out in deltas: new links are numbered on from them.
    var linkBase = 0
    var title: String?
    var titleHandedOut = false
    /// Runs of the open top-level paragraph already handed out in a delta.
    var streamedRuns = 0
    /// The streamed runs of the first top-level block made since the last delta.
    var continuedRuns = 0
    /// Styles to put back when an entered element (streaming) ends.
    var enteredStyles: [InlineStyle] = []
    /// The growing run (streaming) as last looked at: its index in ``runs`` and how
    /// many of its first UTF-8 bytes hold no space, so a delta scans only what came since.
    var growingRunChecked = (index: -1, bytes: 0)
    /// UTF-8 bytes of growing runs searched for a space so far (for tests: it follows the text, not its square).
    var growingRunBytesSearched = 0
    private let baseURL: URL?

    init(baseURL: URL?) {
        self.baseURL = baseURL
    }

    /// Elements whose content is never shown.
    static func isDropped(_ name: String) -> Bool {
        switch name {
        case "script", "style", "template", "head", "iframe", "object", "embed", "svg", "math", "select",
            "datalist", "canvas", "audio", "video", "map":
            true
        default: false
        }
    }

    static let blockElements: Set<String> = [
        "div", "section", "article", "main", "header", "footer", "nav", "aside", "body", "html", "form",
        "center", "figure", "figcaption", "address", "fieldset", "details", "summary", "dl", "dt",
        "caption", "legend", "noscript", "hgroup", "search",
    ]

    func finish() -> WebDocument {
        flush(paragraph: false)
        return WebDocument(title: title, blocks: containers.first ?? [], links: links)
    }

    // MARK: - Walking

    func visit(_ node: xmlNodePtr, depth: Int) {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            if let content = node.pointee.content {
                // Straight from libxml2's buffer: no String made before whitespace is collapsed.
                let length = strlen(UnsafeRawPointer(content).assumingMemoryBound(to: CChar.self))
                append(UnsafeBufferPointer(start: content, count: length))
            }
            return
        case XML_ELEMENT_NODE:
            break
        default:
            return
        }
        guard let name = node.elementName else { return }
        if name == "head" {
            findTitle(in: node)
            return
        }
        if Self.isDropped(name) { return }
        if name == "title" {
            if title == nil { title = collapsed(node.allText) }
            return
        }
        if depth >= HTMLParser.maximumDepth {
            append(node.allText)
            return
        }
        element(name, node, depth: depth)
    }

    private func element(_ name: String, _ node: xmlNodePtr, depth: Int) {
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            flush(paragraph: false)
            let level = Int(String(name.dropFirst())) ?? 1
            let saved = style
            style.insert([.heading, .bold])
            children(of: node, depth: depth)
            style = saved
            let content = takeRuns()
            if !content.isEmpty { containers[containers.count - 1].append(.heading(level: level, content)) }
        case "p":
            flush(paragraph: false)
            children(of: node, depth: depth)
            flush(paragraph: true)
        case "br":
            runs.append(InlineRun("\n", style: style, link: link))
            pendingSpace = false
        case "hr":
            container(node, depth: depth) { _ in .rule }
        case "pre", "listing", "xmp", "plaintext":
            flush(paragraph: false)
            containers[containers.count - 1].append(.preformatted(Self.preformattedLines(node.allText)))
        case "blockquote", "dd":
            container(node, depth: depth) { .quote($0) }
        case "ul", "ol", "menu", "dir":
            list(node, ordered: name == "ol", depth: depth)
        case "li":
            // A list item outside a list: a list of one.
            container(node, depth: depth) { .list(ordered: false, items: [$0]) }
        case "table":
            table(node, depth: depth)
        case "img":
            let alt = collapsed(node.attribute("alt") ?? "")
            word("[" + (alt.isEmpty ? "image" : alt) + "]", extra: .image)
        case "input":
            let value = collapsed(node.attribute("value") ?? node.attribute("placeholder") ?? "")
            if node.attribute("type")?.lowercased() != "hidden" { word("[" + value + "]", extra: .code) }
        case "a":
            anchor(node, depth: depth)
        case "b", "strong":
            styled(.bold, node, depth: depth)
        case "i", "em", "cite", "var", "dfn":
            styled(.italic, node, depth: depth)
        case "code", "tt", "kbd", "samp":
            styled(.code, node, depth: depth)
        default:
            if Self.blockElements.contains(name) {
                flush(paragraph: false)
                children(of: node, depth: depth)
                flush(paragraph: false)
            } else {
                children(of: node, depth: depth)
            }
        }
    }

    private func children(of node: xmlNodePtr, depth: Int) {
        var child = node.pointee.children
        while let current = child {
            visit(current, depth: depth + 1)
            child = current.pointee.next
        }
    }

    func styled(_ extra: InlineStyle, _ node: xmlNodePtr, depth: Int) {
        let saved = style
        style.insert(extra)
        children(of: node, depth: depth)
        style = saved
    }

    /// Runs `node`'s children in a container of their own and adds `make(blocks)`.
    private func container(_ node: xmlNodePtr, depth: Int, _ make: ([Block]) -> Block) {
        flush(paragraph: false)
        containers.append([])
        children(of: node, depth: depth)
        flush(paragraph: false)
        let inner = containers.removeLast()
        containers[containers.count - 1].append(make(inner))
    }

    private func list(_ node: xmlNodePtr, ordered: Bool, depth: Int) {
        flush(paragraph: false)
        var items: [[Block]] = []
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            guard let name = current.elementName, !Self.isDropped(name) else { continue }
            containers.append([])
            if name == "li" {
                children(of: current, depth: depth + 1)
            } else {
                visit(current, depth: depth + 1)
            }
            flush(paragraph: false)
            let item = containers.removeLast()
            if !item.isEmpty { items.append(item) }
        }
        if !items.isEmpty { containers[containers.count - 1].append(.list(ordered: ordered, items: items)) }
    }

    private func anchor(_ node: xmlNodePtr, depth: Int) {
        guard let href = node.attribute("href")?.trimmed(),
            !href.isEmpty, link == nil
        else {
            children(of: node, depth: depth)
            return
        }
        let index = linkBase + links.count
        links.append(
            WebLink(target: href.inertForTerminal, url: URL(string: href, relativeTo: baseURL)?.absoluteURL))
        let saved = (style, link)
        if pendingSpace, !(runs.isEmpty || runs.last?.text == "\n") { add(" ", style: style) }
        pendingSpace = false
        link = index
        word("[\(index + 1)]", extra: .linkNumber)
        style.insert(.link)
        children(of: node, depth: depth)
        (style, link) = saved
    }

    private func findTitle(in head: xmlNodePtr) {
        var child = head.pointee.children
        while let current = child {
            if current.elementName == "title", title == nil { title = collapsed(current.allText) }
            child = current.pointee.next
        }
    }

    // MARK: - Tables

    private func table(_ node: xmlNodePtr, depth: Int) {
        flush(paragraph: false)
        var rows: [[[InlineRun]]] = []
        var pending: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            pending.append(current)
            child = current.pointee.next
        }
        // Rows may sit in thead/tbody/tfoot; one level is enough for real tables.
        var index = 0
        while index < pending.count {
            let current = pending[index]
            index += 1
            switch current.elementName {
            case "thead", "tbody", "tfoot":
                var inner = current.pointee.children
                var nested: [xmlNodePtr] = []
                while let row = inner {
                    nested.append(row)
                    inner = row.pointee.next
                }
                pending.insert(contentsOf: nested, at: index)
            case "tr":
                rows.append(cells(of: current, depth: depth + 1))
            case "caption":
                containers[containers.count - 1].append(
                    .line([InlineRun(collapsed(current.allText), style: .italic)]))
            default:
                continue
            }
        }
        if !rows.isEmpty { containers[containers.count - 1].append(.table(rows)) }
    }

    private func cells(of row: xmlNodePtr, depth: Int) -> [[InlineRun]] {
        var cells: [[InlineRun]] = []
        var child = row.pointee.children
        while let cell = child {
            child = cell.pointee.next
            guard let name = cell.elementName, name == "td" || name == "th" else { continue }
            let saved = (runs, style, pendingSpace)
            runs = []
            pendingSpace = false
            if name == "th" { style.insert(.bold) }
            // Block content inside a cell is kept inline: the cell is one line.
            containers.append([])
            children(of: cell, depth: depth)
            let blocks = containers.removeLast()
            var content = takeRuns()
            for block in blocks { content += Self.flatten(block) }
            cells.append(content.filter { $0.text != "\n" })
            (runs, style, pendingSpace) = saved
        }
        return cells
    }

    /// A block's text as runs on one line.
    private static func flatten(_ block: Block) -> [InlineRun] {
        switch block {
        case .heading(_, let runs), .paragraph(let runs), .line(let runs): [InlineRun(" ")] + runs
        case .quote(let blocks): blocks.flatMap(flatten)
        case .list(_, let items): items.flatMap { $0.flatMap(flatten) }
        case .preformatted(let lines): [InlineRun(" " + lines.joined(separator: " "), style: .code)]
        case .table(let rows): rows.flatMap { $0.flatMap { [InlineRun(" ")] + $0 } }
        case .rule: []
        }
    }

    // MARK: - Inline content

    /// Adds source text: whitespace collapses to one space between words.
    func append(_ text: String) {
        append(text.utf8)
    }

    /// Adds source text given as UTF-8 bytes.
    func append<Bytes: Collection>(_ text: Bytes) where Bytes.Element == UInt8 {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        for byte in text {
            if Self.isSpace(byte) {
                pendingSpace = true
                continue
            }
            if pendingSpace {
                if !bytes.isEmpty || !(runs.isEmpty || runs.last?.text == "\n") { bytes.append(0x20) }
                pendingSpace = false
            }
            bytes.append(byte)
        }
        guard !bytes.isEmpty else { return }
        add(String(decoding: bytes, as: UTF8.self).inertForTerminal, style: style)
    }

    /// Adds generated text (a link number, alt text) as one word.
    func word(_ text: String, extra: InlineStyle) {
        if pendingSpace, !(runs.isEmpty || runs.last?.text == "\n") { add(" ", style: style) }
        pendingSpace = false
        add(text.inertForTerminal, style: style.union(extra))
    }

    private func add(_ text: String, style: InlineStyle) {
        if let last = runs.last, last.style == style, last.link == link, last.text != "\n" {
            runs[runs.count - 1].text += text
        } else {
            runs.append(InlineRun(text, style: style, link: link))
        }
    }

    /// Takes the gathered runs, without trailing spaces or breaks.
    func takeRuns() -> [InlineRun] {
        var taken = runs
        runs = []
        growingRunChecked = (-1, 0)
        streamedRuns = 0
        pendingSpace = false
        while let last = taken.last, last.text == "\n" || last.text.allSatisfy({ $0 == " " }) {
            taken.removeLast()
        }
        if let last = taken.last, last.text.hasSuffix(" ") {
            taken[taken.count - 1].text = String(last.text.dropLast())
        }
        return taken
    }

    /// Ends the inline content gathered so far as a paragraph or a line.
    func flush(paragraph: Bool) {
        let streamed = streamedRuns
        let content = takeRuns()
        guard !content.isEmpty else { return }
        if containers.count == 1, containers[0].isEmpty, streamed > 0 { continuedRuns = streamed }
        containers[containers.count - 1].append(paragraph ? .paragraph(content) : .line(content))
    }
}
