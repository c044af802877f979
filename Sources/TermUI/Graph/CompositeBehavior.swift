import Observation

/// The behaviour of a view with a body: bind its dynamic properties to the
/// node, evaluate `body` under observation tracking, reconcile the one child.
@MainActor
final class CompositeBehavior: NodeBehavior {
    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        PropertyBinder(node: node).bindProperties(of: node.view)
        node.environmentReads.reset()
        let body = node.graph?.withTrackedAccess(of: node) { CompositeBehavior.evaluateBody(of: node.view) }
        guard let body else { return }
        node.reconcile([ChildSpec(key: .index(0), view: body)], transaction: transaction)
    }

    override func layoutPriority(_ node: ViewNode) -> Double {
        node.children.first.map { $0.behavior.layoutPriority($0) } ?? 0
    }

    static func evaluateBody(of view: any View) -> any View {
        func open<V: View>(_ view: V) -> any View { view.body }
        return open(view)
    }
}
