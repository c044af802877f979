import CursesKit

/// A ``Table``'s header: the columns' titles in bold at the widths the rows
/// use, `▲` (ascending) or `▼` (descending) after the title of the column
/// the table is sorted by, and a rule under them. A click on a title sorts
/// by that column (again: the other way).
struct TableHeader: HostedView {
    typealias Body = Never

    let titles: [String]
    let widths: [TableColumnWidth]
    /// Columns before the first cell: the rows' cursor (and check mark) gutter.
    let gutter: Int
    /// The column sorted by and whether ascending, if any.
    let sorted: (column: Int, ascending: Bool)?
    /// Sorts by the column clicked.
    let onClick: @MainActor (Int) -> Void

    func makeWidget(target: ActionTarget) -> TableHeaderWidget { TableHeaderWidget() }

    func update(_ widget: TableHeaderWidget, environment: EnvironmentValues, transaction: Transaction) {
        widget.layout = TableHeaderWidget.Layout(
            titles: titles, widths: widths, gutter: gutter, sortedColumn: sorted?.column,
            ascending: sorted?.ascending ?? true)
        widget.onClick = onClick
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: TableHeaderWidget) -> Size {
        Size(width: proposal.width ?? 30, height: 2)
    }
}

/// Draws a ``TableHeader``.
@MainActor
final class TableHeaderWidget: Widget {
    struct Layout: Equatable {
        var titles: [String] = []
        var widths: [TableColumnWidth] = []
        var gutter = 1
        var sortedColumn: Int?
        var ascending = true
    }

    var layout = Layout() {
        didSet { if layout != oldValue { setNeedsDisplay() } }
    }
    var onClick: @MainActor (Int) -> Void = { _ in }

    /// The first column and width of each title, for the widget's width
    /// (less the gutter and the list's scroll indicator column, as the rows).
    private var columns: [(x: Int, width: Int)] {
        let total = max(0, bounds.width - layout.gutter - 1)
        let widths = TableColumnWidth.resolve(layout.widths, total: total)
        return Array(zip(TableColumnWidth.offsets(widths, from: layout.gutter), widths))
    }

    override func draw(in surface: Surface) {
        let style = backgroundStyle ?? .plain
        for (index, column) in columns.enumerated() where index < layout.titles.count {
            var title = layout.titles[index]
            var mark = ""
            if index == layout.sortedColumn { mark = layout.ascending ? "▲" : "▼" }
            let room = max(0, column.width - (mark.isEmpty ? 0 : 2))
            title = TextLayout.truncate(title, width: room)
            if !mark.isEmpty { title += " " + mark }
            surface.draw(
                TextLayout.truncate(title, width: max(0, bounds.width - column.x)),
                at: Point(x: column.x, y: 0),
                style: style.adding(.bold))
        }
        if bounds.height > 1 {
            surface.draw(
                String(repeating: "─", count: bounds.width), at: Point(x: 0, y: 1), style: style.adding(.dim))
        }
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard event.button == 1 else { return false }
        switch event.kind {
        case .press: return true
        case .release, .click:
            if let index = columns.firstIndex(where: {
                event.location.x >= $0.x && event.location.x < $0.x + $0.width
            }
            ) {
                onClick(index)
            }
            return true
        default: return false
        }
    }
}
