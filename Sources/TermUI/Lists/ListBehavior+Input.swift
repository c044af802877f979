import CursesKit

/// How a cursor move changes a set of selections.
enum ListSelectionChange {
    /// The cursor moves alone (arrows in a list with a set of selections).
    case none
    /// The row reached is added (Shift-arrows).
    case extend
    /// The row reached becomes the only one selected (a click; every move
    /// in a list with a single selection).
    case replace
}

extension ListBehavior {
    /// How long after a typed letter the next one continues the prefix.
    static var typeSelectInterval: Double { 1 }

    // MARK: Keys

    /// What a key does to the list; true when it used the key.
    func handle(_ key: KeyEvent) -> Bool {
        if listWidget.popup != nil { return handleMenuKey(key) }
        if key.key == .character("r"), key.modifiers == .control { return refresh() }
        if key == contextMenuKey, let menu = node?.environment.listSelectionMenu {
            return openSelectionMenu(menu)
        }
        guard let rows, rows.count > 0 else { return false }
        if key.key == .character("."), key.modifiers.isEmpty { return openSwipeActions() }
        let plain = key.modifiers.isEmpty
        let multiple = selection.isMultiple
        let change: ListSelectionChange = multiple ? .none : .replace
        switch key.key {
        case .up where plain: return moveCursor(by: -1, change: change)
        case .down where plain: return moveCursor(by: 1, change: change)
        case .up where key.modifiers == .shift:
            return moveCursor(by: -1, change: multiple ? .extend : .replace)
        case .down where key.modifiers == .shift:
            return moveCursor(by: 1, change: multiple ? .extend : .replace)
        case .up where key.modifiers == .alt: return moveRow(by: -1)
        case .down where key.modifiers == .alt: return moveRow(by: 1)
        case .left where plain: return moveInOutline(expanding: false)
        case .right where plain: return moveInOutline(expanding: true)
        case .home where plain: return move(to: nextSelectable(in: rows, from: 0, step: 1), change: change)
        case .end where plain:
            return move(to: nextSelectable(in: rows, from: rows.count - 1, step: -1), change: change)
        case .pageUp where plain: return page(by: -1, change: change)
        case .pageDown where plain: return page(by: 1, change: change)
        case .backspace where plain, .delete where plain: return deleteRows()
        case .enter where plain: return isEditing && deleteRows() || runPrimaryAction() || activateCursorRow()
        case .character("b") where key.modifiers == .control: return page(by: -1, change: change)
        case .character("f") where key.modifiers == .control: return page(by: 1, change: change)
        case .character(let character) where plain || key.modifiers == .shift:
            return type(character, change: change)
        default: return false
        }
    }

    /// Moves the cursor to the next row it may stop on, `delta` rows away
    /// (with no cursor yet, to the first such row on screen).
    private func moveCursor(by delta: Int, change: ListSelectionChange) -> Bool {
        guard let rows else { return false }
        guard let current = cursor?.index else {
            return move(to: nextSelectable(in: rows, from: topRow, step: 1), change: change)
        }
        let target = nextSelectable(in: rows, from: current + delta, step: delta < 0 ? -1 : 1)
        return move(to: target ?? current, change: change)
    }

    /// A page: the screen scrolls by the rows wholly shown, less one, and
    /// the cursor moves as far.
    private func page(by direction: Int, change: ListSelectionChange) -> Bool {
        guard let rows else { return false }
        let amount = max(1, fullyShownCount - 1)
        topRow = min(max(0, topRow + direction * amount), rows.count - 1)
        let start = min(max(0, (cursor?.index ?? topRow) + direction * amount), rows.count - 1)
        let target =
            nextSelectable(in: rows, from: start, step: direction)
            ?? nextSelectable(in: rows, from: start, step: -direction)
        return move(to: target, change: change)
    }

    /// Puts the cursor on row `index` (scrolled into view) and changes the selection as `change` says.
    @discardableResult
    func move(to index: Int?, change: ListSelectionChange) -> Bool {
        guard let rows else { return false }
        guard let index, index >= 0, index < rows.count else {
            invalidate()
            return true
        }
        let row = rows.row(at: index)
        cursor = (row.key, index)
        pendingDeletion = nil
        revealsCursor = true
        switch selection {
        case .none: break
        case .single:
            selection.select(row.tag)
            seenSelection = selection.value(of: row.tag).map { AnyHashable($0) }
        case .multiple:
            switch change {
            case .none: break
            case .extend: selection.select(row.tag, extending: true)
            case .replace: selection.select(row.tag)
            }
        }
        invalidate()
        return true
    }

