#if os(Linux)
    @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
    import Dispatch
    import Glibc
    import Synchronization

    /// TermUI's global concurrent executor: where work isolated to no actor
    /// runs, and where `Task.sleep` on the system clocks sets its timer.
    ///
    /// Swift's own on Linux runs on libdispatch's global queues. The first
    /// job there starts libdispatch's workqueue monitor
    /// (`_dispatch_workq_init_once` in its src/event/workqueue.c), a
    /// one-second timer that is never stopped: an app that had once run a
    /// plain `Task { try await Task.sleep(for: …) }` woke every second for
    /// the rest of its life. Here jobs run in order on up to one thread per
    /// core, started on demand and blocked on a semaphore while there is no
    /// work, and a sleep's wake-up is a timer on a serial dispatch queue
    /// (an overcommit one, which the monitor does not watch), armed only
    /// while something sleeps. Priorities are not used: jobs run first in,
    /// first out.
    ///
    /// `App.main()` installs it with ``install()``.
    final class GlobalConcurrentExecutor: TaskExecutor, SchedulingExecutor, Sendable {
        static let shared = GlobalConcurrentExecutor(width: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))

        /// The most threads that run jobs at once.
        let width: Int
        private let state = Mutex(Pending())
        /// Counts the jobs in `state` that no thread has taken yet.
        private let available = DispatchSemaphore(value: 0)
        private let timers = DispatchQueue(label: "TermUI.GlobalConcurrentExecutor.timers")

        private init(width: Int) {
            self.width = width
        }

        /// Makes this the executor of every task that runs isolated to no actor.
        ///
        /// The runtime's `swift_task_enqueueGlobalWithDeadline_hook` cannot do
        /// this: in Swift 6.3 `Task.sleep` schedules its wake-up on
        /// `Task.currentSchedulingExecutor`, which falls back to the default
        /// executor and never to that hook. The executor factory is the one
        /// way in, and it is still SPI (`ExperimentalCustomExecutors`).
        static func install() {
            // The runtime creates its own executors once, on first use, over
            // whatever was installed before: create them first, then replace them.
            _ = Task.defaultExecutor
            _createExecutors(factory: Factory.self)
        }

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            let startsThread = state.withLock { pending in
                pending.jobs.append(job)
                guard pending.idleThreads == 0, pending.threads < width else { return false }
                pending.threads += 1
                return true
            }
            available.signal()
            if startsThread { startThread() }
        }

        func enqueue<C: Clock>(
            _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
        ) {
            let job = UnownedJob(job)
            // Task.sleep comes here for ContinuousClock and SuspendingClock, whose durations are
            // Swift.Duration; a clock with other durations gets no delay.
            let delay = (clock.now.duration(to: instant) as? Duration) ?? .zero
            let nanoseconds =
                delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
            timers.asyncAfter(deadline: .now() + .nanoseconds(Int(max(0, nanoseconds)))) {
                self.enqueue(ExecutorJob(job))
            }
        }

        private func startThread() {
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil, { _ in GlobalConcurrentExecutor.shared.runJobs() }, nil)
            precondition(
                started == 0, "TermUI could not start a thread for the global executor (error \(started))")
            pthread_detach(thread)
        }

        private func runJobs() -> Never {
            while true {
                state.withLock { $0.idleThreads += 1 }
                available.wait()
                let job = state.withLock { pending in
                    pending.idleThreads -= 1
                    return pending.takeFirst()
                }
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
    }

    /// The jobs waiting to run, and the threads that run them.
    private struct Pending: ~Copyable {
        var jobs: [UnownedJob] = []
        var head = 0
        var threads = 0
        var idleThreads = 0

        /// The oldest job; there is one for every signal of `available`.
        mutating func takeFirst() -> UnownedJob {
            let job = jobs[head]
            head += 1
            if head == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 64 && head * 2 >= jobs.count {
                jobs.removeFirst(head)
                head = 0
            }
            return job
        }
    }

    /// The executors ``GlobalConcurrentExecutor/install()`` gives the runtime:
    /// the platform's main executor (the main queue), and TermUI's global one.
    private enum Factory: ExecutorFactory {
        static var mainExecutor: any MainExecutor { PlatformExecutorFactory.mainExecutor }
        static var defaultExecutor: any TaskExecutor { GlobalConcurrentExecutor.shared }
    }
#endif
