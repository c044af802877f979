import CursesKit

/// The container a custom ``Layout`` makes of its content (`MyLayout { … }`).
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func makeBehavior() -> NodeBehavior { LayoutBehavior(view: self) }
}

extension LayoutView {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

/// Hosts a custom layout: its subviews are the content's layout units; it
/// keeps the layout's cache, made on first use and updated whenever the
/// layout, its subviews or their sizes change.
@MainActor
final class LayoutBehavior<L: Layout, Content: View>: ViewBehavior<LayoutView<L, Content>> {
    private var cache: L.Cache?

    /// A proposal no parent makes: its entry in the node's child-size cache
    /// says the cache is current. The node drops that cache whenever its
    /// size may have changed (its own change or a descendant's), which is
    /// exactly when SwiftUI updates a layout's cache.
    private static var cacheMark: ProposedSize { ProposedSize(width: -1, height: -1) }

    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        node.reconcile([ChildSpec(key: .index(0), view: view.content)], transaction: transaction)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.stackAxis = nil
        return environment
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let metrics = node.environment.cellMetrics
        let subviews = LayoutSubviews(node.layoutUnitsOfChildren, placements: nil, metrics: metrics)
        var cache = currentCache(node, subviews)
        defer { self.cache = cache }
        let size = view.layout.sizeThatFits(
            proposal: ProposedViewSize(proposal, metrics), subviews: subviews, cache: &cache)
        return metrics.cells(size)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let placements = LayoutPlacements()
        let units = node.layoutUnitsOfChildren
        let metrics = node.environment.cellMetrics
        let subviews = LayoutSubviews(units, placements: placements, metrics: metrics)
        var cache = currentCache(node, subviews)
        view.layout.placeSubviews(
            in: metrics.points(rect), proposal: ProposedViewSize(ProposedSize(rect.size), metrics),
            subviews: subviews, cache: &cache)
        self.cache = cache
        // SwiftUI centres a subview the layout did not place.
        for unit in units where !placements.placed.contains(ObjectIdentifier(unit)) {
            let wanted = unit.sizeThatFits(ProposedSize(rect.size))
            let size = Size(width: min(wanted.width, rect.width), height: min(wanted.height, rect.height))
            let offset = Alignment.center.offset(of: size, in: rect.size)
            unit.place(
                in: Rect(
                    x: rect.minX + offset.x, y: rect.minY + offset.y, width: size.width, height: size.height))
        }
    }

    override func layoutPriority(_ node: ViewNode) -> Double { 0 }

    override func willChange(from old: LayoutView<L, Content>, to new: LayoutView<L, Content>) {
        // A new layout value (an `AnyLayout` switching, a changed spacing) updates the cache.
        cacheMarked = false
    }

    private var cacheMarked = false

    private func currentCache(_ node: ViewNode, _ subviews: LayoutSubviews) -> L.Cache {
        guard var cache else {
            let made = view.layout.makeCache(subviews: subviews)
            mark(node)
            return made
        }
        if !cacheMarked || node.childSizeCache[Self.cacheMark] == nil {
            view.layout.updateCache(&cache, subviews: subviews)
            mark(node)
        }
        return cache
    }

    private func mark(_ node: ViewNode) {
        node.childSizeCache[Self.cacheMark] = []
        cacheMarked = true
    }
}
