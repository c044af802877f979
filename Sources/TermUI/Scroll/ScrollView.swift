import CursesKit

/// A viewport onto content larger than itself, hosted on CursesKit's
/// `ScrollContainer`.
///
/// Vertical by default: the content is laid out at the viewport's width
/// (less the indicator column) and its full height. The mouse wheel, Page
/// Up / Page Down and Up / Down (when no widget inside took them) scroll; a
/// widget inside that gains focus (Tab, a click, `@FocusState`) is scrolled
/// into view. The scroll view is as tall as what it is offered, up to its
/// content's height.
///
/// `ScrollView(.horizontal)` lays its content out at its ideal width, and
/// Left / Right (when no widget inside took them) and the wheel with Shift
/// (or the plain wheel, with no vertical axis) scroll it sideways; its
/// indicator is a row at the bottom. `[.horizontal, .vertical]` does both.
///
/// ```swift
/// ScrollView {
///     VStack(alignment: .leading) {
///         ForEach(messages) { Text($0.subject) }
///     }
/// }
/// ```
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// Body is `Never`: hosted on a `ScrollContainer`.
    public typealias Body = Never
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// A scroll view over `content`, scrolling along `axes`.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeBehavior() -> NodeBehavior { ScrollBehavior(view: self) }
}

/// Hosts a scroll view: the container is the node's widget, the content's
/// widgets go into the container's content widget, placed as if unscrolled
/// (the container moves its content widget by the offset).
@MainActor
final class ScrollBehavior<Content: View>: ViewBehavior<ScrollView<Content>> {
    private let contentWidget = Widget()
    private(set) lazy var container = ScrollContainer(content: contentWidget)
    /// What the lazy views inside see of the content.
    private let viewport = ScrollViewport()

    override var widget: Widget? { container }
    override var containerWidget: Widget? { contentWidget }
    override var isLayoutTransparent: Bool { false }

    /// Besides its content (which says for itself when its size changed),
    /// a scroll view is sized by its axes and indicators: a new value lays
    /// out only when it changes those from what the container was last given.
    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool {
        container.showsScrollIndicator != view.showsIndicators
            || container.scrollsVertically != view.axes.contains(.vertical)
            || container.scrollsHorizontally != view.axes.contains(.horizontal)
    }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        container.showsScrollIndicator = view.showsIndicators
        container.scrollsVertically = view.axes.contains(.vertical)
        container.scrollsHorizontally = view.axes.contains(.horizontal)
        if reasons.contains(.initial) { viewport.attach(node: node, container: container) }
        node.reconcile([ChildSpec(key: .index(0), view: view.content)], transaction: transaction)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.stackAxis = nil
        environment.scrollViewport = viewport
        return environment
    }

    override func containerOrigin(_ node: ViewNode) -> Point { node.frame.origin }

    private var vertical: Bool { view.axes.contains(.vertical) }
    private var horizontal: Bool { view.axes.contains(.horizontal) }
    /// The column a vertical indicator takes, the row a horizontal one takes.
    private var indicatorWidth: Int { container.showsScrollIndicator && vertical ? 1 : 0 }
    private var indicatorHeight: Int { container.showsScrollIndicator && horizontal ? 1 : 0 }

    /// The content's size for a viewport of `viewport`: its ideal size along
    /// the scrolled axes, the viewport's across the others.
    private func contentSize(_ node: ViewNode, viewport: ProposedSize) -> Size {
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .sizeThatFits(
                ProposedSize(
                    width: horizontal ? nil : viewport.width, height: vertical ? nil : viewport.height),
                units: node.layoutUnitsOfChildren)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let viewport = ProposedSize(
            width: proposal.width.map { max(0, $0 - indicatorWidth) },
            height: proposal.height.map { max(0, $0 - indicatorHeight) })
        let content = contentSize(node, viewport: viewport)
        // Greedy across a vertical scroll view, as before; along a scrolled
        // axis, and across a horizontal one, as long as the content, up to the offer.
        return Size(
            width: horizontal || !vertical
                ? Self.hugging(proposal.width, content.width + indicatorWidth)
                : (proposal.width ?? content.width + indicatorWidth),
            height: Self.hugging(proposal.height, content.height + indicatorHeight))
    }

    /// The content's length, up to a finite offer.
    private static func hugging(_ offered: Int?, _ content: Int) -> Int {
        guard let offered, offered < Int.infinity / 2 else { return content }
        return min(offered, content)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let viewport = Size(
            width: max(0, rect.width - indicatorWidth), height: max(0, rect.height - indicatorHeight))
        let content = contentSize(node, viewport: ProposedSize(viewport))
        let size = Size(
            width: horizontal ? max(content.width, viewport.width) : viewport.width,
            height: vertical ? content.height : viewport.height)
        container.contentSize = size
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .place(node.layoutUnitsOfChildren, in: Rect(origin: rect.origin, size: size))
    }

    override func layoutPriority(_ node: ViewNode) -> Double { 0 }
}

extension ScrollBehavior: ScrollTargetHost {
    /// Scrolls so that the view with `id` shows at `anchor`: its rows in the
    /// content are where it was placed, less where the content starts.
    func scroll(to id: AnyHashable, anchor: UnitPoint?, node: ViewNode) -> Bool {
        guard let target = node.children.lazy.compactMap({ $0.descendant(identifiedBy: id) }).first,
            let rows = target.laidOutRows
        else { return false }
        container.contentOffset = ScrollTarget.offset(
            top: rows.top - node.frame.minY, height: rows.bottom - rows.top,
            viewport: container.bounds.height, current: container.contentOffset, anchor: anchor)
        return true
    }
}

extension ScrollView {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
