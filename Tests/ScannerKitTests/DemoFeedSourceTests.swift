import TermUITesting
import Testing

@testable import ScannerKit

/// The demo feed is real work for zbar: the code cannot be read while it
/// slides in turned and blurred, and is read once it has settled.
@MainActor
@Suite struct DemoFeedSourceTests {
    @Test func theCodeIsReadOnceItSettlesNotBefore() throws {
        let feed = DemoFeedSource(payload: "demo payload", cycleFrames: 30)
        let reader = try #require(BarcodeReader(symbologies: [.qr]))
        let found = (0..<30).map { reader.read(feed.frame(at: $0)).map(\.payload) }
        // Entering from the right edge, turned 45°: not readable.
        #expect(found[0].isEmpty)
        // At rest for the last third: read every time.
        for index in 20..<30 { #expect(found[index] == [Array("demo payload".utf8)], "frame \(index)") }
        // The same index gives the same frame (deterministic noise), and the cycle repeats.
        #expect(feed.frame(at: 5) == feed.frame(at: 35))
    }

    @Test func aScannerOnTheFeedRecognisesTheCodeAndStopsTheFeed() async throws {
        let feed = DemoFeedSource(payload: "live feed", framesPerSecond: 60, cycleFrames: 12)
        let delegate = RecordingDelegate()
        let controller = ScannerController(recognizedDataTypes: [.barcode(symbologies: [.qr])], source: feed)
        controller.delegate = delegate
        try controller.startScanning()
        #expect(await waitUntil { delegate.calls.contains("add live feed#1") })
        #expect(controller.panel.statusText.hasPrefix("● demo feed · "))
        controller.stopScanning()
        #expect(!feed.isRunning)
        // Stopping removes what was in view (the short cycle may have shown the code more than once).
        #expect(delegate.calls.last?.hasPrefix("remove live feed#") == true)
        #expect(controller.recognizedItems.isEmpty)
    }
}
