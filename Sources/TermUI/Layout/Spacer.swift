import CursesKit

/// Flexible empty space that pushes its siblings apart along the stack's axis.
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: View, PrimitiveView, Equatable {
    /// Body is `Never`: a spacer draws nothing.
    public typealias Body = Never
    /// In points.
    let minLength: CGFloat

    /// Space of at least `minLength` points (0 by default).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength ?? 0 }

    func makeBehavior() -> NodeBehavior { SpacerBehavior(view: self) }
}

@MainActor
final class SpacerBehavior: ViewBehavior<Spacer> {
    override var isLayoutTransparent: Bool { false }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let environment = node.environment
        let metrics = environment.cellMetrics
        let columns = metrics.columns(view.minLength)
        let rows = metrics.rows(view.minLength)
        switch environment.stackAxis {
        case .horizontal: return Size(width: max(columns, proposal.width ?? columns), height: 0)
        case .vertical: return Size(width: 0, height: max(rows, proposal.height ?? rows))
        case nil:
            return Size(
                width: max(columns, proposal.width ?? columns), height: max(rows, proposal.height ?? rows))
        }
    }

    override func place(_ node: ViewNode, in rect: Rect) {}
}

/// A line separating content: horizontal in a VStack, vertical in an HStack.
public struct Divider: View, Equatable {
    /// Body is `Never`: a divider is hosted on a widget.
    public typealias Body = Never

    /// Creates a divider.
    public init() {}
}

extension Divider: HostedView {
    static var firesActions: Bool { false }
    func makeWidget(target: ActionTarget) -> LineWidget { LineWidget() }

    func update(_ widget: LineWidget, environment: EnvironmentValues, transaction: Transaction) {
        widget.isVertical = environment.stackAxis == .horizontal
        widget.style = Style(foreground: environment.foregroundColor ?? .gray)
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: LineWidget) -> Size {
        widget.isVertical
            ? Size(width: 1, height: proposal.height ?? 1) : Size(width: proposal.width ?? 1, height: 1)
    }
}

/// Draws a one-cell line across its bounds.
@MainActor
final class LineWidget: Widget {
    var isVertical = false {
        didSet { if isVertical != oldValue { setNeedsDisplay() } }
    }
    var style = Style.plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    override func draw(in surface: Surface) {
        surface.fill(bounds, with: isVertical ? "│" : "─", style: style)
    }
}
