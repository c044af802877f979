import Dispatch

/// A clock whose sleeps are timers on the main queue: a `.task` that waits
/// on it never leaves the main queue.
///
/// `Task.sleep` on `ContinuousClock` hops to the global concurrent executor
/// and wakes there (TermUI's own under `App.main()`, see
/// `GlobalConcurrentExecutor`; libdispatch's elsewhere, whose workqueue
/// monitor then wakes the process once a second). Sleeping on this clock
/// instead arms a `DispatchSourceTimer` on the main queue, which stops when
/// it fires.
///
/// ```swift
/// Text("Tick \(count)")
///     .task {
///         while !Task.isCancelled {
///             try? await Task.sleep(for: .seconds(1), clock: .mainQueue)
///             count += 1
///         }
///     }
/// ```
public struct MainQueueClock: Clock {
    /// The clock's durations.
    public typealias Duration = Swift.Duration
    /// Instants of the continuous clock (it keeps counting while the machine sleeps).
    public typealias Instant = ContinuousClock.Instant

    /// Creates the clock.
    public init() {}

    /// Now, on the continuous clock.
    public var now: Instant { ContinuousClock.now }

    /// A microsecond: the main queue's timers are no finer in practice.
    public var minimumResolution: Duration { .microseconds(1) }

    /// Suspends until `deadline`; throws `CancellationError` when the task is cancelled first.
    ///
    /// It runs on the caller's executor (`nonisolated(nonsending)`): called
    /// from the main actor it never passes through the global concurrent
    /// executor, whose first job would start libdispatch's workqueue monitor,
    /// and whose threads a busy program may hold.
    public nonisolated(nonsending) func sleep(until deadline: Instant, tolerance: Duration? = nil)
        async throws
    {
        let sleeper = MainQueueSleeper()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                DispatchQueue.main.async { sleeper.start(continuation, until: deadline) }
            }
        } onCancel: {
            DispatchQueue.main.async { sleeper.cancel() }
        }
    }
}

extension Clock where Self == MainQueueClock {
    /// A clock whose sleeps are main-queue timers (``MainQueueClock``).
    public static var mainQueue: MainQueueClock { MainQueueClock() }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends for `duration` on ``MainQueueClock``, on the caller's executor.
    ///
    /// The standard library's generic `Task.sleep(for:tolerance:clock:)` is
    /// not `nonisolated(nonsending)`: from the main actor it would hop to the
    /// global concurrent executor and back around the main-queue timer. This
    /// overload, chosen for `clock: .mainQueue`, stays where it was called.
    public nonisolated(nonsending) static func sleep(
        for duration: Swift.Duration, tolerance: Swift.Duration? = nil, clock: MainQueueClock
    ) async throws {
        try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: tolerance)
    }

    /// Suspends until `deadline` on ``MainQueueClock``, on the caller's executor.
    public nonisolated(nonsending) static func sleep(
        until deadline: MainQueueClock.Instant, tolerance: Swift.Duration? = nil, clock: MainQueueClock
    ) async throws {
        try await clock.sleep(until: deadline, tolerance: tolerance)
    }
}

/// One sleep: its timer and its continuation, touched only on the main queue.
private final class MainQueueSleeper: @unchecked Sendable {
    private var continuation: CheckedContinuation<Void, any Error>?
    private var timer: (any DispatchSourceTimer)?
    private var isCancelled = false

    func start(_ continuation: CheckedContinuation<Void, any Error>, until deadline: ContinuousClock.Instant)
    {
        guard !isCancelled else {
            continuation.resume(throwing: CancellationError())
            return
        }
        self.continuation = continuation
        let delay = ContinuousClock.now.duration(to: deadline)
        let nanoseconds = max(
            0, delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000)
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + .nanoseconds(Int(nanoseconds)))
        timer.setEventHandler { [self] in finish(throwing: nil) }
        self.timer = timer
        timer.resume()
    }

    func cancel() {
        isCancelled = true
        finish(throwing: CancellationError())
    }

    private func finish(throwing error: (any Error)?) {
        timer?.cancel()
        timer = nil
        guard let continuation else { return }
        self.continuation = nil
        if let error {
            continuation.resume(throwing: error)
        } else {
            continuation.resume()
        }
    }
}
