import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns a loaded body into a ``WebDocument``: decodes the charset, then
/// parses HTML, shows text preformatted, or says what it cannot display.
package enum PageDecoder {
    /// The document for `body` as described by `response`. `cutAt` adds a
    /// notice that the body was cut at the size cap.
    package static func document(body: [UInt8], response: PageResponse, cutAt limit: Int? = nil)
        -> WebDocument
    {
        var document: WebDocument
        switch response.mimeType {
        case "text/html", "application/xhtml+xml":
            let charset = response.charset ?? metaCharset(in: body)
            document = HTMLParser.parse(decode(body, charset: charset), baseURL: response.url)
        case let type where type.hasPrefix("text/"):
            let text = decode(body, charset: response.charset)
            document = WebDocument(blocks: [.preformatted(DocumentBuilder.preformattedLines("\n" + text))])
        default:
            let type = response.mimeType.inertForTerminal
            document = WebDocument(blocks: [
                .paragraph([InlineRun("cannot display \(type) (\(body.count) bytes)")])
            ])
        }
        var notices: [Block] = []
        if let status = response.statusCode, status >= 400 {
            let reason = HTTPURLResponse.localizedString(forStatusCode: status)
            notices.append(.line([InlineRun("HTTP \(status) \(reason)", style: [.bold, .decoration])]))
        }
        if let limit {
            notices.append(
                .line([
                    InlineRun(
                        "Cut at \(WebLoadError.size(limit)): the page is larger.",
                        style: [.bold, .decoration])
                ]))
        }
        if !notices.isEmpty { document.blocks = notices + [.rule] + document.blocks }
        return document
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
        guard let range = head.range(of: "charset=") else { return nil }
        let value = head[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }
        let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// `body` decoded from `charset` (UTF-8 when unknown); invalid bytes become U+FFFD.
    package static func decode(_ body: [UInt8], charset: String?) -> String {
        let encoding: String.Encoding
        switch charset?.lowercased() {
        case "iso-8859-1", "latin1", "iso8859-1", "us-ascii", "ascii", "l1": encoding = .isoLatin1
        case "windows-1252", "cp1252": encoding = .windowsCP1252
        case "iso-8859-2", "latin2": encoding = .isoLatin2
        case "utf-16": encoding = .utf16
        case "utf-16le": encoding = .utf16LittleEndian
        case "utf-16be": encoding = .utf16BigEndian
        case "shift_jis", "shift-jis", "sjis": encoding = .shiftJIS
        case "euc-jp": encoding = .japaneseEUC
        default: return String(decoding: body, as: UTF8.self)
        }
        return String(data: Data(body), encoding: encoding) ?? String(decoding: body, as: UTF8.self)
    }
}
