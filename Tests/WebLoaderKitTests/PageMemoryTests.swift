import CursesKit
import Foundation
import TermUITesting
import Testing

@testable import WebLoaderKit

/// A 20 MB page is cut at the 8 MB cap, and what the widget keeps of it
/// follows its text: the parser and the load are gone once it has arrived,
/// and leaving the page gives its text back (it is too large for the cache).
///
/// The counts are process-wide, so the test runs in a process of its own
/// (`SeparateTestProcess`) where no other test's loads come and go. Resident memory is
/// measured by `make bench`, not here.
@Suite struct PageMemoryTests {
    @Test func aTwentyMegabytePageIsBoundedAndGivenBack() async {
        await SeparateTestProcess.run(expecting: .success, "the 20 MB page in a process of its own") {
            _ = nice(10)
            await Self.loadLeaveAndCount()
        }
    }

    @MainActor static func loadLeaveAndCount() async {
        guard let server = try? HTTPFixture() else {
            Issue.record("the fixture did not start")
            return
        }
        let harness = LoaderHarness(width: 80, height: 24)
        harness.widget.load(WebRequest(url: server.url("/stall?bytes=20000000&first=5000000")))
        // While it streams (held halfway, so a slow machine sees it too), one
        // parser and one load are alive.
        #expect(await waitUntil { server.stallCount == 1 && harness.widget.estimatedProgress > 0.2 })
        #expect(LiveInstanceCounter.htmlStreams.count == 1)
        #expect(LiveInstanceCounter.pageLoaders.count == 1)
        server.release()
        #expect(await waitUntil { !harness.widget.isLoading })
        #expect(harness.delegate.errors == [.tooLarge(limit: 8 << 20)])
        #expect(await waitUntil { LiveInstanceCounter.htmlStreams.count == 0 })
        #expect(await waitUntil { LiveInstanceCounter.pageLoaders.count == 0 })
        let kept = harness.widget.keptTextBytes
        // The text of the 8 MB that came (markup is a few dozen bytes of it), nothing more.
        #expect(kept.page > 8_000_000 && kept.page <= 8 << 20, "\(kept)")
        #expect(kept.cache == 0, "\(kept)")
        await harness.load(server.url("/page/a"))
        let left = harness.widget.keptTextBytes
        #expect(left.page < 100 && left.cache < 100, "after leaving: \(left)")
        // The small page's parser may outlive the load's end by a moment: wait for it.
        #expect(await waitUntil { LiveInstanceCounter.htmlStreams.count == 0 })
    }
}
