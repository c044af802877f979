import Dispatch

/// Runs a `.task`'s jobs on the main queue, so the task never wakes a
/// libdispatch worker thread.
///
/// A task without an executor preference runs every `nonisolated async`
/// call, and resumes from every continuation, on the global concurrent
/// executor. Without `App.main()`'s `GlobalConcurrentExecutor` the first
/// job there starts libdispatch's workqueue monitor, a one-second timer that
/// then wakes the process for the rest of its life. With this preference those jobs go to the main queue instead,
/// where the app's own events already run. (`Task.sleep` on the system
/// clocks still schedules its wake-up on a global queue: sleep on
/// ``MainQueueClock`` to stay off it.)
@available(macOS 15, *)
final class MainQueueTaskExecutor: TaskExecutor {
    static let shared = MainQueueTaskExecutor()

    /// Starts `action` as a task that prefers this executor.
    static func start(_ action: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        Task(executorPreference: shared) { await action() }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        DispatchQueue.main.async {
            job.runSynchronously(on: MainQueueTaskExecutor.shared.asUnownedTaskExecutor())
        }
    }
}
