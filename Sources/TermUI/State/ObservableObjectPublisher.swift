import Locking

/// The publisher an ``ObservableObject`` announces its changes through:
/// Combine's `ObservableObjectPublisher`, which Linux has not.
///
/// Call ``send()`` before the object changes (a `@Published` property does it
/// for you). Every view that holds the object through `@StateObject`,
/// `@ObservedObject` or `@EnvironmentObject` renders again in the next pass,
/// once however many sends came before it. `send()` may be called from any
/// thread; the views update on the main actor.
///
/// ```swift
/// final class Timer: ObservableObject {
///     let objectWillChange = ObservableObjectPublisher()
///     var ticks = 0 { willSet { objectWillChange.send() } }
/// }
/// ```
public final class ObservableObjectPublisher: Sendable {
    private struct Subscribers {
        var next = 0
        var actions: [Int: @Sendable () -> Void] = [:]
    }

    private let subscribers = Locked(Subscribers())

    /// Creates a publisher nobody listens to yet.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        // Called outside the lock: a subscriber may subscribe or cancel in turn.
        let actions = subscribers.withLock { Array($0.actions.values) }
        for action in actions { action() }
    }

    /// Calls `action` on every ``send()`` until the returned subscription is
    /// cancelled or released.
    func subscribe(_ action: @escaping @Sendable () -> Void) -> ObjectWillChangeSubscription {
        let id = subscribers.withLock { state in
            defer { state.next += 1 }
            state.actions[state.next] = action
            return state.next
        }
        return ObjectWillChangeSubscription(publisher: self, id: id)
    }

    fileprivate func cancel(_ id: Int) {
        _ = subscribers.withLock { $0.actions.removeValue(forKey: id) }
    }

    /// How many subscriptions are live (tests).
    var subscriberCount: Int { subscribers.withLock { $0.actions.count } }
}

/// One subscriber's place in an ``ObservableObjectPublisher``: released, it leaves.
final class ObjectWillChangeSubscription: Sendable {
    private let publisher: ObservableObjectPublisher
    private let id: Int

    fileprivate init(publisher: ObservableObjectPublisher, id: Int) {
        self.publisher = publisher
        self.id = id
    }

    deinit { publisher.cancel(id) }
}
