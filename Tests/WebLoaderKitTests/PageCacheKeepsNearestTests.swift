import CursesKit
import Foundation
import TermUITesting
import Testing

@testable import WebLoaderKit

/// The page cache keeps the pages nearest the one on show: with room for
/// two, Back from the fourth page is served at once and the page before
/// that is asked for again.
@MainActor
@Suite struct PageCacheKeepsNearestTests {
    let server: HTTPFixture

    init() throws {
        server = try HTTPFixture()
    }

    func requests(_ path: String) -> Int { server.lines.filter { $0 == "request \(path)" }.count }

    @Test func backFromTheNewestPageIsServedFromTheCache() async {
        let harness = LoaderHarness()
        let widget = harness.widget
        widget.history.pageLimit = 2
        await harness.load(server.url("/page/a"))
        for title in ["Page B", "Page A", "Page B"] {
            #expect(widget.handle(KeyEvent(.tab)))
            #expect(widget.handle(KeyEvent(.enter)))
            #expect(await waitUntil { !widget.isLoading && widget.title == title })
        }
        #expect(requests("/page/a") == 2 && requests("/page/b") == 2)
        widget.goBack()
        #expect(!widget.isLoading && widget.title == "Page A", "the page before was not kept")
        #expect(requests("/page/a") == 2, "Back asked the server again")
        // Two pages kept, no more: the second page back is asked for again.
        widget.goBack()
        #expect(await waitUntil { !widget.isLoading && widget.title == "Page B" })
        #expect(requests("/page/b") == 3, "a third page was kept")
    }
}
