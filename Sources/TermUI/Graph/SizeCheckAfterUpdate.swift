/// A hosted widget's size checked after its update, instead of a layout
/// from its node up before it: a widget measures cheaply, and a new tint or
/// value seldom changes its size (laying the path to the root out again
/// cost a Form screen 400 measurements a key, the context screen's accent
/// a layout from its root). Used by ``HostedBehavior`` and ``RepresentableHost``.
@MainActor
struct SizeCheckAfterUpdate {
    private var isPending = false

    /// Called from `renderMayChangeSize` for a render that may change the
    /// size: true when the check can wait for the update (not the first
    /// render, the widget exists and the node has sizes cached).
    mutating func waitsForUpdate(_ node: ViewNode, reasons: [UpdateReason], hasWidget: Bool) -> Bool {
        guard !reasons.contains(.initial), hasWidget, !node.sizeCache.isEmpty else { return false }
        isPending = true
        return true
    }

    /// After the update: measures the node's cached proposals again with
    /// `measure` and lays the node out only if an answer changed.
    mutating func run(_ node: ViewNode, measure: (ProposedSize) -> Size) {
        guard isPending else { return }
        isPending = false
        let unchanged = node.sizeCache.allSatisfy { proposal, size in measure(proposal) == size }
        if !unchanged { node.setNeedsLayout() }
    }
}
