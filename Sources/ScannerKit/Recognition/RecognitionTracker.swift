import FoundationEssentials

/// Follows codes from frame to frame so each keeps one identity while in view:
/// a code seen again is the same item (updated if it moved); one missing for
/// more than ``removalDelay`` frames in a row is removed.
package struct RecognitionTracker {
    /// What one frame changed.
    package struct Changes: Equatable {
        package var added: [RecognizedItem] = []
        package var updated: [RecognizedItem] = []
        package var removed: [RecognizedItem] = []
        package var isEmpty: Bool { added.isEmpty && updated.isEmpty && removed.isEmpty }
    }

    private struct Tracked {
        var barcode: RecognizedItem.Barcode
        var missedFrames = 0
    }

    /// Frames a code may go unseen (a blurred frame, a glare) before it counts as gone.
    package var removalDelay: Int
    private var tracked: [Tracked] = []
    private let makeID: () -> UUID

    package init(removalDelay: Int = 2, makeID: @escaping () -> UUID = UUID.init) {
        self.removalDelay = removalDelay
        self.makeID = makeID
    }

    /// Every item in view, oldest first.
    package var items: [RecognizedItem] { tracked.map { .barcode($0.barcode) } }

    /// Takes one frame's detections and says what changed.
    package mutating func update(with detections: [BarcodeDetection]) -> Changes {
        var changes = Changes()
        var unmatched = Array(tracked.indices)
        for detection in detections {
            // The nearest tracked code with the same symbology and payload.
            let candidates = unmatched.filter {
                tracked[$0].barcode.symbology == detection.symbology
                    && tracked[$0].barcode.payload == detection.payload
            }
            let center = detection.bounds.center
            let nearest = candidates.min { a, b in
                distance(tracked[a].barcode.bounds.center, center)
                    < distance(tracked[b].barcode.bounds.center, center)
            }
            if let index = nearest {
                unmatched.removeAll { $0 == index }
                tracked[index].missedFrames = 0
                if tracked[index].barcode.bounds != detection.bounds {
                    tracked[index].barcode.bounds = detection.bounds
                    changes.updated.append(.barcode(tracked[index].barcode))
                }
            } else {
                let barcode = RecognizedItem.Barcode(
                    id: makeID(), payload: detection.payload, symbology: detection.symbology,
                    bounds: detection.bounds)
                tracked.append(Tracked(barcode: barcode))
                changes.added.append(.barcode(barcode))
            }
        }
        // In ascending order, as `unmatched` is: removals are reported oldest first.
        var gone: [Int] = []
        for index in unmatched {
            tracked[index].missedFrames += 1
            if tracked[index].missedFrames > removalDelay { gone.append(index) }
        }
        for index in gone { changes.removed.append(.barcode(tracked[index].barcode)) }
        tracked = tracked.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
        return changes
    }

    /// Forgets every item; returns them, to be reported removed.
    package mutating func removeAll() -> [RecognizedItem] {
        defer { tracked.removeAll() }
        return items
    }

    private func distance(_ a: FramePoint, _ b: FramePoint) -> Int {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }
}
