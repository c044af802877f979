import Dispatch
import Foundation

/// A running timer of a ``TimelineView``; cancelling it stops it for good.
@MainActor
protocol TimelineTimer: AnyObject {
    func cancel()
}

/// Where timelines read the time and get their timers: the wall clock and
/// main-queue dispatch timers on the terminal, a hand-moved clock in tests.
@MainActor
class TimelineClock {
    /// The time now.
    var now: Date { Date() }

    /// Calls `tick` at each moment of `schedule` after now, until cancelled.
    func schedule(_ schedule: PeriodicTimelineSchedule, tick: @escaping @MainActor () -> Void)
        -> any TimelineTimer
    {
        DispatchTimelineTimer(schedule: schedule, now: now, tick: tick)
    }
}

/// A repeating `DispatchSourceTimer` on the main queue (never `Task.sleep`).
@MainActor
final class DispatchTimelineTimer: TimelineTimer {
    private var source: (any DispatchSourceTimer)?

    init(schedule: PeriodicTimelineSchedule, now: Date, tick: @escaping @MainActor () -> Void) {
        let source = DispatchSource.makeTimerSource(queue: .main)
        let delay = max(0, schedule.entry(after: now).timeIntervalSince(now))
        source.schedule(
            deadline: .now() + delay, repeating: schedule.interval,
            leeway: .milliseconds(Int(min(100, schedule.interval * 50))))
        source.setEventHandler {
            MainActor.assumeIsolated { tick() }
        }
        source.resume()
        self.source = source
    }

    func cancel() {
        source?.cancel()
        source = nil
    }

    isolated deinit {
        source?.cancel()
    }
}

/// A clock that moves only when told: ``HeadlessHost``'s time.
@MainActor
final class ManualTimelineClock: TimelineClock {
    private final class Timer: TimelineTimer {
        var next: Date
        let interval: TimeInterval
        let tick: @MainActor () -> Void
        var isCancelled = false

        init(next: Date, interval: TimeInterval, tick: @escaping @MainActor () -> Void) {
            self.next = next
            self.interval = interval
            self.tick = tick
        }

        func cancel() { isCancelled = true }
    }

    private var current: Date
    private var timers: [Timer] = []

    init(start: Date) { current = start }

    override var now: Date { current }

    override func schedule(_ schedule: PeriodicTimelineSchedule, tick: @escaping @MainActor () -> Void)
        -> any TimelineTimer
    {
        let timer = Timer(next: schedule.entry(after: current), interval: schedule.interval, tick: tick)
        timers.append(timer)
        return timer
    }

    /// Moves time forward by `seconds`, firing every tick that falls within, in order.
    func advance(by seconds: TimeInterval) {
        let target = current.addingTimeInterval(max(0, seconds))
        while true {
            timers.removeAll { $0.isCancelled }
            guard let due = timers.filter({ $0.next <= target }).min(by: { $0.next < $1.next }) else { break }
            current = due.next
            due.next = due.next.addingTimeInterval(due.interval)
            due.tick()
        }
        current = target
    }

    /// How many timers are running (tests check none is left behind).
    var activeTimerCount: Int { timers.filter { !$0.isCancelled }.count }
}

private struct TimelineClockKey: EnvironmentKey {
    static var defaultValue: TimelineClock { MainActor.assumeIsolated { TimelineClock() } }
}

extension EnvironmentValues {
    /// Where ``TimelineView``s get the time and their timers.
    var timelineClock: TimelineClock {
        get { self[TimelineClockKey.self] }
        set { self[TimelineClockKey.self] = newValue }
    }
}