    /// Type-to-select: a letter (or digit) selects the next row whose text
    /// starts with the letters typed within ``typeSelectInterval`` of each
    /// other. Outside such a run, j k g G move and Space toggles the cursor
    /// row of a set of selections. A first letter that no row starts with
    /// is not used (so `q` still quits).
    private func type(_ character: Character, change: ListSelectionChange) -> Bool {
        guard let rows, let node else { return false }
        let now = node.environment.timelineClock.now
        let inRun = typedAt.map { now.timeIntervalSince($0) < Self.typeSelectInterval } ?? false
        if !inRun {
            typedPrefix = ""
            typedAt = nil
            switch character {
            case "j": return moveCursor(by: 1, change: change)
            case "k": return moveCursor(by: -1, change: change)
            case "g": return move(to: nextSelectable(in: rows, from: 0, step: 1), change: change)
            case "G":
                return move(to: nextSelectable(in: rows, from: rows.count - 1, step: -1), change: change)
            case " ": return toggleCursorRow()
            case "h" where cursorOutline != nil: return moveInOutline(expanding: false)
            case "l" where cursorOutline != nil: return moveInOutline(expanding: true)
            default: break
            }
        }
        guard character.isLetter || character.isNumber || (inRun && character == " ") else { return false }
        let prefix = (typedPrefix + String(character)).lowercased()
        // A new run looks from the row after the cursor, so the same letter again goes on to the next match.
        let start = (cursor?.index ?? -1) + (inRun ? 0 : 1)
        for offset in 0..<rows.count {
            let index = (start + offset + rows.count) % rows.count
            let row = rows.row(at: index)
            guard isSelectable(row) else { continue }
            if row.isLazy { work.rowViewsMade += 1 }
            if let text = ListRowText.text(of: row.makeView()), text.lowercased().hasPrefix(prefix) {
                typedPrefix = prefix
                typedAt = now
                return move(to: index, change: change == .none ? .none : .replace)
            }
        }
        if !inRun { return false }
        typedAt = now
        return true
    }

    /// Enter: runs the cursor row's action (the first ``ListRowActivating``
    /// view in it, in tree order); a row without one leaves the key.
    func activateCursorRow() -> Bool {
        guard let cursor, let row = rowNode(for: cursor.key) else { return false }
        var activated = false
        row.forEachNode { node in
            if !activated, let activate = ListRowActivation.action(of: node) { activated = activate() }
        }
        return activated
    }

    /// Space in a set of selections: adds or removes the cursor row.
    private func toggleCursorRow() -> Bool {
        guard selection.isMultiple, let rows, let index = cursor?.index, index < rows.count else {
            return false
        }
        selection.toggle(rows.row(at: index).tag)
        invalidate()
        return true
    }

    // MARK: Editing

    /// Delete / Backspace: calls the cursor row's `.onDelete` with the
    /// offsets to delete (every selected row of its `ForEach` when the cursor
    /// row is selected in a set); once those rows are gone, the cursor (and a
    /// single selection) goes to the row that followed them.
    func deleteRows() -> Bool {
        guard let rows, let current = cursor, current.index < rows.count else { return false }
        let row = rows.row(at: current.index)
        guard let editing = row.editing, let onDelete = editing.actions.onDelete else { return false }
        var offsets = IndexSet(integer: editing.offset)
        var deleted: [AnyHashable] = row.tag.map { [$0] } ?? []
        if selection.isMultiple, selection.contains(row.tag) {
            for offset in 0..<editing.count where offset != editing.offset {
                let other = rows.row(at: editing.firstRow + offset)
                if selection.contains(other.tag) {
                    offsets.insert(offset)
                    if let tag = other.tag { deleted.append(tag) }
                }
            }
        }
        let first = editing.firstRow + (offsets.first ?? editing.offset)
        let last = editing.firstRow + (offsets.last ?? editing.offset)
        let isDeleted = { (index: Int) in
            index >= editing.firstRow && index < editing.firstRow + editing.count
                && offsets.contains(index - editing.firstRow)
        }
        var next = nextSelectable(in: rows, from: last + 1, step: 1)
        if next == nil {
            var index = first - 1
            while index >= 0, next == nil {
                if !isDeleted(index), isSelectable(rows.row(at: index)) { next = index }
                index -= 1
            }
        }
        // The cursor and the selection move when the rows are gone, not now:
        // `onDelete` may ask first (a confirmation dialog) or decline, and a
        // row still shown keeps both (`resolveCursor` settles it).
        pendingDeletion = PendingDeletion(following: next.map { rows.row(at: $0).key }, tags: deleted)
        onDelete(offsets)
        invalidate()
        return true
    }

