import CursesKit
import Foundation
import TermUITesting
import Testing

@testable import WebLoaderKit

/// Back and forward from the page cache, reload, and the mouse, against the loopback fixture.
@MainActor
@Suite struct HistoryTests {
    let server: HTTPFixture

    init() throws {
        server = try HTTPFixture()
    }

    func requests(_ path: String) -> Int { server.lines.filter { $0 == "request \(path)" }.count }

    @Test func backAndForwardMakeNoRequestAndRestoreTheRowAndLink() async {
        let harness = LoaderHarness()
        let widget = harness.widget
        await harness.load(server.url("/long?paragraphs=100"))
        // Read down the page, then focus the first link in view.
        for _ in 0..<3 { #expect(widget.handle(KeyEvent(.pageDown))) }
        #expect(widget.handle(KeyEvent(.tab)))
        let screen = harness.screen
        let focused = widget.focusedLink
        #expect(screen.contains { $0.hasPrefix("Paragraph 1") })
        #expect(widget.handle(KeyEvent(.enter)))
        #expect(await waitUntil { !widget.isLoading && widget.title == "Page B" })
        #expect(requests("/long?paragraphs=100") == 1 && requests("/page/b") == 1)
        widget.goBack()
        // At once: no load to wait for.
        #expect(!widget.isLoading && widget.title == "Long")
        #expect(harness.screen == screen)
        #expect(widget.focusedLink == focused)
        #expect(widget.url == server.url("/long?paragraphs=100"))
        widget.goForward()
        #expect(!widget.isLoading && widget.title == "Page B")
        #expect(requests("/long?paragraphs=100") == 1 && requests("/page/b") == 1)
        #expect(harness.delegate.calls.suffix(4) == ["decide", "start", "commit", "finish"])
    }

    @Test func reloadAsksAgainAndKeepsThePageUntilTheNewOneArrives() async {
        let harness = LoaderHarness()
        let path = "/stall?bytes=2000&first=0"
        harness.widget.load(WebRequest(url: server.url(path)))
        #expect(await waitUntil { server.stallCount == 1 })
        server.release()
        #expect(await waitUntil { !harness.widget.isLoading })
        let page = harness.screen
        #expect(page.first?.hasPrefix("lorem ipsum") == true)
        harness.widget.reload()
        #expect(await waitUntil { server.stallCount == 2 })
        // The new answer has sent nothing yet: the page stays as it was, not blank.
        #expect(harness.widget.isLoading)
        #expect(harness.screen == page)
        server.release()
        #expect(await waitUntil { !harness.widget.isLoading })
        #expect(requests(path) == 2)
        #expect(harness.screen == page)
    }

    /// A terminal reports a press and a release: the link under both is followed.
    @Test func aClickOnALinkFollowsIt() async throws {
        let harness = LoaderHarness()
        let widget = harness.widget
        await harness.load(server.url("/page/a"))
        let row = try #require(harness.screen.firstIndex { $0.contains("[1]page B") })
        let column = try #require(harness.screen[row].range(of: "page B")).lowerBound.utf16Offset(
            in: harness.screen[row])
        let point = Point(x: column + 2, y: row)
        #expect(widget.handle(MouseEvent(.press, at: point)))
        #expect(widget.handle(MouseEvent(.release, at: point)))
        #expect(await waitUntil { !widget.isLoading && widget.title == "Page B" })
        // A press on a link that ends elsewhere follows nothing.
        let back = try #require(harness.screen.firstIndex { $0.contains("[1]page A") })
        #expect(widget.handle(MouseEvent(.press, at: Point(x: 10, y: back))))
        #expect(!widget.handle(MouseEvent(.release, at: Point(x: 0, y: 0))))
        #expect(widget.title == "Page B" && !widget.isLoading)
    }
}
