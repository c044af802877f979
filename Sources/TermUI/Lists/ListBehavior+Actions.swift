import CursesKit

/// A list's actions beyond moving: `.refreshable`'s Ctrl-R and the menu of
/// the cursor row's `.swipeActions` (`.`).
extension ListBehavior {
    /// What the busy row says while a refresh runs.
    static var refreshingText: String { "⟳ Refreshing…" }

    /// Ctrl-R: runs the environment's refresh action with the busy row shown
    /// until it returns; while it runs, another Ctrl-R does nothing.
    func refresh() -> Bool {
        guard let action = refreshAction else { return false }
        guard refreshTask == nil else { return true }
        listWidget.busyText = Self.refreshingText
        refreshTask = Task { [weak self] in
            await action()
            self?.finishRefresh()
        }
        node?.setNeedsLayout(childrenChanged: true)
        invalidate()
        return true
    }

    private func finishRefresh() {
        refreshTask = nil
        listWidget.busyText = nil
        node?.setNeedsLayout(childrenChanged: true)
        invalidate()
    }

    /// `.`: opens a menu of the cursor row's swipe actions (the leading
    /// edge's first) under the row, at the list's right edge.
    func openSwipeActions() -> Bool {
        guard let cursor, let row = rowNode(for: cursor.key), let node else { return false }
        var leading: [SwipeButton] = []
        var trailing: [SwipeButton] = []
        row.forEachNode { child in
            guard let actions = child.behavior as? ListRowSwipeActions else { return }
            if actions.swipeEdge == .leading {
                leading += actions.swipeButtons
            } else {
                trailing += actions.swipeButtons
            }
        }
        let buttons = leading + trailing
        guard !buttons.isEmpty else { return false }
        swipeButtons = buttons
        let width = (buttons.map(\.title.displayWidth).max() ?? 0) + 6
        let anchor = Rect(
            x: max(0, listWidget.bounds.width - width), y: row.frame.minY - node.frame.minY, width: width,
            height: row.frame.height)
        listWidget.onChoose = { [weak self] index in self?.runSwipeAction(index) }
        listWidget.openMenu(buttons.map(\.title), under: anchor)
        return true
    }

    private func runSwipeAction(_ index: Int) {
        guard swipeButtons.indices.contains(index) else { return }
        let action = swipeButtons[index].action
        swipeButtons = []
        action()
        invalidate()
    }

    /// Keys while the menu is open: ↑ ↓ (k j), Home, End choose, Enter or
    /// Space runs, Esc closes; Tab closes and moves on; Ctrl keys go on.
    func handleMenuKey(_ key: KeyEvent) -> Bool {
        guard let popup = listWidget.popup else { return false }
        guard !key.modifiers.contains(.control) else { return false }
        switch key.key.withVimArrows {
        case .up: popup.highlighted = max(0, popup.highlighted - 1)
        case .down: popup.highlighted = min(popup.options.count - 1, popup.highlighted + 1)
        case .home: popup.highlighted = 0
        case .end: popup.highlighted = popup.options.count - 1
        case .enter, .character(" "): listWidget.choose(popup.highlighted)
        case .escape: listWidget.closeMenu()
        case .tab, .backTab:
            listWidget.closeMenu()
            return false
        default: break
        }
        return true
    }
}
