import Foundation
import TermUITesting
import Testing

@testable import WebLoaderKit

/// Loads from the loopback fixture: progress, the delegate's order, errors, charsets, types.
@MainActor
@Suite struct LoaderTests {
    let server: HTTPFixture

    init() throws {
        server = try HTTPFixture()
    }

    @Test func progressFollowsTheBytesAndReachesOne() async {
        let harness = LoaderHarness()
        harness.widget.load(WebRequest(url: server.url("/stall?bytes=20000&first=10000")))
        // The fixture has sent exactly half of a 20,000-byte body and waits.
        #expect(await waitUntil { server.stallCount == 1 && harness.widget.estimatedProgress > 0.3 })
        let half = harness.widget.estimatedProgress
        #expect(half >= 0.4 && half <= 0.6, "after half the body: \(half)")
        #expect(harness.widget.isLoading)
        server.release()
        #expect(await waitUntil { !harness.widget.isLoading })
        #expect(harness.widget.estimatedProgress == 1)
        #expect(harness.isMonotonicWithinTheLastLoad, "\(harness.progress)")
        #expect(harness.delegate.calls == ["decide", "start", "commit", "finish"])
        #expect(harness.widget.title == "Trickle")
    }

    @Test func withoutALengthProgressStaysBelowOneUntilTheEnd() async {
        let harness = LoaderHarness()
        await harness.load(server.url("/trickle?bytes=30000&steps=5&ms=20&length=0"))
        #expect(harness.progress.last == 1)
        #expect(harness.progress.dropLast().allSatisfy { $0 < 1 })
        #expect(harness.progress.count >= 3, "\(harness.progress)")
        #expect(harness.isMonotonicWithinTheLastLoad)
    }

    /// For each outcome, what the delegate hears, in order; progress ends at 1 every time.
    @Test(
        arguments: [
            ("/page/a", ["start", "commit", "finish"], nil),
            ("/status/404", ["start", "commit", "finish"], nil),
            ("/status/500", ["start", "commit", "finish"], nil),
            ("/redirect?to=/page/b", ["start", "commit", "finish"], nil),
            ("/close?bytes=5000&first=100", ["start", "commit", "fail"], WebLoadError.connectionLost),
            ("/endless", ["start", "commit", "fail"], WebLoadError.tooLarge(limit: 1 << 20)),
            ("/stall?bytes=5000&first=100", ["start", "commit", "fail"], WebLoadError.timedOut(seconds: 2)),
            ("refused", ["start", "fail"], WebLoadError.cannotConnect(host: "127.0.0.1")),
        ] as [(String, [String], WebLoadError?)])
    func delegateOrder(path: String, calls: [String], error: WebLoadError?) async {
        let harness = LoaderHarness()
        harness.widget.maximumPageSize = 1 << 20
        // Only the stalled answer needs a short timeout (a loaded machine can keep
        // the others from their turn for longer than two seconds).
        if path.hasPrefix("/stall") { harness.widget.timeout = 2 }
        let url =
            path == "refused"
            ? URL(string: "http://127.0.0.1:\(HTTPFixture.refusedPort())/")! : server.url(path)
        await harness.load(url)
        #expect(harness.delegate.calls == ["decide"] + calls)
        #expect(harness.delegate.errors == (error.map { [$0] } ?? []))
        #expect(harness.widget.estimatedProgress == 1)
        #expect(harness.isMonotonicWithinTheLastLoad, "\(harness.progress)")
        if path.hasPrefix("/stall") { server.release() }
    }

    /// Stop keeps what arrived of the new page, marked, and the address is the page's.
    @Test func stopLoadingEndsTheLoadAndKeepsWhatArrived() async {
        let harness = LoaderHarness()
        await harness.load(server.url("/page/a"))
        harness.widget.load(WebRequest(url: server.url("/stall?bytes=20000&first=10000")))
        #expect(await waitUntil { server.stallCount == 1 && harness.widget.estimatedProgress > 0.3 })
        // The text before the stall is on screen while the load waits.
        #expect(await waitUntil { harness.screen.first?.hasPrefix("lorem ipsum") == true })
        #expect(harness.widget.isLoading)
        harness.widget.stopLoading()
        #expect(!harness.widget.isLoading)
        #expect(harness.widget.estimatedProgress == 1)
        #expect(harness.delegate.calls.suffix(4) == ["decide", "start", "commit", "fail"])
        #expect(harness.delegate.errors == [.cancelled])
        #expect(harness.widget.url == server.url("/stall?bytes=20000&first=10000"))
        #expect(harness.widget.handle(.init(.end)))
        #expect(harness.screen.last { !$0.isEmpty } == "Stopped: the rest of the page did not load.")
        server.release()
    }

    /// Stopped before anything of the new page came, the old page and its address stay.
    @Test func stopBeforeThePageArrivesKeepsTheOldPageAndAddress() async {
        let harness = LoaderHarness()
        await harness.load(server.url("/page/a"))
        harness.widget.load(WebRequest(url: server.url("/stall?bytes=20000&first=0")))
        #expect(await waitUntil { server.stallCount == 1 })
        harness.widget.stopLoading()
        #expect(harness.screen.first == "Page A")
        #expect(harness.widget.url == server.url("/page/a"))
        #expect(!harness.widget.canGoBack)
        server.release()
    }

