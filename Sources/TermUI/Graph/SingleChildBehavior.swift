/// A modifier whose one child is its `content`.
@MainActor
protocol SingleContentView: View {
    associatedtype Content: View
    var content: Content { get }
}

/// A modifier with one child that reacts to the node's life.
@MainActor
class SingleChildBehavior<V: SingleContentView>: ViewBehavior<V> {
    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        node.reconcile([ChildSpec(key: .index(0), view: view.content)], transaction: transaction)
        didRender(node, isFirst: reasons.contains(.initial))
    }

    func didRender(_ node: ViewNode, isFirst: Bool) {}

    /// A modifier with one child (a key, a gesture, a lifecycle action, a
    /// text style) is the size of its child, which says when that changed:
    /// its own new value lays nothing out. One whose value a layout reads
    /// (a layout value, a preference) says otherwise.
    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { false }
}
