import CursesKit

/// One bar of toolbar items, laid out on one row: leading items from the
/// start, principal and status items in the middle, trailing items at the end.
struct ToolbarBar: View, PrimitiveView {
    typealias Body = Never
    let entries: [ToolbarEntry]
    /// True when the bar's widgets go into a navigation stack's title row.
    let isInTitleRow: Bool

    func makeBehavior() -> NodeBehavior { ToolbarBarBehavior(view: self) }
}

/// Hosts a bar: its items' widgets go into ``barWidget``, which is the
/// node's own widget (a grey row) or, in a title row, a transparent layer
/// the row holds over its breadcrumb.
@MainActor
final class ToolbarBarBehavior: ViewBehavior<ToolbarBar> {
    let barWidget = ToolbarBarWidget()

    var isInTitleRow: Bool { view.isInTitleRow }

    override var widget: Widget? { view.isInTitleRow ? nil : barWidget }
    override var containerWidget: Widget? { barWidget }
    override var isLayoutTransparent: Bool { false }
    override func containerOrigin(_ node: ViewNode) -> Point { node.frame.origin }
    override func layoutPriority(_ node: ViewNode) -> Double { 0 }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        barWidget.backgroundStyle =
            view.isInTitleRow ? nil : Style(background: NavigationHeaderWidget.barColor)
        node.reconcile(
            view.entries.enumerated().map { ChildSpec(key: .index($0.offset), view: $0.element.view) },
            transaction: transaction)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.stackAxis = nil
        environment.backgroundColor = NavigationHeaderWidget.barColor
        return environment
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let widths = node.children.map { $0.sizeThatFits(ProposedSize(width: nil, height: 1)).width }
        let total = widths.reduce(0, +) + max(0, widths.count - 1) + 2 * NavigationHeaderWidget.inset
        return Size(width: proposal.width ?? total, height: 1)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let inset = NavigationHeaderWidget.inset
        var groups: [ToolbarItemPlacement.Position: [(ViewNode, Int)]] = [:]
        for (child, entry) in zip(node.children, view.entries) {
            let width = child.sizeThatFits(ProposedSize(width: nil, height: 1)).width
            groups[entry.placement.position, default: []].append((child, width))
        }
        func span(_ position: ToolbarItemPlacement.Position) -> Int {
            let items = groups[position] ?? []
            return items.reduce(0) { $0 + $1.1 } + max(0, items.count - 1)
        }
        func lay(_ position: ToolbarItemPlacement.Position, from start: Int) {
            var x = start
            for (child, width) in groups[position] ?? [] {
                let shown = max(0, min(width, rect.maxX - x))
                child.place(in: Rect(x: x, y: rect.minY, width: shown, height: min(1, rect.height)))
                x += width + 1
            }
        }
        let leading = span(.leading) + span(.bottom)
        let trailing = span(.trailing)
        lay(.leading, from: rect.minX + inset)
        lay(.bottom, from: rect.minX + inset)
        lay(.trailing, from: rect.maxX - inset - trailing)
        let middle = span(.principal) + span(.status)
        let center = rect.minX + max(leading + inset, (rect.width - middle) / 2)
        lay(.principal, from: center)
        lay(.status, from: center)
        barWidget.reserved = (leading: leading, trailing: trailing)
    }
}

/// The layer of a bar's item widgets; in a title row it tells the row how
/// much room the items take at each end, so the breadcrumb fits between.
@MainActor
final class ToolbarBarWidget: Widget {
    /// Columns the leading and trailing items take.
    var reserved = (leading: 0, trailing: 0) {
        didSet {
            if reserved != oldValue { superwidget?.setNeedsDisplay() }
        }
    }
}
