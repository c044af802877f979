import Dispatch
import Foundation

/// Around a test that runs in a test process of its own (an exit test): long
/// headless work that would otherwise hold this process's main actor.
enum SeparateProcess {
    /// Lowers the child's priority. Its work is long and only needs CPU that
    /// is left over, while this process's tests wait on terminals, timers and
    /// deadlines that a starved main actor would miss. So the children of a
    /// suite may all run at once: they take the cores the rest leaves idle.
    static func yieldTheCPU() {
        _ = nice(10)
    }

    /// Runs `body` (which awaits an exit test) off Swift's cooperative pool.
    ///
    /// Swift Testing waits for an exit test's child with blocking reads of its
    /// pipes. On the cooperative pool (two threads on a 2-core machine) each
    /// child's whole run would hold a thread that every other test needs.
    static func awaitingChild(_ body: () async -> Void) async {
        await withTaskExecutorPreference(BlockingWaitExecutor.shared, operation: body)
    }
}

/// Runs each job on a serial dispatch queue of its own: such queues are
/// served by libdispatch's overcommitting threads, so a job blocked in a read
/// takes a thread of its own instead of one of the cooperative pool's.
final class BlockingWaitExecutor: TaskExecutor {
    static let shared = BlockingWaitExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue(label: "termui.tests.exit-test-wait").async {
            job.runSynchronously(on: executor)
        }
    }
}
