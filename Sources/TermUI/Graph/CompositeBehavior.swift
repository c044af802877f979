import Observation

/// The behaviour of a view with a body: bind its dynamic properties to the
/// node, evaluate `body` under observation tracking, reconcile the one child.
@MainActor
final class CompositeBehavior<V: View>: ViewBehavior<V> {
    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        PropertyBinder(node: node).bindProperties(of: view)
        node.environmentReads?.reset()
        let body = node.graph?.withTrackedAccess(of: node) { view.body }
        guard let body else { return }
        node.reconcile([ChildSpec(key: .index(0), view: body)], transaction: transaction)
    }

    /// A body's node has no size of its own: its child and the reconcile say what changed size.
    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { false }

    override func layoutPriority(_ node: ViewNode) -> Double {
        node.children.first.map { $0.behavior.layoutPriority($0) } ?? 0
    }
}
