import CursesKit

/// A vertical viewport onto content taller than itself, hosted on CursesKit's
/// `ScrollContainer`.
///
/// The content is laid out at the viewport's width (less the indicator
/// column) and its full height. The mouse wheel, Page Up / Page Down and
/// Up / Down (when no widget inside took them) scroll; a widget inside that
/// gains focus (Tab, a click, `@FocusState`) is scrolled into view. The
/// scroll view is as tall as what it is offered, up to its content's height.
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
    let showsIndicators: Bool
    let content: Content

    /// A scroll view over `content`; only `.vertical` scrolling exists.
    public init(
        _ axis: Axis = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
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

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        container.showsScrollIndicator = view.showsIndicators
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

    private var indicatorWidth: Int { container.showsScrollIndicator ? 1 : 0 }

    private func contentSize(_ node: ViewNode, width: Int?) -> Size {
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .sizeThatFits(ProposedSize(width: width, height: nil), units: node.layoutUnitsOfChildren)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let innerWidth = proposal.width.map { max(0, $0 - indicatorWidth) }
        let content = contentSize(node, width: innerWidth)
        let width = proposal.width ?? (content.width + indicatorWidth)
        let height: Int
        if let offered = proposal.height, offered < Int.infinity / 2 {
            height = min(offered, content.height)
        } else {
            height = content.height
        }
        return Size(width: width, height: height)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let width = max(0, rect.width - indicatorWidth)
        let height = contentSize(node, width: width).height
        container.contentSize = Size(width: width, height: height)
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .place(
                node.layoutUnitsOfChildren, in: Rect(x: rect.minX, y: rect.minY, width: width, height: height)
            )
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