    @Test func redirectsShowTheFinalURL() async {
        let harness = LoaderHarness()
        await harness.load(server.url("/redirect?to=/page/b"))
        #expect(harness.widget.url == server.url("/page/b"))
        #expect(harness.screen.first == "Page B")
    }

    @Test func errorStatusesShowTheServersPageAndTheStatus() async {
        let harness = LoaderHarness()
        await harness.load(server.url("/status/404"))
        #expect(
            Array(harness.screen.prefix(5)) == [
                "HTTP 404 Not Found", "", String(repeating: "─", count: 60), "", "Not Found",
            ])
    }

    @Test func aRefusedConnectionShowsAClearErrorPage() async {
        let harness = LoaderHarness()
        let port = HTTPFixture.refusedPort()
        await harness.load(URL(string: "http://127.0.0.1:\(port)/x")!)
        #expect(
            Array(harness.screen.prefix(6)) == [
                "Cannot open page", "════════════════", "", "http://127.0.0.1:\(port)/x", "",
                "Cannot connect to 127.0.0.1: the connection was refused.",
            ])
    }

    @Test func theHeaderCharsetWinsAndTheMetaCharsetIsUsedWithoutOne() async {
        let harness = LoaderHarness()
        await harness.load(server.url("/charset/header"))
        #expect(harness.screen.first == "cafÃ©")
        await harness.load(server.url("/charset/meta"))
        #expect(harness.screen.first == "café")
    }

    @Test func plainTextIsPreformattedAndOtherTypesAreNamed() async {
        let harness = LoaderHarness()
        await harness.load(server.url("/plain"))
        #expect(Array(harness.screen.prefix(2)) == ["line one", "    indented <b>not bold</b>"])
        await harness.load(server.url("/binary"))
        #expect(harness.screen.first == "A file, not a page: application/octet-stream, 1000 bytes.")
        #expect(harness.widget.download?.byteCount == 1000)
        #expect(harness.widget.download?.mimeType == "application/octet-stream")
    }

    @Test func anEndlessBodyIsCutAtTheCapWithANotice() async {
        let harness = LoaderHarness()
        harness.widget.maximumPageSize = 1 << 20
        await harness.load(server.url("/endless"))
        #expect(harness.screen.first == "Cut at 1 MB: the page is larger.")
        #expect(harness.delegate.errors == [.tooLarge(limit: 1 << 20)])
    }

    @Test func historyGoesBackAndForwardAndANewLoadDropsTheForwardList() async {
        let harness = LoaderHarness()
        let widget = harness.widget
        await harness.load(server.url("/page/a"))
        #expect(!widget.canGoBack)
        // Tab reaches the first link (page B), Enter follows it.
        #expect(widget.handle(.init(.tab)))
        #expect(widget.focusedLink?.url == server.url("/page/b"))
        #expect(widget.handle(.init(.enter)))
        #expect(await waitUntil { !widget.isLoading && widget.title == "Page B" })
        #expect(widget.canGoBack && !widget.canGoForward)
        widget.goBack()
        #expect(await waitUntil { !widget.isLoading && widget.title == "Page A" })
        #expect(widget.url == server.url("/page/a"))
        #expect(widget.canGoForward)
        widget.goForward()
        #expect(await waitUntil { !widget.isLoading && widget.title == "Page B" })
        widget.goBack()
        #expect(await waitUntil { !widget.isLoading && widget.title == "Page A" })
        await harness.load(server.url("/plain"))
        #expect(widget.canGoBack && !widget.canGoForward)
        // Page B was dropped with the forward list: back leads to page A.
        widget.goBack()
        #expect(await waitUntil { !widget.isLoading && widget.title == "Page A" })
        #expect(!widget.canGoBack)
    }

    @Test func aRefusedSchemeLeavesThePageAlone() async {
        let harness = LoaderHarness()
        harness.delegate.refusesScheme = "mailto"
        await harness.load(server.url("/page/a"))
        #expect(harness.widget.load(WebRequest(url: URL(string: "mailto:a@b.c")!)) == nil)
        #expect(harness.widget.title == "Page A")
        #expect(harness.delegate.calls == ["decide", "start", "commit", "finish", "decide"])
    }

    @Test func aThrottledLoadReportsProgressInSteps() async {
        let harness = LoaderHarness()
        harness.widget.throughputLimit = 40_000
        await harness.load(server.url("/trickle?bytes=20000&steps=1"))
        // 20 kB at 40 kB/s in 50 ms ticks: about ten steps between 0.1 and 1.
        #expect(harness.progress.filter { $0 > 0.1 && $0 < 1 }.count >= 5, "\(harness.progress)")
        #expect(harness.isMonotonicWithinTheLastLoad)
    }
}