    /// Alt-↑ / Alt-↓: calls the cursor row's `.onMove` to move it one place
    /// within its `ForEach`; the cursor and the selection stay on it.
    private func moveRow(by delta: Int) -> Bool {
        guard let rows, let current = cursor, current.index < rows.count else { return false }
        let row = rows.row(at: current.index)
        guard let editing = row.editing, let onMove = editing.actions.onMove else { return false }
        let offset = editing.offset
        guard delta < 0 ? offset > 0 : offset + 1 < editing.count else { return true }
        // SwiftUI's destination is counted before the move: below the next row is offset + 2.
        onMove(IndexSet(integer: offset), delta < 0 ? offset - 1 : offset + 2)
        cursor = (current.key, current.index + delta)
        revealsCursor = true
        invalidate()
        return true
    }

    // MARK: Mouse

    /// True when column `x` of the list is the `⊖` of `row` in edit mode.
    private func isOnDeleteMarker(_ x: Int, row: ListRow) -> Bool {
        guard row.editing?.actions.onDelete != nil else { return false }
        let column = (selection.isMultiple ? 2 : 1) + style.leadingInset(for: row)
        return x >= column && x < column + ListRowView.deleteMarkerWidth
    }

    /// How soon after a press on a row a second one on it is a double click.
    static var doubleClickInterval: Double { 0.4 }

    /// True for a second press on row `index` within ``doubleClickInterval``
    /// of the first (a third starts again).
    private func isDoubleClick(on index: Int) -> Bool {
        guard let node else { return false }
        let now = node.environment.timelineClock.now
        if let last = lastPress, last.index == index,
            now.timeIntervalSince(last.at) < Self.doubleClickInterval
        {
            lastPress = nil
            return true
        }
        lastPress = (index, now)
        return false
    }

    /// A double click does what Enter on the row does, wherever Enter goes:
    /// the row's action, an `.onKeyPress(.return)` around the list, or a key
    /// no one took (a collapsed split view shows its next column).
    private func activateAsEnter() {
        guard let graph = node?.graph else { return }
        graph.focusChain.focus(listWidget)
        graph.router.dispatch(KeyEvent(.enter))
    }

    /// A press selects the row under it (Ctrl adds or removes it in a set);
    /// a release on that row runs its action (a row's `NavigationLink`, as a
    /// tap on iOS pushes); the wheel scrolls three rows.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard let rows, let node else { return false }
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            let step = mouse.kind == .wheelUp ? -3 : 3
            topRow = min(max(0, topRow + step), max(0, rows.count - 1))
            invalidate()
            return true
        case .press, .click:
            let y = mouse.location.y + node.frame.minY
            guard
                let position = node.children.firstIndex(where: { $0.frame.minY <= y && y < $0.frame.maxY }),
                position < shownRows.count
            else { return true }
            let index = shownRows[position]
            if mouse.kind != .release, toggleDisclosure(of: index, at: mouse.location.x) { return true }
            if isEditing, isSelectable(rows.row(at: index)),
                isOnDeleteMarker(mouse.location.x, row: rows.row(at: index))
            {
                // The row under the pointer goes: its release must not activate the one that moves up.
                deletedOnPress = mouse.kind == .press
                move(to: index, change: .replace)
                _ = deleteRows()
                return true
            }
            if isDoubleClick(on: index) {
                guard isSelectable(rows.row(at: index)) else { return true }
                move(to: index, change: .replace)
                activateAsEnter()
                return true
            }
            if mouse.kind == .click {
                guard isSelectable(rows.row(at: index)) else { return true }
                move(to: index, change: .replace)
                _ = activateCursorRow()
                return true
            }
            guard isSelectable(rows.row(at: index)) else { return true }
            if selection.isMultiple, mouse.modifiers.contains(.control) {
                cursor = (rows.row(at: index).key, index)
                return toggleCursorRow()
            }
            return move(to: index, change: .replace)
        case .release:
            if deletedOnPress {
                deletedOnPress = false
                return true
            }
            let y = mouse.location.y + node.frame.minY
            if let cursorRow = cursor.flatMap({ rowNode(for: $0.key) }), cursorRow.frame.minY <= y,
                y < cursorRow.frame.maxY
            {
                _ = activateCursorRow()
            }
            return true
        default: return false
        }
    }
}
