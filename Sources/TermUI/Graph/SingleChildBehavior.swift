/// A modifier whose one child is its `content`.
@MainActor
protocol SingleContentView: View {
    associatedtype Content: View
    var content: Content { get }
}

/// A modifier with one child that reacts to the node's life.
///
/// `V` has no requirement, as in ``ViewBehavior``: the initializer asks for
/// `V: SingleContentView` and keeps the conformance, so the runtime looks no
/// conformance up when it makes a subclass's superclass (7 scans of every
/// conformance record to the demo's first frame).
@MainActor
class SingleChildBehavior<V>: ViewBehavior<V> {
    /// `V`, as a view with one child.
    private let contentKind: any SingleContentView.Type

    init(view: V) where V: SingleContentView {
        contentKind = V.self
        super.init(view: view)
    }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        func content<M: SingleContentView>(_: M.Type) -> any View { _identityCast(view, to: M.self).content }
        node.reconcile([ChildSpec(key: .index(0), view: content(contentKind))], transaction: transaction)
        didRender(node, isFirst: reasons.contains(.initial))
    }

    func didRender(_ node: ViewNode, isFirst: Bool) {}

    /// A modifier with one child (a key, a gesture, a lifecycle action, a
    /// text style) is the size of its child, which says when that changed:
    /// its own new value lays nothing out. One whose value a layout reads
    /// (a layout value, a preference) says otherwise.
    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { false }
}
