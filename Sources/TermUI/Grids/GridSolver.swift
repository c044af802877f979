import CursesKit

/// One line of a ``Grid``: a row of cells, or a view across every column.
@MainActor
enum GridLine {
    case cells([GridCell], alignment: VerticalAlignment?)
    case spanning(ViewNode)
}

/// A cell of a grid row and what it set for the grid.
@MainActor
struct GridCell {
    let node: ViewNode
    let column: Int
    let span: Int
    let unsized: Axis.Set
    let anchor: UnitPoint?
    let columnAlignment: HorizontalAlignment?

    var columns: Range<Int> { column..<(column + span) }
}

/// A grid's columns and rows for one proposal, in cells.
@MainActor
struct GridSolver {
    let lines: [GridLine]
    let horizontalSpacing: Int
    let verticalSpacing: Int
    /// Column widths.
    private(set) var widths: [Int] = []
    /// Line heights.
    private(set) var heights: [Int] = []

    /// Reads the lines of a grid node: `GridRow`s are rows; other views
    /// found through transparent nodes (tuples, `ForEach`, `Group`) span.
    static func lines(of node: ViewNode) -> [GridLine] {
        var lines: [GridLine] = []
        collect(node.children, into: &lines)
        return lines
    }

    private static func collect(_ nodes: [ViewNode], into lines: inout [GridLine]) {
        for node in nodes {
            if let row = node.behavior as? GridRowNode {
                var column = 0
                let cells = node.layoutUnitsOfChildren.map { unit in
                    let span = LayoutValues.value(GridCellColumnsKey.self, for: unit) ?? 1
                    defer { column += span }
                    return GridCell(
                        node: unit, column: column, span: span,
                        unsized: LayoutValues.value(GridCellUnsizedAxesKey.self, for: unit) ?? [],
                        anchor: LayoutValues.value(GridCellAnchorKey.self, for: unit) ?? nil,
                        columnAlignment: LayoutValues.value(GridColumnAlignmentKey.self, for: unit) ?? nil)
                }
                lines.append(.cells(cells, alignment: row.rowAlignment))
            } else if node.behavior.isLayoutTransparent {
                collect(node.children, into: &lines)
            } else {
                lines.append(.spanning(node))
            }
        }
    }

    init(lines: [GridLine], horizontalSpacing: Int, verticalSpacing: Int, proposal: ProposedSize) {
        self.lines = lines
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        widths = columnWidths(for: proposal.width)
        heights = lines.map(height(of:))
    }

    var columnCount: Int {
        lines.map { line in
            if case .cells(let cells, _) = line { return cells.last.map { $0.columns.upperBound } ?? 0 }
            return 0
        }.max() ?? 0
    }

    /// The width of the columns and the spacing between them.
    var columnsWidth: Int { widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1) }

    /// The grid's size: its columns, or what its spanning views want when it has none.
    func size(proposedWidth: Int?) -> Size {
        var width = columnsWidth
        if widths.isEmpty {
            width =
                spanningNodes.map { $0.sizeThatFits(ProposedSize(width: proposedWidth, height: nil)).width }
                .max() ?? 0
        }
        let height = heights.reduce(0, +) + verticalSpacing * max(0, heights.count - 1)
        return Size(width: width, height: height)
    }

    /// The width a cell spanning `columns` is offered.
    func width(of columns: Range<Int>) -> Int {
        let spanned = columns.clamped(to: 0..<widths.count)
        return widths[spanned].reduce(0, +) + horizontalSpacing * max(0, spanned.count - 1)
    }

    /// The leading edge of `column`, from the grid's.
    func offset(of column: Int) -> Int {
        widths.prefix(column).reduce(0, +) + horizontalSpacing * column
    }

    /// The alignment a column's cells take from its first cell that sets one.
    func columnAlignment(_ column: Int) -> HorizontalAlignment? {
        for line in lines {
            guard case .cells(let cells, _) = line else { continue }
            if let cell = cells.first(where: { $0.column == column && $0.columnAlignment != nil }) {
                return cell.columnAlignment
            }
        }
        return nil
    }

    private var spanningNodes: [ViewNode] {
        lines.compactMap { if case .spanning(let node) = $0 { node } else { nil } }
    }

    private var sizedCells: [GridCell] {
        lines.flatMap { line -> [GridCell] in
            if case .cells(let cells, _) = line { return cells.filter { !$0.unsized.contains(.horizontal) } }
            return []
        }
    }

    /// Each column as wide as its widest cell; then fitted to `available`.
    private func columnWidths(for available: Int?) -> [Int] {
        var ideal = [Int](repeating: 0, count: columnCount)
        var greedy = [Bool](repeating: false, count: columnCount)
        let cells = sizedCells
        for cell in cells where cell.span == 1 {
            ideal[cell.column] = max(ideal[cell.column], cell.node.sizeThatFits(.unspecified).width)
            let widest = cell.node.sizeThatFits(ProposedSize(width: .infinity, height: nil)).width
            if widest >= Int.infinity / 2 { greedy[cell.column] = true }
        }
        // A cell across columns that wants more than they make widens the last of them.
        for cell in cells where cell.span > 1 {
            let wanted = cell.node.sizeThatFits(.unspecified).width
            let spanned = ideal[cell.columns].reduce(0, +) + horizontalSpacing * (cell.span - 1)
            if wanted > spanned { ideal[cell.columns.upperBound - 1] += wanted - spanned }
        }
        guard let available else { return ideal }
        let spacing = horizontalSpacing * max(0, ideal.count - 1)
        let total = ideal.reduce(0, +) + spacing
        if total > available { return Self.share(max(0, available - spacing), among: ideal) }
        let flexible = greedy.indices.filter { greedy[$0] }
        guard !flexible.isEmpty else { return ideal }
        var widths = ideal
        let extra = available - total
        for (position, column) in flexible.enumerated() {
            widths[column] += extra / flexible.count + (position < extra % flexible.count ? 1 : 0)
        }
        return widths
    }

    /// Shares `space` as a stack does: narrowest first, each at most an equal share of what is left.
    private static func share(_ space: Int, among ideal: [Int]) -> [Int] {
        var widths = ideal
        var remaining = space
        let order = ideal.indices.sorted { ideal[$0] < ideal[$1] }
        for (position, column) in order.enumerated() {
            let share = remaining / (order.count - position)
            widths[column] = min(ideal[column], share)
            remaining -= widths[column]
        }
        return widths
    }

    /// A line as tall as its tallest sized cell at its column's width.
    private func height(of line: GridLine) -> Int {
        switch line {
        case .spanning(let node):
            return node.sizeThatFits(ProposedSize(width: widths.isEmpty ? nil : columnsWidth, height: nil))
                .height
        case .cells(let cells, _):
            return cells.filter { !$0.unsized.contains(.vertical) }
                .map { $0.node.sizeThatFits(ProposedSize(width: width(of: $0.columns), height: nil)).height }
                .max() ?? 0
        }
    }
}
