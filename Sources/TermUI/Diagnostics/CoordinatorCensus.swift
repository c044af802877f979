/// The representable coordinators TermUI made that are still alive anywhere.
///
/// A coordinator is the app's own object, so TermUI cannot count it from its
/// init and deinit as it counts widgets and nodes; it keeps a weak reference
/// to each one it made instead, and forgets the released ones as it goes
/// (amortised: a sweep whenever the list has doubled since the last one).
@MainActor
package enum CoordinatorCensus {
    private final class Entry {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private static var entries: [Entry] = []
    private static var sweepAt = 64

    /// Notes a coordinator just made; value coordinators (`Void`) are not counted.
    static func note<Coordinator>(_ coordinator: Coordinator) {
        guard Coordinator.self is AnyObject.Type else { return }
        entries.append(Entry(coordinator as AnyObject))
        if entries.count >= sweepAt {
            sweep()
            sweepAt = max(64, entries.count * 2)
        }
    }

    /// The coordinators alive now.
    package static var liveCount: Int {
        sweep()
        return entries.count
    }

    private static func sweep() {
        entries.removeAll { $0.object == nil }
    }
}
