import CursesKit

/// Hosts a ``List``: flattens its content into rows without building them,
/// keeps a node only for each row on screen (made in layout, where the
/// list's height and its rows' heights are known), and moves a cursor that
/// a single selection follows.
///
/// The list's size depends only on what it is offered, so a change inside
/// it lays out the list alone (``sizeIgnoresContent(_:)``).
@MainActor
final class ListBehavior<SelectionValue: Hashable, Content: View>: ViewBehavior<
    List<SelectionValue, Content>
>,
ListWorkReporting
{
    let listWidget = ListWidget()
    private(set) weak var node: ViewNode?
    private(set) var rows: ListRows?
    private(set) var style = ListStyle.plain
    /// True when the indicator's column is kept even when the rows fit (a table).
    private var reservesIndicator = false
    /// The row the keys act on: its key, and its index when last seen.
    var cursor: (key: ListRowKey, index: Int)?
    /// What Delete asked to remove, until the cursor row is gone (or the
    /// cursor moves): the row to go to then, and the tags to deselect.
    var pendingDeletion: PendingDeletion?
    /// The single selection's value when last read or written: a different
    /// one was set from outside, and the cursor goes to it.
    var seenSelection: AnyHashable?
    /// The first row on screen.
    var topRow = 0
    /// True when the next layout scrolls the cursor row into view.
    var revealsCursor = false
    private var rowsNeedUpdate = true
    /// The build of the rows' views (see ``ListRowContent``): a new one when
    /// the rows' content may have changed, and each row on screen makes its
    /// view again; within one, only a row whose look changed is made again.
    private var build = 0
    private var transaction = Transaction()
    /// The indices of the rows that have nodes, top to bottom.
    private(set) var shownRows: [Int] = []
    private var rowNodes: [ListRowKey: ViewNode] = [:]
    private var rowWidth = 0
    /// True when every row is one line (see ``noteWhetherRowsAreOneLine(_:)``), as of the rows made last.
    private var rowsAreOneLine = false
    /// Rows wholly on screen at the last layout (a page).
    private(set) var fullyShownCount = 1
    /// Type-to-select: the letters typed so far and when the last one came.
    var typedPrefix = ""
    var typedAt: Date?
    /// The row last pressed and when, to tell a double click.
    var lastPress: (index: Int, at: Date)?
    var work = ListRowWork()
    /// The environment's refresh action (`.refreshable`), and its run while it lasts.
    var refreshAction: RefreshAction?
    var refreshTask: Task<Void, Never>?
    /// The swipe actions the open menu offers.
    var swipeButtons: [SwipeButton] = []
    /// The outline rows shown expanded (kept while the list is mounted).
    let expansion = ListOutlineExpansion()
    /// True while the environment's edit mode is on: deletable rows show `⊖`.
    private(set) var isEditing = false
    /// True between a press that deleted a row (on its `⊖`) and its release.
    var deletedOnPress = false

    override var widget: Widget? { listWidget }
    override var containerWidget: Widget? { listWidget }
    override var isLayoutTransparent: Bool { false }
    override func containerOrigin(_ node: ViewNode) -> Point { node.frame.origin }
    override func sizeIgnoresContent(_ node: ViewNode) -> Bool { true }
    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { false }
    override func layoutPriority(_ node: ViewNode) -> Double { 0 }

    /// A `.contextMenu(forSelectionType:)` around the list: a right click on a row opens it.
    override var opensContextMenu: Bool { node?.environment.listSelectionMenu != nil }

    override func openContextMenu(at location: Point, node: ViewNode) -> Bool {
        guard let menu = node.environment.listSelectionMenu else { return false }
        let position = node.children.firstIndex { $0.frame.minY <= location.y && location.y < $0.frame.maxY }
        let index = position.flatMap { $0 < shownRows.count ? shownRows[$0] : nil }
        menu.open(menuTags(forRow: index), location)
        return true
    }

    /// Asked its ideal size, a list answers this (SwiftUI's lists take what they are offered).
    static var idealSize: Size { Size(width: 30, height: 10) }

    var selection: ListSelection<SelectionValue> { view.selection }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        if self.node == nil {
            self.node = node
            listWidget.keyHandler = { [weak self] key in self?.handle(key) ?? false }
            listWidget.keyHintsProvider = { [weak self] in self?.keyHints ?? [] }
            listWidget.copyTextProvider = { [weak self] in self?.textToCopy }
            listWidget.mouseHandler = { [weak self] mouse in self?.handle(mouse) ?? false }
        }
        node.environmentReads?.reset()
        let environment = node.trackedEnvironment
        style = environment.listStyle
        reservesIndicator = environment.listReservesScrollIndicator
        refreshAction = environment.refresh
        let wasEditing = isEditing
        isEditing = environment.editMode?.wrappedValue.isEditing == true
        listWidget.backgroundStyle = Style(background: environment.backgroundColor ?? .default)
        listWidget.drawsTrailingRule = style.trailingRule > 0
        let rows = ListRows(view.content, expansion: expansion)
        self.rows = rows
        resolveCursor(in: rows)
        // Only what the list itself read changed (its selection, an outline's
        // expansion): its view and environment, and so its data and row
        // closures, are those the rows on screen were made from.
        let onlyReadsChanged =
            !reasons.isEmpty && reasons.allSatisfy { $0 == .stateChanged || $0 == .observedChanged }
        if !onlyReadsChanged || isEditing != wasEditing { build += 1 }
        rowsNeedUpdate = true
        self.transaction = transaction
        // The rows are made in layout; the list's own size stays.
        node.setNeedsLayout(childrenChanged: true)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.stackAxis = nil
        return environment
    }

    override func unmount(_ node: ViewNode) {
        rowNodes = [:]
        refreshTask?.cancel()
        listWidget.closeMenu()
        self.node = nil
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        proposal.replacingUnspecified(with: Self.idealSize)
    }

    // MARK: Rows on screen

    override func place(_ node: ViewNode, in whole: Rect) {
        guard let rows else { return }
        // A refresh's busy row takes the top line.
        let busy = refreshTask == nil ? 0 : min(1, whole.height)
        let rect = Rect(x: whole.minX, y: whole.minY + busy, width: whole.width, height: whole.height - busy)
        let reserve = style.trailingRule + (reservesIndicator || rows.count > rect.height ? 1 : 0)
        let width = max(0, rect.width - reserve)
        if width != rowWidth {
            rowWidth = width
            rowsNeedUpdate = true
            build += 1
        }
        // Heights of rows not yet made are guessed (one line); once made, a
        // second look with their real heights settles the window.
        noteWhetherRowsAreOneLine(node)
        defer { nodesByIndex.removeAll(keepingCapacity: true) }
        var window = self.window(rows, height: rect.height)
        if rowsNeedUpdate || window != shownRows {
            makeRows(window, of: rows, in: node)
            noteWhetherRowsAreOneLine(node)
        }
        window = self.window(rows, height: rect.height)
        if window != shownRows {
            makeRows(window, of: rows, in: node)
            noteWhetherRowsAreOneLine(node)
        }
        rowsNeedUpdate = false
        revealsCursor = false

        var y = rect.minY
        var whole = 0
        for child in node.children {
            let height = child.sizeThatFits(ProposedSize(width: width, height: nil)).height
            let shown = min(height, max(0, rect.maxY - y))
            child.place(in: Rect(x: rect.minX, y: y, width: width, height: shown))
            if shown == height, height > 0 { whole += 1 }
            y += height
        }
        fullyShownCount = max(1, whole)
        listWidget.indicator =
            rows.count > rect.height ? (top: topRow, shown: shownRows.count, total: rows.count) : nil
    }

    /// Notes whether every row has one line: each row made measures one
    /// line at the rows' width, and the style sets no row apart with a
    /// margin (so a row not made is guessed one line too).
    private func noteWhetherRowsAreOneLine(_ node: ViewNode) {
        rowsAreOneLine = style.kind != .inset
        // A loop: a main-actor closure handed to `allSatisfy` checks its executor per row.
        for child in node.children where rowsAreOneLine {
            rowsAreOneLine = child.sizeThatFits(ProposedSize(width: rowWidth, height: nil)).height == 1
        }
    }

    /// The nodes of the rows found by index during one ``place(_:in:)``,
    /// whose rows do not change: the window is worked out twice, and a row's
    /// key (its path and id, `AnyHashable`s) was made, hashed and compared each time.
    private var nodesByIndex: [Int: ViewNode] = [:]

    /// The height of row `index`: its node's, or a guess for a row not made.
    private func height(of index: Int, in rows: ListRows) -> Int {
        // Every row's answer is one line: no row is looked up.
        if rowsAreOneLine { return 1 }
        if let node = nodesByIndex[index], node.isMounted {
            return node.sizeThatFits(ProposedSize(width: rowWidth, height: nil)).height
        }
        let row = rows.row(at: index)
        if let node = rowNodes[row.key] {
            nodesByIndex[index] = node
            return node.sizeThatFits(ProposedSize(width: rowWidth, height: nil)).height
        }
        return 1 + style.topMargin(for: row, at: index)
    }

    /// The rows to show from ``topRow`` (moved to bring the cursor into view
    /// when asked, and up when the rows end before the list does).
    private func window(_ rows: ListRows, height viewport: Int) -> [Int] {
        let count = rows.count
        guard count > 0, viewport > 0 else {
            topRow = 0
            return []
        }
        topRow = min(max(0, topRow), count - 1)
        if revealsCursor, let cursor = cursor?.index, cursor < count {
            if cursor < topRow {
                topRow = cursor
            } else {
                var used = 0
                var index = cursor
                while index >= topRow {
                    used += height(of: index, in: rows)
                    if used > viewport { break }
                    index -= 1
                }
                if used > viewport { topRow = min(cursor, index + 1) }
            }
        }
        var window: [Int] = []
        var used = 0
        var index = topRow
        while index < count, used < viewport {
            window.append(index)
            used += height(of: index, in: rows)
            index += 1
        }
        while topRow > 0 {
            let above = height(of: topRow - 1, in: rows)
            if used + above > viewport { break }
            topRow -= 1
            window.insert(topRow, at: 0)
            used += above
        }
        return window
    }

    /// Makes the rows of `window` the list's children: rows already shown
    /// keep their nodes (and compare their new views: one whose look and
    /// build are the same is left alone), new ones are built, the rest are
    /// removed. Each row node makes its own view (see ``ListRowContent``).
    private func makeRows(_ window: [Int], of rows: ListRows, in node: ViewNode) {
        let multiple = selection.isMultiple
        let gutter = multiple ? 2 : 1
        var specs: [ChildSpec] = []
        specs.reserveCapacity(window.count)
        // One read of a single selection for all rows, compared by value
        // where a row's tag has the selection's type (no cast per row).
        let selected = multiple ? nil : selection.singleValue
        let selectionType = ObjectIdentifier(SelectionValue.self)
        func isSelected(_ tag: AnyHashable?) -> Bool {
            guard let tag else { return false }
            guard !multiple else { return selection.contains(tag) }
            guard let selected else { return false }
            return ObjectIdentifier(type(of: tag.base)) == selectionType
                ? tag == selected : selection.contains(tag)
        }
        for index in window {
            let row = rows.row(at: index)
            let content = ListRowContent(
                build: row.isMadeWhileFlattening ? nil : build, make: countingCalls(of: row))
            let leading = style.leadingInset(for: row)
            var view = ListRowView(
                content: content, kind: row.kind,
                isSelected: row.kind == .row && isSelected(row.tag),
                isCursor: cursor?.index == index, gutter: gutter, showsCheckMark: multiple,
                leading: leading + (row.outline?.indent ?? 0), trailing: style.trailingInset,
                topMargin: style.topMargin(for: row, at: index), style: style.kind,
                showsDeleteMarker: isEditing && row.editing?.actions.onDelete != nil)
            if let outline = row.outline, outline.isExpandable {
                view.disclosure = ListDisclosureMark(
                    column: gutter + leading + outline.depth * 2, isExpanded: outline.isExpanded)
            }
            specs.append(ChildSpec(key: .row(row.key), view: view))
        }
        var before = Set<ObjectIdentifier>()
        before.reserveCapacity(node.children.count)
        for child in node.children { before.insert(ObjectIdentifier(child)) }
        node.reconcile(specs, transaction: transaction)
        // Only the rows that came and went change the map (a scroll: one
        // each), so the keys of the rows that stayed are not hashed again.
        var shown = Set<ObjectIdentifier>()
        shown.reserveCapacity(node.children.count)
        for child in node.children {
            shown.insert(ObjectIdentifier(child))
            guard !before.contains(ObjectIdentifier(child)) else { continue }
            work.rowsBuilt += 1
            if case .row(let key) = child.identity.key {
                rowNodes[key] = child
            }
        }
        var gone: [ListRowKey] = []
        for (key, row) in rowNodes where !shown.contains(ObjectIdentifier(row)) { gone.append(key) }
        for key in gone { rowNodes[key] = nil }
        shownRows = window
    }

    /// What makes `row`'s view, counting the calls of a `ForEach` row closure.
    private func countingCalls(of row: ListRow) -> @MainActor () -> any View {
        let makeView = row.makeView
        guard row.isLazy else { return { makeView() } }
        return { [weak self] in
            self?.work.rowViewsMade += 1
            return makeView()
        }
    }

    /// The node of the row with `key`, while it is on screen.
    func rowNode(for key: ListRowKey) -> ViewNode? { rowNodes[key] }

    // MARK: The cursor

    /// True when the cursor may stop on `row`: a row (not a header or
    /// footer) that, in a list with a selection, has a selection value.
    func isSelectable(_ row: ListRow) -> Bool {
        guard row.kind == .row else { return false }
        return selection.isSelectable ? selection.value(of: row.tag) != nil : true
    }

    /// Finds the cursor again after the content changed: by the selection
    /// when it was set from outside, else by the cursor row's key (near
    /// where it was, then anywhere), else the row now at its place.
    private func resolveCursor(in rows: ListRows) {
        if case .single = selection {
            let value = selection.singleValue
            if value != seenSelection {
                seenSelection = value
                if let value,
                    let index = find(
                        in: rows, near: cursor?.index ?? 0, where: { $0.kind == .row && $0.tag == value })
                {
                    cursor = (rows.row(at: index).key, index)
                    revealsCursor = true
                    return
                }
            }
        }
        guard let current = cursor else { return }
        if current.index < rows.count, rows.row(at: current.index).key == current.key { return }
        if let index = find(in: rows, near: current.index, where: { $0.key == current.key }) {
            cursor = (current.key, index)
        } else if let deletion = pendingDeletion {
            // The cursor row was deleted: the row that followed takes its place.
            pendingDeletion = nil
            let following = deletion.following.flatMap { key in
                find(in: rows, near: current.index, where: { $0.key == key })
            }
            cursor = following.map { (rows.row(at: $0).key, $0) }
            switch selection {
            case .none: break
            case .single:
                if let following {
                    let tag = rows.row(at: following).tag
                    selection.select(tag)
                    seenSelection = selection.value(of: tag).map { AnyHashable($0) }
                } else {
                    selection.deselect(deletion.tags)
                    seenSelection = nil
                }
            case .multiple: selection.deselect(deletion.tags)
            }
            revealsCursor = true
        } else if rows.count > 0 {
            let start = min(current.index, rows.count - 1)
            let index =
                nextSelectable(in: rows, from: start, step: 1)
                ?? nextSelectable(in: rows, from: start, step: -1)
            cursor = index.map { (rows.row(at: $0).key, $0) }
        } else {
            cursor = nil
        }
    }

    /// The first row from `start` on, going by `step`, where the cursor may stop.
    func nextSelectable(in rows: ListRows, from start: Int, step: Int) -> Int? {
        var index = start
        while index >= 0, index < rows.count {
            if isSelectable(rows.row(at: index)) { return index }
            index += step
        }
        return nil
    }

    /// The index of a row matching `test`: first within a screenful around
    /// `hint`, then anywhere (a scan, only when the row went far or away).
    func find(in rows: ListRows, near hint: Int, where test: (ListRow) -> Bool) -> Int? {
        let low = max(0, hint - 64)
        let high = min(rows.count, hint + 64)
        for index in low..<max(low, high) where test(rows.row(at: index)) { return index }
        for index in 0..<rows.count where index < low || index >= high {
            if test(rows.row(at: index)) { return index }
        }
        return nil
    }

    /// Renders the list again (its cursor or scroll position changed).
    func invalidate() {
        node?.invalidate(.stateChanged, transaction: Transaction())
    }
}
