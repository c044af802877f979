import CursesKit
import Foundation
import TermUITesting
import Testing

@testable import WebLoaderKit

/// The reader's links carry their URL in the cells drawn (``Style/link``),
/// which the screen sends as OSC 8 hyperlinks where the terminal takes them:
/// the text of a web link, not its number, and never a URL a click should
/// not open from a page.
@MainActor
@Suite struct WebHyperlinkTests {
    @Test func aWebLinksTextCarriesItsURL() async {
        let harness = LoaderHarness(width: 60, height: 4)
        let page = """
            <p>See <a href="/docs?q=a b">the docs</a> and <a href="javascript:alert(1)">this</a> \
            or <a href="file:///etc/passwd">that</a>.</p>
            """
        harness.widget.loadHTMLString(page, baseURL: URL(string: "https://site.example/start/"))
        #expect(await waitUntil { !harness.widget.isLoading })
        let buffer = CellBuffer(size: harness.widget.frame.size)
        harness.widget.draw(in: buffer)
        let line = buffer.lines[0]
        #expect(line.hasPrefix("See [1]the docs and [2]this or [3]that."))
        let links = (0..<40).map { buffer.cell(at: Point(x: $0, y: 0)).style.link }
        let docs = "https://site.example/docs?q=a%20b"
        // "See [1]" and the number: no link; "the docs": the resolved URL.
        #expect(links[0..<7].allSatisfy { $0 == nil })
        #expect(links[7..<15].allSatisfy { $0 == docs }, "\(links[7..<15])")
        #expect(links[15...].allSatisfy { $0 == nil }, "\(links[15...])")
    }
}
