import CLibXML2
import CursesKit
import FoundationEssentials

/// libxml2's HTML push parser fed as bytes arrive, turning what is finished
/// into ``DocumentDelta``s.
///
/// The parser builds its tree as it goes; after each chunk the finished
/// children are walked into blocks and freed at once, so the tree holds only
/// the elements still open and the memory of a long page is its blocks, not
/// its markup. Open elements that only group content (`body`, `div`, `p`, …)
/// are entered, so one huge paragraph streams too.
///
/// Input must be UTF-8 (``CharsetDecoder`` makes it so): the parser is told so
/// and ignores what the page claims. It runs in recover mode with network
/// access forbidden and errors never printed.
final class HTMLStream {
    private let context: htmlParserCtxtPtr
    private let builder: DocumentBuilder
    /// Open elements entered so far, outermost first (the chain of last children).
    private var entered: [xmlNodePtr] = []
    private var ended = false
    /// The end of the last chunk from an unclosed `<` on, held for the next one.
    private var held: [UInt8] = []
    /// The most held back before it is fed anyway (a `<` that never closes).
    private static let holdLimit = 65_536

    private static let options = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_COMPACT.rawValue | HTML_PARSE_IGNORE_ENC.rawValue)

    /// libxml2, opened and initialised by the first stream (see CLibXML2); false when it cannot be opened.
    private static let initialized: Bool = {
        guard termui_xml_load() == nil else { return false }
        termui_xmlInitParser()
        return true
    }()

    /// Elements whose text the parser must see whole: no flush mark goes inside them.
    private static let noMarkInside: Set<String> = [
        "title", "head", "html", "script", "style", "textarea", "select", "option", "template", "noscript",
        "xmp", "plaintext", "iframe", "noembed", "noframes", "table", "thead", "tbody", "tfoot", "tr", "ul",
        "ol", "dl", "select", "frameset",
    ]

    /// A parser for a page at `baseURL`; nil when libxml2 cannot make one (out of memory).
    init?(baseURL: URL?) {
        guard Self.initialized,
            let context = termui_htmlCreatePushParserCtxt(nil, nil, nil, 0, nil, XML_CHAR_ENCODING_UTF8)
        else {
            return nil
        }
        termui_htmlCtxtUseOptions(context, Self.options)
        self.context = context
        builder = DocumentBuilder(baseURL: baseURL)
        LiveInstanceCounter.htmlStreams.increment()
    }

    deinit {
        LiveInstanceCounter.htmlStreams.decrement()
        if let document = context.pointee.myDoc { termui_xmlFreeDoc(document) }
        context.pointee.myDoc = nil
        termui_htmlFreeParserCtxt(context)
    }

    /// Bytes of the open paragraph's growing run searched for a place to cut, so far.
    var growingRunBytesSearched: Int { builder.growingRunBytesSearched }

    /// True once libxml2 gave up for good (elements nested deeper than it allows).
    var stoppedEarly: Bool { context.pointee.disableSAX != 0 }

    /// Parses `bytes` (UTF-8) and returns what they finished.
    ///
    /// libxml2 2.9's push parser can lose its place in a tag cut between two
    /// chunks (a quoted attribute, a `</style>`) and then wait for the end of
    /// the page: so a chunk is fed up to its last unclosed `<`, and the rest
    /// waits for the next chunk.
    func feed(_ bytes: [UInt8]) -> DocumentDelta {
        guard !ended, !bytes.isEmpty else { return DocumentDelta() }
        var input = held + bytes
        held = []
        if let open = input.lastIndex(of: UInt8(ascii: "<")),
            input.lastIndex(of: UInt8(ascii: ">")).map({ $0 < open }) ?? true,
            input.count - open < Self.holdLimit
        {
            held = Array(input[open...])
            input.removeSubrange(open...)
        } else if let cut = Self.incompleteCharacterStart(input) {
            // libxml2 takes a character cut in two for bad UTF-8 and reads the rest of the page as Latin-1.
            held = Array(input[cut...])
            input.removeSubrange(cut...)
        }
        guard !input.isEmpty else { return DocumentDelta() }
        parse(input, terminate: false)
        markTextWaiting()
        drain(nil, level: 0, depth: 0, final: false)
        return builder.takeDelta()
    }

    /// Ends the page: everything still open is closed and handed out.
    func finish() -> DocumentDelta {
        guard !ended else { return DocumentDelta() }
        parse(held, terminate: true)
        held = []
        ended = true
        drain(nil, level: 0, depth: 0, final: true)
        var delta = builder.finishDelta()
        if stoppedEarly {
            let notice = "The page is nested too deeply to parse; only the part before that is shown."
            delta.blocks.append(.paragraph([InlineRun(notice, style: [.bold, .decoration])]))
        }
        return delta
    }

    private func parse(_ bytes: [UInt8], terminate: Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    _ = termui_htmlParseChunk(context, $0, Int32(clamping: buffer.count), terminate ? 1 : 0)
                }
            } ?? { _ = termui_htmlParseChunk(context, nil, 0, terminate ? 1 : 0) }()
        }
    }

    /// libxml2 holds back text until it sees the next `<` or `&` (so a page of one
    /// long paragraph would show nothing until its end). When all it holds is such
    /// text, inside an element whose text may be split, a hidden input (an empty
    /// element that shows nothing) is fed after it, and the text is parsed now.
    private func markTextWaiting() {
        guard context.pointee.instate == XML_PARSER_CONTENT, let input = context.pointee.input,
            let current = input.pointee.cur, let end = input.pointee.end, current < end,
            let name = context.pointee.name.map({ String(cString: $0) }), !Self.noMarkInside.contains(name),
            context.pointee.nameNr >= 2
        else { return }
        let waiting = UnsafeBufferPointer(start: current, count: end - current)
        guard !waiting.contains(UInt8(ascii: "<")) else { return }
        // An entity cut at the end (`&eac`) must see its end first.
        if let amp = waiting.lastIndex(of: UInt8(ascii: "&")),
            !waiting[amp...].contains(where: { $0 == UInt8(ascii: ";") || $0 == 0x20 || $0 == 0x0A })
        {
            return
        }
        parse(Array("<input type=hidden>".utf8), terminate: false)
    }

    /// Where a UTF-8 character that `bytes` ends before finishing starts, if one does.
    static func incompleteCharacterStart(_ bytes: [UInt8]) -> Int? {
        var index = bytes.count - 1
        while index >= max(0, bytes.count - 4) {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return bytes.count - index < length ? index : nil
            }
            index -= 1
        }
        return nil
    }

    /// Whether `node` is one the parser still writes into.
    private func isOpen(_ node: xmlNodePtr) -> Bool {
        guard let stack = context.pointee.nodeTab else { return false }
        for index in 0..<Int(context.pointee.nodeNr) where stack[index] == node { return true }
        return false
    }

    /// Visits the finished children of `parent` (the document when nil) and frees them;
    /// enters the open last child when it is a grouping element. `final`: all are finished.
    private func drain(_ parent: xmlNodePtr?, level: Int, depth: Int, final: Bool) {
        var node = parent.map { $0.pointee.children } ?? context.pointee.myDoc?.pointee.children
        while let current = node {
            let next = current.pointee.next
            let open = !final && (next == nil || isOpen(current))
            if level < entered.count, entered[level] == current {
                drain(current, level: level + 1, depth: depth + 1, final: !open)
                if open { return }
                entered.removeLast()
                current.elementName.map(builder.exit)
            } else if open {
                if let name = current.elementName, DocumentBuilder.isEnterable(name),
                    depth + 1 < HTMLParser.maximumDepth, level == entered.count
                {
                    builder.enter(name)
                    entered.append(current)
                    drain(current, level: level + 1, depth: depth + 1, final: false)
                }
                return
            } else {
                builder.visit(current, depth: depth)
            }
            // Finished and walked: the tree lets it go.
            termui_xmlUnlinkNode(current)
            termui_xmlFreeNode(current)
            node = next
        }
    }
}
