import Dispatch
import Foundation

extension Timer {
    /// A publisher that sends the date every `interval` seconds once
    /// connected: Foundation's `Timer.publish`, which Linux has not.
    ///
    /// The ticks are timers on the main queue whatever `runLoop` and `mode`
    /// say (TermUI's run loop is the main queue). Use it as SwiftUI code
    /// does, with `autoconnect()`: the timer runs only while a view receives
    /// it, so an idle screen without one makes no wakeups.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 }
    /// ```
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
        in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// Sends the current date every ``interval`` seconds while connected.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The date of each tick.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// The allowed lateness of a tick (leeway of the main-queue timer).
        public let tolerance: TimeInterval?
        /// The run loop named (accepted; ticks come on the main queue).
        public let runLoop: RunLoop
        /// The run-loop mode named (accepted).
        public let mode: RunLoop.Mode

        private var receivers: [Int: @MainActor (Date) -> Void] = [:]
        private var nextReceiver = 0

        /// A publisher of ticks every `interval` seconds, not yet connected.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Calls `receiveValue` with every tick while connected.
        public func sink(receiveValue: @escaping @MainActor (Date) -> Void) -> AnyCancellable {
            let id = nextReceiver
            nextReceiver += 1
            receivers[id] = receiveValue
            return AnyCancellable { [weak self] in self?.receivers[id] = nil }
        }

        /// Starts the main-queue timer; cancelling the result stops it.
        public func connect() -> any Cancellable {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            let nanoseconds = Int(max(interval, 0.001) * 1_000_000_000)
            let leeway = Int((tolerance ?? 0) * 1_000_000_000)
            timer.schedule(
                deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
                leeway: .nanoseconds(leeway))
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.tick() }
            }
            timer.resume()
            return AnyCancellable { timer.cancel() }
        }

        @MainActor private func tick() {
            let now = Date()
            for receive in receivers.values { receive(now) }
        }
    }
}
