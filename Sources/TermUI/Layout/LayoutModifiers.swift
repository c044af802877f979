import CursesKit

/// A modifier that changes how its one content is sized and placed.
@MainActor
protocol LayoutModifierView: View, PrimitiveView where Body == Never {
    var content: any View { get }
    /// The size for `proposal`, given a way to ask the content; `metrics`
    /// turns the modifier's points into cells.
    func size(_ proposal: ProposedSize, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Size
    /// The content's rectangle inside `rect`.
    func childRect(in rect: Rect, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Rect
    var priority: Double? { get }
    /// True when the size depends only on the proposal (a frame of fixed width and height).
    var sizeIgnoresContent: Bool { get }
}

extension LayoutModifierView {
    func makeBehavior() -> NodeBehavior { LayoutModifierBehavior(view: self) }
    var priority: Double? { nil }
    var sizeIgnoresContent: Bool { false }
}

@MainActor
final class LayoutModifierBehavior<Modifier: LayoutModifierView>: ViewBehavior<Modifier> {
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
        view.size(proposal, metrics: node.environment.cellMetrics) { Self.contentSize($0, node) }
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let inner = view.childRect(in: rect, metrics: node.environment.cellMetrics) {
            Self.contentSize($0, node)
        }
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.center, spacing: 0)
            .place(node.layoutUnitsOfChildren, in: inner)
    }

    override func sizeIgnoresContent(_ node: ViewNode) -> Bool { view.sizeIgnoresContent }

    override func layoutPriority(_ node: ViewNode) -> Double {
        if let priority = view.priority { return priority }
        return super.layoutPriority(node)
    }

    private static func contentSize(_ proposal: ProposedSize, _ node: ViewNode) -> Size {
        let units = node.layoutUnitsOfChildren
        if units.count == 1 { return units[0].sizeThatFits(proposal) }
        return StackLayout(axis: .vertical, alignment: HorizontalAlignment.center, spacing: 0)
            .sizeThatFits(proposal, units: units)
    }
}

/// The edges padding applies to.
public struct Edge: OptionSet, Sendable, Hashable {
    /// The edge bits.
    public let rawValue: UInt8
    /// Edges from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Edge(rawValue: 1)
    /// The left edge.
    public static let leading = Edge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edge(rawValue: 4)
    /// The right edge.
    public static let trailing = Edge(rawValue: 8)
    /// The left and right edges.
    public static let horizontal: Edge = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Edge = [.top, .bottom]
    /// All four edges.
    public static let all: Edge = [.top, .leading, .bottom, .trailing]
}

struct PaddingModifier: LayoutModifierView {
    typealias Body = Never
    let content: any View
    /// In points.
    let insets: EdgeInsets

    /// SwiftUI's default padding: 16 points, which is 2 columns and 1 row.
    static let defaultLength: CGFloat = 16

    private func cells(_ metrics: CellMetrics) -> (top: Int, left: Int, bottom: Int, right: Int) {
        (
            metrics.rows(insets.top), metrics.columns(insets.leading), metrics.rows(insets.bottom),
            metrics.columns(insets.trailing)
        )
    }

