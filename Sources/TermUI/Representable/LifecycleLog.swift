import Observation

/// The representable calls of one host, newest last, observable so a view
/// can show them live (`@Environment(\.lifecycleLog)`).
///
/// ```swift
/// struct LifecyclePane: View {
///     @Environment(\.lifecycleLog) private var log
///     var body: some View {
///         VStack(alignment: .leading) { ForEach(log.recent(8), id: \.self) { Text($0) } }
///     }
/// }
/// ```
@MainActor
@Observable
public final class LifecycleLog {
    /// The events kept, oldest first (at most ``capacity``).
    public private(set) var events: [LifecycleEvent] = []
    /// The total number of events ever appended.
    public private(set) var count = 0
    /// How many events are kept.
    public let capacity: Int

    /// Creates an empty log keeping the last `capacity` events.
    public init(capacity: Int = 200) { self.capacity = capacity }

    func append(_ event: LifecycleEvent) {
        events.append(event)
        count += 1
        if events.count > capacity { events.removeFirst(events.count - capacity) }
    }

    /// The last `limit` events as numbered lines, newest last.
    public func recent(_ limit: Int) -> [String] {
        let start = count - min(limit, events.count)
        return events.suffix(limit).enumerated().map { "\(start + $0.offset + 1) \($0.element)" }
    }
}

struct LifecycleLogKey: EnvironmentKey {
    static var defaultValue: LifecycleLog? { nil }
}

extension EnvironmentValues {
    /// The lifecycle log of the host showing this view.
    public var lifecycleLog: LifecycleLog? {
        get { self[LifecycleLogKey.self] }
        set { self[LifecycleLogKey.self] = newValue }
    }
}
