/// A node's subscription to one ``ObservableObject``'s publisher: the part
/// `@StateObject`, `@ObservedObject` and `@EnvironmentObject` share.
///
/// Kept in the node's state slot, so it lives as long as the node: the node
/// unmounted, the slot and its subscription go, and later sends reach no one.
@MainActor
final class ObjectObservation {
    private var publisher: ObservableObjectPublisher?
    private var subscription: ObjectWillChangeSubscription?

    /// Subscribes `node` to `object`'s changes, unless it already is; a node
    /// handed another object leaves the first one's publisher.
    func observe(_ object: (some ObservableObject)?, node: ViewNode) {
        observe(object?.objectWillChange, node: node)
    }

    /// Subscribes `node` to `next` (a store key's publisher, an object's), unless it already is.
    func observe(_ next: ObservableObjectPublisher?, node: ViewNode) {
        if next === publisher { return }
        publisher = next
        subscription = nil
        guard let next, let graph = node.graph else { return }
        subscription = next.subscribe(graph.changeNotifier(for: node))
    }
}
