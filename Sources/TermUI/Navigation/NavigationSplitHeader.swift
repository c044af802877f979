import CursesKit

/// The `‹ Back` row of a collapsed ``NavigationSplitView``: the stack's
/// title row (``NavigationHeaderWidget``), one crumb per column shown so far.
struct NavigationSplitHeader: HostedView {
    typealias Body = Never
    /// How many columns deep the collapsed stack is (0: the sidebar, no row).
    let depth: Int
    let popTo: @MainActor (Int) -> Void

    func makeWidget(target: ActionTarget) -> NavigationHeaderWidget { NavigationHeaderWidget() }

    func update(_ widget: NavigationHeaderWidget, environment: EnvironmentValues, transaction: Transaction) {
        widget.titles = Array(repeating: nil, count: depth + 1)
        widget.popTo = popTo
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: NavigationHeaderWidget) -> Size {
        guard depth > 0 else { return .zero }
        return Size(width: proposal.width ?? 8, height: 1)
    }
}

/// The split view's own widget: its columns' widgets go inside, and it
/// draws the rules between them.
@MainActor
final class NavigationSplitWidget: Widget {
    /// The columns (in the widget's coordinates) where a rule is drawn.
    var dividers: [Int] = [] {
        didSet { if dividers != oldValue { setNeedsDisplay() } }
    }

    override func draw(in surface: Surface) {
        for x in dividers {
            surface.fill(
                Rect(x: x, y: 0, width: 1, height: bounds.height), with: "│", style: Style(attributes: .dim))
        }
    }
}
