import Foundation

extension HeadlessHost {
    /// When a headless host's time starts: 2001-01-01 00:00:00 UTC
    /// (`Date(timeIntervalSinceReferenceDate: 0)`), so timelines are the same on every run.
    public static let startDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The time ``TimelineView``s in this host see. It starts at ``startDate``
    /// and moves only with ``advanceTime(by:)``.
    public var date: Date { timelineClock.now }

    /// Moves this host's time forward by `seconds`: every ``TimelineView`` tick
    /// that falls within fires, in order, then the passes and the frame run.
    ///
    /// ```swift
    /// host.advanceTime(by: 3)
    /// #expect(host.lines[0] == "Elapsed: 3 s")
    /// ```
    public func advanceTime(by seconds: TimeInterval) {
        timelineClock.advance(by: seconds)
        runPendingWork()
    }

    /// How many ``TimelineView`` timers are running (none once their views are gone).
    public var runningTimerCount: Int { timelineClock.activeTimerCount }
}
