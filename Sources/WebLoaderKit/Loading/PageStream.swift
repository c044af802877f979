import FoundationEssentials

/// One page's body on its way to blocks, chosen by its type: HTML streams
/// through libxml2's push parser, plain text is kept and shown preformatted at
/// the end, and anything else is kept as it came (a file to save).
///
/// Without a charset in the header, an HTML page waits for its first 1024
/// bytes (where browsers look for `<meta charset>`) before parsing begins.
final class PageStream {
    private enum Kind {
        case html(HTMLStream)
        case text
        case other
    }

    let response: PageResponse
    private var kind: Kind
    private var decoder: CharsetDecoder?
    /// HTML bytes held back until the charset is known; text; or a file's bytes.
    private(set) var kept: [UInt8] = []
    /// Body bytes seen so far.
    private(set) var byteCount = 0

    init(response: PageResponse) {
        self.response = response
        switch response.mimeType {
        case "text/html", "application/xhtml+xml":
            if let stream = HTMLStream(baseURL: response.url) {
                kind = .html(stream)
                if let charset = response.charset { decoder = CharsetDecoder(charset: charset) }
            } else {
                // No libxml2 (it could not be opened, or made no parser): the source, as text.
                kind = .text
                decoder = CharsetDecoder(charset: response.charset)
            }
        case let type where type.hasPrefix("text/"):
            kind = .text
            decoder = CharsetDecoder(charset: response.charset)
        default:
            kind = .other
        }
    }

    /// True for a page (HTML or text); false for a file to save.
    var isDocument: Bool {
        if case .other = kind { return false }
        return true
    }

    /// The notices a page starts with (an error status).
    var leadingBlocks: [Block] {
        guard let status = response.statusCode, status >= 400 else { return [] }
        return [
            .line([InlineRun("HTTP \(status) \(HTTPStatus.reason(status))", style: [.bold, .decoration])]),
            .rule,
        ]
    }

    /// Takes `bytes` of the body; returns what they finished (HTML only).
    func feed(_ bytes: [UInt8]) -> DocumentDelta {
        byteCount += bytes.count
        switch kind {
        case .html(let parser):
            guard let decoder else {
                kept += bytes
                guard kept.count >= 1024 else { return DocumentDelta() }
                return startHTML(parser)
            }
            return parser.feed(decoder.decode(bytes))
        case .text, .other:
            kept += bytes
            return DocumentDelta()
        }
    }

    /// The rest of the page once the body has ended.
    func finish() -> DocumentDelta {
        switch kind {
        case .html(let parser):
            var delta = decoder == nil ? startHTML(parser) : DocumentDelta()
            let last = parser.feed(decoder?.finish() ?? [])
            let end = parser.finish()
            delta.merge(last)
            delta.merge(end)
            return delta
        case .text:
            let text = (decoder?.decode(kept) ?? kept) + (decoder?.finish() ?? [])
            kept = []
            var delta = DocumentDelta()
            delta.blocks = [
                .preformatted(DocumentBuilder.preformattedLines("\n" + String(decoding: text, as: UTF8.self)))
            ]
            return delta
        case .other:
            var delta = DocumentDelta()
            let type = response.mimeType.inertForTerminal
            let name = WebDownload(url: response.url, mimeType: type, body: []).suggestedFilename
            delta.blocks = [
                .paragraph([InlineRun("A file, not a page: \(type), \(byteCount) bytes.", style: .bold)]),
                .paragraph([InlineRun("It can be saved as a file (suggested name: \(name)).")]),
            ]
            return delta
        }
    }

    /// Begins parsing the held bytes with the header's or the `<meta>`'s charset.
    private func startHTML(_ parser: HTMLStream) -> DocumentDelta {
        let decoder = CharsetDecoder(charset: response.charset ?? PageDecoder.metaCharset(in: kept))
        self.decoder = decoder
        let held = kept
        kept = []
        return parser.feed(decoder.decode(held))
    }
}

extension DocumentDelta {
    /// Adds `later`, a delta that came after this one, as if both were one.
    mutating func merge(_ later: DocumentDelta) {
        if later.blocks.isEmpty {
            openRuns += later.openRuns
        } else if blocks.isEmpty {
            // `later` finishes the paragraph this delta's open runs began (or a new block).
            continuedRuns = later.continuedRuns > 0 ? max(0, later.continuedRuns - openRuns.count) : 0
            blocks = later.blocks
            openRuns = later.openRuns
        } else {
            // This delta's open runs are counted in `later`'s continuation: the block stands whole.
            blocks += later.blocks
            openRuns = later.openRuns
        }
        links += later.links
        if title == nil { title = later.title }
    }
}
