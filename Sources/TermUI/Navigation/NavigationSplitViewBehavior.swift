import CursesKit

/// Hosts a ``NavigationSplitView``: a `‹ Back` row (shown only when
/// collapsed and past the sidebar), then one ``PaneView`` per column, all
/// kept mounted. Wide, the visible columns sit side by side with a rule
/// between them; narrow, one column shows at a time.
@MainActor
final class NavigationSplitViewBehavior<Sidebar: View, Content: View, Detail: View>: ViewBehavior<
    NavigationSplitView<Sidebar, Content, Detail>
>
{
    private let splitWidget = NavigationSplitWidget()
    private weak var node: ViewNode?
    /// One pane per column: sidebar, (content,) detail.
    private var panes: [Pane] = []
    /// True while the view is narrower than its collapse width (decided in layout).
    private(set) var isCollapsed = false
    /// The column a collapsed view shows.
    private(set) var compactColumn = 0
    /// True when the next render moves focus into the column a collapsed view shows.
    private var entersCompactColumn = false

    override var widget: Widget? { splitWidget }
    override var containerWidget: Widget? { splitWidget }
    override var isLayoutTransparent: Bool { false }
    override func containerOrigin(_ node: ViewNode) -> Point { node.frame.origin }
    override var handlesKeyPresses: Bool { true }

    private var columnCount: Int { view.content == nil ? 2 : 3 }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        self.node = node
        while panes.count < columnCount { panes.append(Pane()) }
        compactColumn = min(compactColumn, columnCount - 1)
        var specs = [
            ChildSpec(
                key: .index(0),
                view: NavigationSplitHeader(
                    depth: isCollapsed ? compactColumn : 0,
                    popTo: { [weak self] column in self?.showCompactColumn(column) }))
        ]
        specs.append(ChildSpec(key: .index(1), view: PaneView(content: view.sidebar, pane: panes[0])))
        if let content = view.content {
            specs.append(ChildSpec(key: .index(2), view: PaneView(content: content, pane: panes[1])))
        }
        specs.append(
            ChildSpec(key: .index(3), view: PaneView(content: view.detail, pane: panes[columnCount - 1])))
        node.reconcile(specs, transaction: transaction)
        // Resolved after this pass's layout, which shows the column.
        if entersCompactColumn, let graph = node.graph { panes[compactColumn].requestFocus(in: graph) }
        entersCompactColumn = false
    }

    /// The columns shown side by side: all, or fewer as `columnVisibility` says.
    private var wideColumns: [Int] {
        switch view.columnVisibility?.wrappedValue.kind ?? .automatic {
        case .automatic, .all: Array(0..<columnCount)
        case .doubleColumn: columnCount == 3 ? [1, 2] : [0, 1]
        case .detailOnly: [columnCount - 1]
        }
    }

    /// The columns shown now, left to right.
    private var shownColumns: [Int] { isCollapsed ? [compactColumn] : wideColumns }

    // MARK: Collapsed

    /// Shows `column` of the collapsed stack; focus goes into it (back into
    /// where it was, for a column shown before).
    func showCompactColumn(_ column: Int) {
        guard column >= 0, column < columnCount, column != compactColumn, let node, let graph = node.graph
        else { return }
        panes[compactColumn].noteFocus(graph.focusChain.focused)
        compactColumn = column
        entersCompactColumn = true
        node.invalidate(.stateChanged, transaction: Transaction())
    }

    // MARK: Keys

    /// Tab and Shift-Tab go through the focused column's controls, then on
    /// to the next (or previous) column's, rather than across the screen.
    override func handleKeyPress(_ key: KeyEvent, node: ViewNode) -> Bool {
        let forward: Bool
        switch key.key {
        case .tab where key.modifiers.isEmpty: forward = true
        case .backTab: forward = false
        default: return false
        }
        guard !isCollapsed, let graph = node.graph, let focused = graph.focusChain.focused,
            !(focused is TextArea)
        else { return false }
        let columns = shownColumns
        guard let current = columns.firstIndex(where: { focused.isDescendant(of: panes[$0].widget) }) else {
            return false
        }
        let order = graph.focusChain.focusableWidgets
        let inColumn = order.filter { $0.isDescendant(of: panes[columns[current]].widget) }
        if let at = inColumn.firstIndex(where: { $0 === focused }) {
            let next = at + (forward ? 1 : -1)
            if inColumn.indices.contains(next) { return graph.focusChain.focus(inColumn[next]) }
        }
        var column = current + (forward ? 1 : -1)
        while columns.indices.contains(column) {
            let stops = order.filter { $0.isDescendant(of: panes[columns[column]].widget) }
            if let target = forward ? stops.first : stops.last { return graph.focusChain.focus(target) }
            column += forward ? 1 : -1
        }
        // Past the last column: Tab goes on as anywhere else.
        return false
    }

    /// Ctrl-→ / Ctrl-←: the next / previous column (collapsed: shows it).
    /// Collapsed, also Enter (shows the next column) and Esc, ←, Backspace
    /// outside a text field (back), when nothing else took them.
    override func handleUnclaimedKey(_ key: KeyEvent, node: ViewNode) -> Bool {
        guard let graph = node.graph else { return false }
        let step: Int
        switch (key.key, key.modifiers) {
        case (.right, .control): step = 1
        case (.left, .control): step = -1
        case (.enter, []) where isCollapsed: step = 1
        case (.escape, []) where isCollapsed, (.left, []) where isCollapsed: step = -1
        case (.backspace, []) where isCollapsed:
            let focused = graph.focusChain.focused
            if focused is TextInput || focused is TextArea { return false }
            step = -1
        default: return false
        }
        if isCollapsed {
            let column = compactColumn + step
            guard column >= 0, column < columnCount else { return false }
            showCompactColumn(column)
            return true
        }
        let columns = shownColumns
        let focused = graph.focusChain.focused
        let current = columns.firstIndex { column in
            focused.map { $0.isDescendant(of: panes[column].widget) } ?? false
        }
        let target = (current ?? (step > 0 ? -1 : columns.count)) + step
        guard columns.indices.contains(target), let entry = panes[columns[target]].entryWidget(in: graph)
        else {
            return false
        }
        if let current { panes[columns[current]].noteFocus(focused) }
        return graph.focusChain.focus(entry)
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        proposal.replacingUnspecified(with: Size(width: 80, height: 24))
    }

    /// The widths of `count` columns side by side in `width` (a rule between
    /// each two): leading columns about a quarter (two columns: 3/10) each,
    /// within 14 ... 28, the detail the rest.
    static func columnWidths(count: Int, width: Int) -> [Int] {
        guard count > 1 else { return [width] }
        let share = count == 2 ? width * 3 / 10 : width / 4
        let leading = min(28, max(14, share))
        let fitted = min(leading, max(0, (width - (count - 1)) / count))
        let detail = max(0, width - (count - 1) * (fitted + 1))
        return Array(repeating: fitted, count: count - 1) + [detail]
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let collapsed = rect.width < NavigationSplitView<Sidebar, Content, Detail>.collapseWidth
        if collapsed != isCollapsed {
            isCollapsed = collapsed
            // Collapsing shows the column that has focus.
            if collapsed, let focused = node.graph?.focusChain.focused,
                let column = panes.firstIndex(where: { focused.isDescendant(of: $0.widget) })
            {
                compactColumn = column
            }
            // The header row and the focus follow on the next pass.
            node.invalidate(.stateChanged, transaction: Transaction())
        }
        guard node.children.count == columnCount + 1 else { return }
        let header = node.children[0]
        let headerHeight = isCollapsed && compactColumn > 0 ? min(1, rect.height) : 0
        header.place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: headerHeight))
        let body = Rect(
            x: rect.minX, y: rect.minY + headerHeight, width: rect.width, height: rect.height - headerHeight)
        let shown = shownColumns
        var frames: [Int: Rect] = [:]
        var dividers: [Int] = []
        var x = body.minX
        for (position, width) in Self.columnWidths(count: shown.count, width: body.width).enumerated() {
            frames[shown[position]] = Rect(x: x, y: body.minY, width: width, height: body.height)
            x += width
            if position < shown.count - 1 {
                dividers.append(x - rect.minX)
                x += 1
            }
        }
        splitWidget.dividers = dividers
        for column in 0..<columnCount {
            let pane = panes[column]
            pane.widget.isHidden = frames[column] == nil
            if pane.widget.isHidden, let focused = node.graph?.focusChain.focused { pane.noteFocus(focused) }
            node.children[column + 1].place(in: frames[column] ?? body)
        }
    }
}
