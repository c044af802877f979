/// ← and → in an ``OutlineGroup``'s rows (KEYBOARD-CONVENTIONS: collapse /
/// expand a tree row), and a click on a row's `▸` / `▾`.
extension ListBehavior {
    /// The cursor row's place in an outline, if it is an outline row.
    var cursorOutline: ListRowOutline? {
        guard let rows, let index = cursor?.index, index < rows.count else { return nil }
        return rows.row(at: index).outline
    }

    /// → expands the cursor row, or on an expanded one goes to its first
    /// child; ← collapses it, or on a collapsed or childless one goes to its
    /// parent. False (the key goes on, a navigation stack's back) for a row
    /// outside an outline and for ← on a top-level row with nothing to collapse.
    func moveInOutline(expanding: Bool) -> Bool {
        guard let rows, let current = cursor, current.index < rows.count,
            let outline = rows.row(at: current.index).outline
        else { return false }
        let change: ListSelectionChange = selection.isMultiple ? .none : .replace
        if expanding {
            guard outline.isExpandable else { return true }
            if outline.isExpanded {
                let child = current.index + 1
                if child < rows.count, rows.row(at: child).outline?.parent == current.key {
                    return move(to: child, change: change)
                }
                return true
            }
            outline.expansion.expanded.insert(current.key)
            invalidate()
            return true
        }
        if outline.isExpanded {
            outline.expansion.expanded.remove(current.key)
            invalidate()
            return true
        }
        guard let parent = outline.parent,
            let index = find(in: rows, near: current.index, where: { $0.key == parent })
        else { return false }
        return move(to: index, change: change)
    }

    /// A press on the `▸` / `▾` of row `index` (at column `x`) flips it; true when it did.
    func toggleDisclosure(of index: Int, at x: Int) -> Bool {
        guard let rows, index < rows.count else { return false }
        let row = rows.row(at: index)
        guard let outline = row.outline, outline.isExpandable else { return false }
        let column = (selection.isMultiple ? 2 : 1) + style.leadingInset(for: row) + outline.depth * 2
        guard x == column else { return false }
        if outline.isExpanded {
            outline.expansion.expanded.remove(row.key)
        } else {
            outline.expansion.expanded.insert(row.key)
        }
        invalidate()
        return true
    }
}
