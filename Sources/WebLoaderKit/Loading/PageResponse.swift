import FoundationEssentials

/// What the loader learned about a page before its body: where it ended up
/// after redirects, its type and charset, its status and announced size.
package struct PageResponse: Sendable, Equatable {
    package var url: URL
    /// Lower-case MIME type without parameters, e.g. `text/html`.
    package var mimeType: String
    /// The charset from the Content-Type header, if any.
    package var charset: String?
    /// The HTTP status, or nil for file:, data: and strings.
    package var statusCode: Int?
    /// Content-Length, when the server sent one.
    package var expectedLength: Int?

    package init(
        url: URL, mimeType: String, charset: String? = nil, statusCode: Int? = nil, expectedLength: Int? = nil
    ) {
        self.url = url
        self.mimeType = mimeType
        self.charset = charset
        self.statusCode = statusCode
        self.expectedLength = expectedLength
    }

    /// Splits a Content-Type header into its type and charset.
    package static func parseContentType(_ header: String?) -> (mimeType: String?, charset: String?) {
        guard let header else { return (nil, nil) }
        let parts = header.split(separator: ";").map { $0.trimmed() }
        let type = parts.first.map { $0.lowercased() }
        let charset = parts.dropFirst().first { $0.lowercased().hasPrefix("charset=") }.map {
            $0.dropFirst(8).trimmed { $0 == "\"" || $0 == "'" || $0 == " " }.lowercased()
        }
        return (type?.isEmpty == false ? type : nil, charset)
    }

    /// The MIME type a file's extension suggests.
    static func mimeType(forPathExtension ext: String) -> String {
        switch ext.lowercased() {
        case "html", "htm", "xhtml": "text/html"
        case "txt", "text", "md", "swift", "c", "h", "log", "csv": "text/plain"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "pdf": "application/pdf"
        default: "application/octet-stream"
        }
    }
}
