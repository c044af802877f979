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
        return sharesStorage(columns, other.columns) && columns.count == other.columns.count
            && ValueComparison.areEqual(value, other.value)
    }
}

/// True when two arrays are one storage. Nonisolated: a main-actor closure
/// handed to the standard library checks its executor on every call.
private nonisolated func sharesStorage<Element>(_ first: [Element], _ second: [Element]) -> Bool {
    first.withUnsafeBufferPointer { mine in
        second.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
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
        if let width = proposal.width { return Size(width: width, height: 1) }
        var natural = 0
        for column in view.columns { natural += (column.width.fixed ?? column.width.ideal ?? 10) + 1 }
        return Size(width: natural, height: 1)
    }

    /// The widths last resolved, for these columns (held, so their storage
    /// is not reused by another array) at this total width: a row placed
    /// again (a scroll moves every row) does not share the width out again.
    private var resolved: (columns: [AnyTableColumn<Value>], total: Int, widths: [Int])?

    override func place(_ node: ViewNode, in rect: Rect) {
        let widths = columnWidths(total: rect.width)
        var x = rect.minX
        var index = 0
        for child in node.children {
            guard index < widths.count else { break }
            let width = max(0, min(widths[index], rect.maxX - x))
            child.place(in: Rect(x: x, y: rect.minY, width: width, height: min(1, rect.height)))
            x += widths[index] + TableColumnWidth.spacing
            index += 1
        }
    }

    private func columnWidths(total: Int) -> [Int] {
        let columns = view.columns
        if let resolved, resolved.total == total, resolved.columns.count == columns.count {
            if sharesStorage(columns, resolved.columns) { return resolved.widths }
        }
        // A loop, not `map(\.width)`: a key path into a generic type is made anew on every call.
        var declared: [TableColumnWidth] = []
        declared.reserveCapacity(columns.count)
        for column in columns { declared.append(column.width) }
        let widths = TableColumnWidth.resolve(declared, total: total)
        resolved = (columns, total, widths)
        return widths
    }
}
