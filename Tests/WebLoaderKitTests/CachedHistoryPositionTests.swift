import CursesKit
import Foundation
import TermUITesting
import Testing

@testable import WebLoaderKit

/// Back and Forward served from the page cache keep each page's own reading
/// position: a page read further after Back comes back where it was left,
/// and the other page keeps its own.
@MainActor
@Suite struct CachedHistoryPositionTests {
    let server: HTTPFixture

    init() throws {
        server = try HTTPFixture()
    }

    @Test func aPageReadFurtherAfterBackReopensWhereItWasLeft() async {
        let harness = LoaderHarness()
        let widget = harness.widget
        await harness.load(server.url("/long?paragraphs=100"))
        for _ in 0..<3 { #expect(widget.handle(KeyEvent(.pageDown))) }
        #expect(widget.handle(KeyEvent(.tab)))
        #expect(widget.handle(KeyEvent(.enter)))
        #expect(await waitUntil { !widget.isLoading && widget.title == "Page B" })
        let pageB = harness.screen
        widget.goBack()
        #expect(!widget.isLoading && widget.title == "Long")
        // Read on, then forward (cached) and back (cached) again.
        for _ in 0..<2 { #expect(widget.handle(KeyEvent(.pageDown))) }
        let readFurther = harness.screen
        widget.goForward()
        #expect(!widget.isLoading && widget.title == "Page B")
        #expect(harness.screen == pageB, "page B keeps its own position")
        widget.goBack()
        #expect(widget.title == "Long")
        #expect(harness.screen == readFurther, "where the page was left, not where it was before Forward")
    }
}
