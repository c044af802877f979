import Foundation
import Testing

@testable import ScannerKit

/// A code keeps one identity while it stays in view, however its detection
/// flickers: a frame that misses it only counts against it until it is seen
/// again, and only more than `removalDelay` misses in a row remove it.
@Suite struct RecognitionTrackerTests {
    static let code = BarcodeDetection(
        symbology: .qr, payload: Array("https://example.com/a".utf8),
        bounds: FrameBounds(points: [
            FramePoint(x: 10, y: 10), FramePoint(x: 50, y: 10), FramePoint(x: 50, y: 50),
            FramePoint(x: 10, y: 50),
        ]))

    /// What a run of frames did in all: every add, update and removal, in order.
    static func track(_ frames: [Bool], removalDelay: Int = 2) -> [RecognitionTracker.Changes] {
        var tracker = RecognitionTracker(removalDelay: removalDelay)
        return frames.map { seen in tracker.update(with: seen ? [code] : []) }
    }

    @Test func aFlickeringCodeIsOneAddNoRemovalAndOneID() {
        // Seen, missed, seen, missed twice, seen: never more than two misses in a row.
        let changes = Self.track([true, false, true, false, false, true])
        let added = changes.flatMap(\.added)
        #expect(added.count == 1, "one add for one code in view")
        #expect(changes.flatMap(\.removed).isEmpty, "never more than two misses in a row: no removal")
        #expect(Set(changes.flatMap { $0.added + $0.updated }.map(\.id)).count == 1)
    }

    @Test func aCodeMissedMoreThanTheDelayInARowIsRemovedOnceThenAddedAnew() {
        let changes = Self.track([true, false, false, false, true])
        let added = changes.flatMap(\.added)
        #expect(changes.map { $0.removed.count } == [0, 0, 0, 1, 0], "removed on the third miss in a row")
        #expect(added.count == 2)
        #expect(Set(added.map(\.id)).count == 2, "back in view, it is a new item")
    }
}
