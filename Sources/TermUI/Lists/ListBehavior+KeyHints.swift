import CursesKit

extension ListBehavior {
    /// The hints of ``handle(_:)``'s keys as the list stands: ↑↓ while there
    /// are rows, Enter while the cursor row has an action (a `NavigationLink`,
    /// or a selection menu's primary action), Shift-F10 for a selection menu,
    /// Space in a set of selections, Delete while the row has `.onDelete`.
    var keyHints: [KeyHint] {
        guard let rows, rows.count > 0 else { return [] }
        var hints = [KeyHint([KeyEvent(.down), KeyEvent(.up)], "move", symbol: "↑↓")]
        if let cursor, let row = rowNode(for: cursor.key) {
            var activates = false
            row.forEachNode { node in
                activates = activates || ListRowActivation.activates(node)
            }
            let primary = node?.environment.listSelectionMenu?.primaryAction != nil
            if activates || primary { hints.append(KeyHint(KeyEvent(.enter), "open", priority: .high)) }
        }
        if node?.environment.listSelectionMenu != nil { hints.append(KeyHint(contextMenuKey, "menu")) }
        if selection.isMultiple { hints.append(KeyHint(.character(" "), "select")) }
        if let index = cursor?.index, index < rows.count, rows.row(at: index).editing?.actions.onDelete != nil
        {
            hints.append(KeyHint([KeyEvent(.delete), KeyEvent(.backspace)], "delete"))
        }
        return hints
    }
}
