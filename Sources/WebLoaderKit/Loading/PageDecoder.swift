import FoundationEssentials

/// Turns a loaded body into a ``WebDocument``: decodes the charset, then
/// parses HTML, shows text preformatted, or says what it cannot display.
package enum PageDecoder {
    /// The document for `body` as described by `response`. `cutAt` adds a
    /// notice that the body was cut at the size cap.
    package static func document(body: [UInt8], response: PageResponse, cutAt limit: Int? = nil)
        -> WebDocument
    {
        let stream = PageStream(response: response)
        var document = WebDocument()
        document.append(stream.feed(body))
        document.append(stream.finish())
        var notices = stream.leadingBlocks
        if let limit { notices.insert(cutNotice(limit), at: notices.isEmpty ? 0 : 1) }
        if !notices.isEmpty, stream.leadingBlocks.isEmpty { notices.append(.rule) }
        document.blocks = notices + document.blocks
        return document
    }

    /// The line that says a page was cut at the size cap.
    static func cutNotice(_ limit: Int) -> Block {
        .line([
            InlineRun("Cut at \(WebLoadError.size(limit)): the page is larger.", style: [.bold, .decoration])
        ])
    }

    /// The page shown for a failed load.
    package static func errorDocument(_ error: WebLoadError, url: URL?) -> WebDocument {
        var blocks: [Block] = [.heading(level: 1, [InlineRun("Cannot open page", style: [.heading, .bold])])]
        if let url {
            blocks.append(.paragraph([InlineRun(url.absoluteString.inertForTerminal, style: .code)]))
        }
        blocks.append(.paragraph([InlineRun(error.description.inertForTerminal)]))
        return WebDocument(title: "Cannot open page", blocks: blocks)
    }

    /// The charset a `<meta>` names in the first 1024 bytes, as browsers look for it.
    package static func metaCharset(in body: [UInt8]) -> String? {
        let head = String(decoding: body.prefix(1024), as: UTF8.self).lowercased()
        guard let range = head.ranges(ofCaseInsensitive: "charset=", limit: 1).first else { return nil }
        let value = head[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }
        let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
