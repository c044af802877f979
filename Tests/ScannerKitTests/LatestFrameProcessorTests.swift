import Dispatch
import Locking
import TermUITesting
import Testing

@testable import ScannerKit

/// Frames offered while one is being read replace each other: only the newest is read next.
@Suite struct LatestFrameProcessorTests {
    @Test func theNewestFrameWinsAndNothingQueues() async {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let seen = SeenFrames()
        let processor = LatestFrameProcessor<Int, Int>(
            label: "test.latest",
            work: { frame in
                if frame == 1 {
                    started.signal()
                    release.wait()
                }
                return frame
            },
            deliver: { frame in seen.frames.withLock { $0.append(frame) } })
        processor.submit(1)
        started.wait()
        // Reading frame 1 is slow: 2…10 arrive meanwhile, and only 10 may be read after it.
        for frame in 2...10 { processor.submit(frame) }
        release.signal()
        let done = await waitUntil { seen.frames.withLock { $0.count } >= 2 && processor.processedCount == 2 }
        #expect(done)
        #expect(seen.frames.withLock { $0 } == [1, 10])
        #expect(processor.droppedCount == 8)
        // Idle again: a later frame is read at once.
        processor.submit(11)
        #expect(await waitUntil { seen.frames.withLock { $0 } == [1, 10, 11] })
    }
}

/// The frames delivered, shared with the processor's delivery thread (kept in a
/// class, as the processor's closures capture it).
private final class SeenFrames: Sendable {
    let frames = Locked<[Int]>([])
}
