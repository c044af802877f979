import CursesKit

/// The subviews a custom ``Layout`` arranges, in the order its content lists
/// them (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// The position of the first subview.
    public let startIndex: Int
    /// The position after the last subview.
    public let endIndex: Int
    private let nodes: [ViewNode]
    private let placements: LayoutPlacements?
    /// The layout's cell size, which its points are converted with.
    let metrics: CellMetrics

    init(_ nodes: [ViewNode], placements: LayoutPlacements?, metrics: CellMetrics) {
        self.init(nodes, range: nodes.indices, placements: placements, metrics: metrics)
    }

    private init(_ nodes: [ViewNode], range: Range<Int>, placements: LayoutPlacements?, metrics: CellMetrics)
    {
        self.nodes = nodes
        self.startIndex = range.lowerBound
        self.endIndex = range.upperBound
        self.placements = placements
        self.metrics = metrics
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], placements: placements, metrics: metrics)
    }

    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes, range: bounds, placements: placements, metrics: metrics)
    }

    /// True when both list the same views in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.count == rhs.count && zip(lhs.units, rhs.units).allSatisfy { $0 === $1 }
    }

    /// The nodes, for TermUI's own layouts (stacks) that place them directly.
    var units: [ViewNode] { Array(nodes[startIndex..<endIndex]) }

    /// Notes that a built-in layout placed every subview itself.
    @MainActor func notePlacedAll() { placements?.placed.formUnion(units.map(ObjectIdentifier.init)) }
}

/// One subview of a custom ``Layout``: ask its size, give it a place
/// (SwiftUI's `LayoutSubview`).
public struct LayoutSubview: Equatable {
    let node: ViewNode
    private let placements: LayoutPlacements?
    private let metrics: CellMetrics

    init(node: ViewNode, placements: LayoutPlacements?, metrics: CellMetrics) {
        self.node = node
        self.placements = placements
        self.metrics = metrics
    }

    /// The size the subview wants for `proposal`, in points (whole cells).
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        metrics.points(node.sizeThatFits(proposal.cells(metrics)))
    }

    /// Places the subview so that its `anchor` is at `position` (in the
    /// bounds' coordinates, points), sized for `proposal`.
    ///
    /// The position is rounded to a whole cell as every length is
    /// (``EnvironmentValues/cellSize``); a subview is never drawn outside
    /// the cells it is given.
    @MainActor public func place(
        at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
    ) {
        let size = node.sizeThatFits(proposal.cells(metrics))
        let points = metrics.points(size)
        let corner = metrics.cells(
            CGPoint(x: position.x - anchor.x * points.width, y: position.y - anchor.y * points.height))
        node.place(in: Rect(origin: corner, size: size))
        placements?.placed.insert(ObjectIdentifier(node))
    }

    /// The subview's layout priority (`.layoutPriority(_:)`), 0 by default.
    @MainActor public var priority: Double { node.behavior.layoutPriority(node) }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`,
    /// or the key's default.
    @MainActor public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        LayoutValues.value(key, for: node) ?? Key.defaultValue
    }

    /// True when both stand for the same view.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

/// The subviews a custom layout placed during one `placeSubviews`.
@MainActor
final class LayoutPlacements {
    var placed: Set<ObjectIdentifier> = []
}
