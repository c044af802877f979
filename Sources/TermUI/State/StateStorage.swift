/// Where a `@State` value lives: in its view's node, for the node's whole life.
@MainActor
final class StateStorage<Value> {
    /// The value, read without recording a dependency (a binding's snapshot,
    /// a comparison, a state snapshot); views read ``trackedValue``.
    private(set) var value: Value
    /// The owner.
    weak var node: ViewNode?
    /// The nodes a write invalidates: those that read the value since it last changed.
    private var readers = StateReaders()

    init(value: Value, node: ViewNode?) {
        self.value = value
        self.node = node
    }

    /// The value, read by a view: the node being evaluated becomes a reader.
    var trackedValue: Value {
        readers.noteRead(owner: node)
        return value
    }

    /// Stores `newValue` at once, so the next read sees it, wherever the
    /// write is made (an action, a body, `updateWidget`, a coordinator
    /// callback it fires, `.onAppear`, `.onChange`, a task). Only the
    /// re-render is deferred: the node is invalidated, and an invalidation
    /// made during a pass waits for the pass to end (``ViewGraph`` coalesces
    /// them into one more pass). The nodes invalidated are the readers, not
    /// the owner as such (see ``StateReaders``); once the owner has gone, none
    /// are. An equal value schedules nothing.
    func write(_ newValue: Value, transaction: Transaction) {
        if ValueComparison.areEqual(value, newValue) { return }
        value = newValue
        guard node?.isMounted == true else { return }
        readers.invalidate(transaction: transaction)
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
    /// True when the location is a `@State` slot, whose reads are recorded
    /// (``StateReaders``): a node that read through the binding is
    /// invalidated by the write itself, so a binding handed down again is
    /// the same input whatever value it was made with.
    var readsAreTracked = false
}
