import Dispatch

/// Runs `body`, which awaits an exit test, on a thread of its own.
///
/// Swift Testing waits for an exit test's child with blocking reads of its
/// pipes. Awaited on the main actor or on Swift's cooperative pool (two
/// threads on a 2-core machine), a child that starts slowly on a loaded
/// machine holds a thread every other test needs. (DemoTests'
/// `SeparateProcess` does the same for its exit tests.)
func awaitingChildProcess(_ body: () async -> Void) async {
    await withTaskExecutorPreference(ChildWaitExecutor.shared, operation: body)
}

/// Runs each job on a serial dispatch queue of its own, served by one of
/// libdispatch's overcommitting threads, so a job blocked in a read never
/// takes a thread of the cooperative pool.
final class ChildWaitExecutor: TaskExecutor {
    static let shared = ChildWaitExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue(label: "termui.tests.child-process-wait").async {
            job.runSynchronously(on: executor)
        }
    }
}
