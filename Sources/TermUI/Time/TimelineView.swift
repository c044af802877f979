import Foundation

/// A view that rebuilds its content on a schedule (SwiftUI's `TimelineView`),
/// for clocks, elapsed times and anything else driven by time.
///
/// The timer exists only while the view is on screen. On the terminal it is a
/// `DispatchSourceTimer` on the main queue (no `Task.sleep`, so libdispatch's
/// workqueue monitor is never started and an app whose timelines are gone
/// is idle again). In ``HeadlessHost`` time stands still until
/// ``HeadlessHost/advanceTime(by:)`` moves it.
///
/// ```swift
/// TimelineView(.periodic(from: started, by: 1)) { context in
///     Text("Elapsed: \(Int(context.date.timeIntervalSince(started))) s")
/// }
/// ```
public struct TimelineView<Content: View>: View {
    /// Body is `Never`: the content is rebuilt by TermUI on each tick.
    public typealias Body = Never

    /// What the content closure receives on each tick.
    public typealias Context = TimelineViewDefaultContext

    let schedule: PeriodicTimelineSchedule
    let content: (TimelineViewDefaultContext) -> Content

    /// A view showing `content` for each moment of `schedule`.
    public init(
        _ schedule: PeriodicTimelineSchedule,
        @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {
        self.schedule = schedule
        self.content = content
    }
}

/// What a ``TimelineView``'s content closure receives on each tick.
public struct TimelineViewDefaultContext: Sendable {
    /// The time of the tick: the latest moment of the schedule that has passed.
    public let date: Date
}

/// Evenly spaced moments: `from`, `from + interval`, `from + 2 * interval`, ...
public struct PeriodicTimelineSchedule: Equatable, Sendable {
    /// The first moment.
    public let start: Date
    /// Seconds between moments (at least a millisecond).
    public let interval: TimeInterval

    /// Moments every `interval` seconds from `start`.
    public init(from start: Date, by interval: TimeInterval) {
        self.start = start
        self.interval = max(0.001, interval)
    }

    /// Moments every `interval` seconds from `start`.
    ///
    /// ```swift
    /// TimelineView(.periodic(from: .now, by: 0.5)) { context in ... }
    /// ```
    public static func periodic(from start: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: start, by: interval)
    }

    /// The latest moment at or before `date` (`start` while `date` is earlier).
    func entry(atOrBefore date: Date) -> Date {
        let elapsed = date.timeIntervalSince(start)
        guard elapsed > 0 else { return start }
        // A tick may arrive a hair before its moment: round within a millisecond.
        let steps = (elapsed / interval + 1e-6).rounded(.down)
        return start.addingTimeInterval(steps * interval)
    }

    /// The first moment after `date`.
    func entry(after date: Date) -> Date {
        entry(atOrBefore: date).addingTimeInterval(date < start ? 0 : interval)
    }
}

extension TimelineView: PrimitiveView {
    func makeBehavior() -> NodeBehavior { TimelineBehavior(view: self) }
}

/// Re-renders the content at each moment of the schedule while mounted.
@MainActor
final class TimelineBehavior<Content: View>: ViewBehavior<TimelineView<Content>> {
    private var timer: TimelineTimer?
    private var scheduled: PeriodicTimelineSchedule?

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        let view = view
        let clock = node.environment.timelineClock
        let date = view.schedule.entry(atOrBefore: clock.now)
        node.reconcile(
            [ChildSpec(key: .index(0), view: view.content(TimelineViewDefaultContext(date: date)))],
            transaction: transaction)
        guard scheduled != view.schedule else { return }
        timer?.cancel()
        scheduled = view.schedule
        timer = clock.schedule(view.schedule) { [weak node] in
            node?.invalidate(.stateChanged, transaction: Transaction())
        }
    }

    override func unmount(_ node: ViewNode) {
        timer?.cancel()
        timer = nil
        scheduled = nil
    }
}
