/// Where a `@State` value lives: in its view's node, for the node's whole life.
@MainActor
final class StateStorage<Value> {
    private(set) var value: Value
    weak var node: ViewNode?

    init(value: Value, node: ViewNode?) {
        self.value = value
        self.node = node
    }

    /// Stores `newValue` at once, so the next read sees it, wherever the
    /// write is made (an action, a body, `updateWidget`, a coordinator
    /// callback it fires, `.onAppear`, `.onChange`, a task). Only the
    /// re-render is deferred: the node is invalidated, and an invalidation
    /// made during a pass waits for the pass to end (``ViewGraph`` coalesces
    /// them into one more pass). An equal value schedules nothing.
    func write(_ newValue: Value, transaction: Transaction) {
        if ValueComparison.areEqual(value, newValue) { return }
        value = newValue
        node?.invalidate(.stateChanged, transaction: transaction)
    }
}

extension StateStorage: SnapshotSlot {
    var snapshotValue: Any { value }

    func restore(from value: Any) {
        if let value = value as? Value { self.value = value }
    }
}

/// A value read back through a ``Binding``: its storage object and the path into it.
struct BindingIdentity: Hashable {
    let location: ObjectIdentifier
    var path: [AnyKeyPath]
}
