/// One row of a ``Table``: each column's view for the row's value, side by
/// side at the widths the columns share (the header reads the same widths).
/// A row is one line; a cell wider than its column is cut off.
struct TableRowCells<Value: Identifiable>: View, PrimitiveView {
    typealias Body = Never

    let columns: [AnyTableColumn<Value>]
    let value: Value

    func makeBehavior() -> NodeBehavior { TableRowBehavior(view: self) }
}

/// Type-to-select reads a table row by its first column's text.
extension TableRowCells: ListRowTextContent {
    var listRowText: String? { columns.first?.text(value) }
}

/// Lays a row's cells out at their columns' widths.
@MainActor
final class TableRowBehavior<Value: Identifiable>: ViewBehavior<TableRowCells<Value>> {
    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        let value = view.value
        let cells = view.columns.enumerated().map { index, column in
            ChildSpec(key: .index(index), view: column.cell(value))
        }
        node.reconcile(cells, transaction: transaction)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let natural = view.columns.reduce(0) { $0 + ($1.width.fixed ?? $1.width.ideal ?? 10) + 1 }
        return Size(width: proposal.width ?? natural, height: 1)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let widths = TableColumnWidth.resolve(view.columns.map(\.width), total: rect.width)
        let offsets = TableColumnWidth.offsets(widths, from: rect.minX)
        for (index, child) in node.children.enumerated() where index < widths.count {
            let width = max(0, min(widths[index], rect.maxX - offsets[index]))
            child.place(in: Rect(x: offsets[index], y: rect.minY, width: width, height: min(1, rect.height)))
        }
    }
}