    func size(_ proposal: ProposedSize, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Size {
        let i = cells(metrics)
        let inner = child(
            ProposedSize(
                width: proposal.width.map { max(0, $0 - i.left - i.right) },
                height: proposal.height.map { max(0, $0 - i.top - i.bottom) }))
        return Size(width: inner.width + i.left + i.right, height: inner.height + i.top + i.bottom)
    }

    func childRect(in rect: Rect, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Rect {
        let i = cells(metrics)
        return rect.inset(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
    }
}

struct FrameModifier: LayoutModifierView {
    typealias Body = Never
    let content: any View
    /// The lengths in points.
    var width: CGFloat?
    var height: CGFloat?
    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var idealHeight: CGFloat?
    var maxHeight: CGFloat?
    let alignment: Alignment

    var sizeIgnoresContent: Bool { width != nil && height != nil }

    /// The frame's lengths in cells.
    private struct Cells {
        var width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Int?
    }

    private func cells(_ metrics: CellMetrics) -> Cells {
        Cells(
            width: width.map(metrics.width), height: height.map(metrics.height),
            minWidth: minWidth.map(metrics.width), idealWidth: idealWidth.map(metrics.width),
            maxWidth: maxWidth.map(metrics.width), minHeight: minHeight.map(metrics.height),
            idealHeight: idealHeight.map(metrics.height), maxHeight: maxHeight.map(metrics.height))
    }

    private func clamp(_ value: Int, min low: Int?, max high: Int?) -> Int {
        var result = value
        if let high { result = Swift.min(result, high) }
        if let low { result = Swift.max(result, low) }
        return result
    }

    private func proposedAxis(_ offered: Int?, fixed: Int?, min low: Int?, ideal: Int?, max high: Int?)
        -> Int?
    {
        if let fixed { return fixed }
        guard let offered = offered ?? ideal else { return nil }
        return clamp(offered, min: low, max: high)
    }

    func size(_ proposal: ProposedSize, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Size {
        let c = cells(metrics)
        let childProposal = ProposedSize(
            width: proposedAxis(
                proposal.width, fixed: c.width, min: c.minWidth, ideal: c.idealWidth, max: c.maxWidth),
            height: proposedAxis(
                proposal.height, fixed: c.height, min: c.minHeight, ideal: c.idealHeight, max: c.maxHeight))
        let inner = child(childProposal)
        func axis(_ fixed: Int?, _ low: Int?, _ high: Int?, _ offered: Int?, _ childLength: Int) -> Int {
            if let fixed { return fixed }
            if low == nil && high == nil { return childLength }
            // A flexible frame fills what is offered, within its bounds.
            var length = childLength
            if let high, let offered { length = Swift.max(childLength, Swift.min(high, offered)) }
            return clamp(length, min: low, max: high)
        }
        return Size(
            width: axis(c.width, c.minWidth, c.maxWidth, proposal.width, inner.width),
            height: axis(c.height, c.minHeight, c.maxHeight, proposal.height, inner.height))
    }

    func childRect(in rect: Rect, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Rect {
        // The content is offered what the frame offers it for this rectangle
        // (its fixed size, or the rectangle within its bounds), not the whole
        // rectangle: a frame placed in more room than it asked for (the root
        // of a screen) keeps its content at the frame's size, as in SwiftUI.
        let c = cells(metrics)
        let inner = child(
            ProposedSize(
                width: proposedAxis(
                    rect.width, fixed: c.width, min: c.minWidth, ideal: c.idealWidth, max: c.maxWidth),
                height: proposedAxis(
                    rect.height, fixed: c.height, min: c.minHeight, ideal: c.idealHeight, max: c.maxHeight)))
        let size = Size(
            width: Swift.min(inner.width, rect.width), height: Swift.min(inner.height, rect.height))
        let offset = alignment.offset(of: size, in: rect.size)
        return Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: size.width, height: size.height)
    }
}

struct FixedSizeModifier: LayoutModifierView {
    typealias Body = Never
    let content: any View
    let horizontal: Bool
    let vertical: Bool

    func size(_ proposal: ProposedSize, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Size {
        child(
            ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    }

    /// The content at its ideal size on the fixed axes, centred in `rect`
    /// (and never beyond it): placed in more room than it asked for (the
    /// root of a screen), it keeps its own size, as in SwiftUI.
    func childRect(in rect: Rect, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Rect {
        let wanted = size(ProposedSize(rect.size), metrics: metrics, child: child)
        let width = horizontal ? min(wanted.width, rect.width) : rect.width
        let height = vertical ? min(wanted.height, rect.height) : rect.height
        return Rect(
            x: rect.minX + (rect.width - width) / 2, y: rect.minY + (rect.height - height) / 2, width: width,
            height: height)
    }
}

struct PriorityModifier: LayoutModifierView {
    typealias Body = Never
    let content: any View
    let value: Double
    var priority: Double? { value }

    func size(_ proposal: ProposedSize, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Size {
        child(proposal)
    }
    func childRect(in rect: Rect, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Rect { rect }
}

extension View {
    /// Adds `length` points of space (16 by default: 2 columns and 1 row)
    /// around the view on `edges`.
    ///
    /// Points become cells as ``EnvironmentValues/cellSize`` says: 8 points
    /// a column, 16 a row, so `.padding(20)` is 2 columns and 1 row.
    public func padding(_ edges: Edge = .all, _ length: CGFloat? = nil) -> some View {
        let length = length ?? PaddingModifier.defaultLength
        return PaddingModifier(
            content: self,
            insets: EdgeInsets(
                top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0
            ))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds the given points of space on each edge.
    ///
    /// ```swift
    /// Text("Note").padding(EdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16))
    /// ```
    public func padding(_ insets: EdgeInsets) -> some View { PaddingModifier(content: self, insets: insets) }

    /// Gives the view a fixed width and/or height in points, placing it by `alignment` inside.
    ///
    /// `.frame(width: 300, height: 200)` is 37 columns by 12 rows at the
    /// default cell size (``EnvironmentValues/cellSize``); a positive length
    /// is at least one cell.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        FrameModifier(content: self, width: width, height: height, alignment: alignment)
    }

    /// Gives the view flexible bounds in points: it takes what it is offered
    /// within `min...max` (use `.infinity` to fill), its ideal size when
    /// nothing is offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        FrameModifier(
            content: self, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight,
            idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
    }

    /// Keeps the view at its ideal size on both axes, whatever it is offered.
    public func fixedSize() -> some View {
        FixedSizeModifier(content: self, horizontal: true, vertical: true)
    }

    /// Keeps the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        FixedSizeModifier(content: self, horizontal: horizontal, vertical: vertical)
    }

    /// Stacks offer space to higher priorities first (0 by default).
    public func layoutPriority(_ value: Double) -> some View { PriorityModifier(content: self, value: value) }
}

extension FrameModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension PaddingModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
