import CursesKit

/// Lays out a ``Grid``: its lines are read from the nodes beneath it on
/// each measurement (a grid is eager: every cell has a node).
@MainActor
final class GridBehavior<Content: View>: ViewBehavior<Grid<Content>> {
    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        node.reconcile([ChildSpec(key: .index(0), view: view.content)], transaction: transaction)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        // A Divider outside a row draws across the grid, as in a VStack.
        environment.stackAxis = .vertical
        return environment
    }

    private func solve(_ proposal: ProposedSize, node: ViewNode) -> GridSolver {
        GridSolver(
            lines: GridSolver.lines(of: node), horizontalSpacing: view.horizontalSpacing,
            verticalSpacing: view.verticalSpacing, proposal: proposal)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        solve(proposal, node: node).size(proposedWidth: proposal.width)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let grid = solve(ProposedSize(rect.size), node: node)
        let gridWidth = grid.widths.isEmpty ? rect.width : grid.columnsWidth
        var y = rect.minY
        for (line, height) in zip(grid.lines, grid.heights) {
            switch line {
            case .spanning(let unit):
                place(
                    unit, in: Rect(x: rect.minX, y: y, width: gridWidth, height: height),
                    horizontal: view.alignment.horizontal, vertical: view.alignment.vertical, anchor: nil)
            case .cells(let cells, let rowAlignment):
                for cell in cells {
                    let slot = Rect(
                        x: rect.minX + grid.offset(of: cell.column), y: y,
                        width: grid.width(of: cell.columns),
                        height: height)
                    place(
                        cell.node, in: slot,
                        horizontal: grid.columnAlignment(cell.column) ?? view.alignment.horizontal,
                        vertical: rowAlignment ?? view.alignment.vertical, anchor: cell.anchor)
                }
            }
            y += height + view.verticalSpacing
        }
    }

    /// Places `unit` in its cell's `slot`, aligned, never beyond it.
    private func place(
        _ unit: ViewNode, in slot: Rect, horizontal: HorizontalAlignment, vertical: VerticalAlignment,
        anchor: UnitPoint?
    ) {
        let wanted = unit.sizeThatFits(ProposedSize(slot.size))
        let size = Size(width: min(wanted.width, slot.width), height: min(wanted.height, slot.height))
        var x = horizontal.offset(size.width, in: slot.width)
        var y = vertical.offset(size.height, in: slot.height)
        if let anchor {
            x = Int((CGFloat(slot.width - size.width) * anchor.x).rounded(.down))
            y = Int((CGFloat(slot.height - size.height) * anchor.y).rounded(.down))
        }
        unit.place(in: Rect(x: slot.minX + x, y: slot.minY + y, width: size.width, height: size.height))
    }

    override func layoutPriority(_ node: ViewNode) -> Double { 0 }
}
