/// One row of a ``Table``: each column's view for the row's value, side by
/// side at the widths the columns share (the header reads the same widths).
/// A row is one line; a cell wider than its column is cut off.
struct TableRowCells<Value: Identifiable>: View, PrimitiveView {
    typealias Body = Never

    let columns: [AnyTableColumn<Value>]
    let value: Value

    func makeBehavior() -> NodeBehavior { TableRowBehavior(view: self) }
}

/// Columns made in one evaluation of the table (the same array storage) and
/// an equal value are the same row: the row's cells are not made again.
/// Columns made again (the table re-evaluated) are a new input, as their
/// closures never compare equal; what a cell's closure reads is the row's
/// own dependency (``TableRowBehavior`` tracks it), so a change of it
/// reaches the row without the columns being made again.
extension TableRowCells: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        let sameColumns = columns.withUnsafeBufferPointer { mine in
            other.columns.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
        return sameColumns && columns.count == other.columns.count
            && ValueComparison.areEqual(value, other.value)
    }
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
        let view = self.view
        // The cells run the app's closures: what they read is this row's dependency.
        let cells = node.graph?.withTrackedAccess(of: node) { Self.cells(of: view) } ?? Self.cells(of: view)
        node.reconcile(cells, transaction: transaction)
    }

    private static func cells(of view: TableRowCells<Value>) -> [ChildSpec] {
        view.columns.enumerated().map { index, column in
            ChildSpec(key: .index(index), view: column.cell(view.value))
        }
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
