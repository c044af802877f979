import CursesKit
import Dispatch
import Testing

@testable import TermUI

/// A `.task` stays on the main queue (no libdispatch worker thread, so no 1 Hz
/// workqueue monitor afterwards), and sleeps on ``MainQueueClock``.
@MainActor
@Suite struct MainQueueTaskTests {
    /// Marks the main queue, so code can tell whether it runs there.
    nonisolated static let onMainQueue: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Work the task awaits that is isolated to no actor: without the task's
    /// executor preference it would run on the global concurrent executor.
    nonisolated static func whereAmI() async -> String {
        DispatchQueue.getSpecific(key: onMainQueue) == true ? "main queue" : "elsewhere"
    }

    struct Sleeper: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            if model.flag {
                Text("zz")
                    .task {
                        recorder.record("started")
                        recorder.record(await MainQueueTaskTests.whereAmI())
                        do {
                            let tick = Duration.milliseconds(1)
                            try await Task.sleep(for: tick, clock: .mainQueue)  // wait-ok
                            recorder.record("woke")
                            recorder.record(await MainQueueTaskTests.whereAmI())
                            try await Task.sleep(for: .seconds(3600), clock: .mainQueue)  // wait-ok
                            recorder.record("finished")
                        } catch {
                            recorder.record("cancelled")
                        }
                    }
            }
        }
    }

    @Test func aTaskRunsOnTheMainQueueSleepsOnItsClockAndIsCancelled() async {
        _ = Self.onMainQueue
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(
            size: Size(width: 4, height: 1), root: Sleeper(model: model, recorder: recorder))
        #expect(await wait(host) { recorder.calls.contains("woke") && recorder.calls.count >= 4 })
        model.flag = false
        host.runPendingWork()
        #expect(await wait(host) { recorder.calls.contains("cancelled") })
        #expect(recorder.calls == ["started", "main queue", "woke", "main queue", "cancelled"])
    }

    @Test func aCancelledSleepThrows() async {
        // Cancelled at once: the sleep ends by throwing, not by waiting.
        let sleeper = Task { try await Task.sleep(for: .seconds(3600), clock: .mainQueue) }  // wait-ok
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }
}
