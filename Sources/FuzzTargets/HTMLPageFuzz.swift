import CursesKit
import Foundation
import WebLoaderKit

/// An HTML body (any web page) → document → lines at a few widths, through
/// the entry points the loader uses: `PageDecoder.document` (charset, then
/// `HTMLParser.parse`) and `DocumentLayout`. No crash; nothing in a line,
/// the title or a link target that could drive the terminal or reorder what
/// a person reads; no line wider than the page; a bounded number of lines per
/// input byte (libFuzzer's `-timeout` and `-rss_limit_mb` bound time and memory).
enum HTMLPageFuzz {
    static let target = FuzzTarget.htmlPage
    /// A line per column, a narrow phone, a terminal, a wide one.
    static let widths = [1, 9, 80, 200]
    static let pageURL = URL(fileURLWithPath: "/fuzz/page.html")

    /// At most this many lines per input byte (plus a few for notices): a
    /// `<br>` or a preformatted newline is one line, a word at width 1 one
    /// per letter; more means the layout repeats input (work grows faster than the page).
    static let linesPerByte = 2

    static func check(_ bytes: [UInt8]) throws(FuzzViolation) {
        for mimeType in ["text/html", "text/plain"] {
            let response = PageResponse(url: pageURL, mimeType: mimeType)
            let document = PageDecoder.document(body: bytes, response: response, cutAt: nil)
            if let title = document.title { try requireInert(title, "the title") }
            for link in document.links { try requireInert(link.target, "a link target") }
            for width in widths {
                try checkLayout(DocumentLayout(document: document, width: width), of: bytes, as: mimeType)
            }
        }
    }

    private static func checkLayout(_ layout: DocumentLayout, of bytes: [UInt8], as mimeType: String)
        throws(FuzzViolation)
    {
        let limit = linesPerByte * bytes.count + 16
        try target.require(
            layout.lines.count <= limit,
            "\(bytes.count) bytes of \(mimeType) laid out \(layout.lines.count) lines at width "
                + "\(layout.width), more than \(limit)")
        for (index, line) in layout.lines.enumerated() {
            for run in line.runs { try requireInert(run.text, "line \(index) at width \(layout.width)") }
            let width = line.runs.reduce(0) { $0 + $1.text.displayWidth }
            // A two-column glyph cannot be split, so a one-column page may hold one.
            try target.require(
                width <= max(layout.width, 2),
                "line \(index) is \(width) columns on a page \(layout.width) wide: \(ScreenText.shown(line.text))"
            )
        }
    }

    private static func requireInert(_ text: String, _ place: String) throws(FuzzViolation) {
        if let scalar = ScreenText.forbidden(in: text) {
            throw FuzzViolation(
                target: target,
                invariant: "\(place) holds U+\(String(scalar.value, radix: 16, uppercase: true)): "
                    + ScreenText.shown(text))
        }
    }
}
