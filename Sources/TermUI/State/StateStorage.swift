/// Where a `@State` value lives: in its view's node, for the node's whole life.
@MainActor
final class StateStorage<Value> {
    private(set) var value: Value
    weak var node: ViewNode?

    init(value: Value, node: ViewNode?) {
        self.value = value
        self.node = node
    }

    /// Submits a write: applied now, or queued behind earlier writes and any running pass.
    func write(_ newValue: Value, transaction: Transaction) {
        guard let node, let graph = node.graph else {
            value = newValue
            return
        }
        graph.submitWrite { [weak self] in
            guard let self else { return }
            if ValueComparison.areEqual(self.value, newValue) { return }
            self.value = newValue
            self.node?.invalidate(.stateChanged, transaction: transaction)
        }
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
