/// One row of a ``List`` as the list sees it before any node exists for it:
/// its identity, what kind of row it is, the selection value it stands for,
/// how to build its view and the editing actions of the `ForEach` it came from.
@MainActor
struct ListRow {
    /// A selectable row, or a section's header or footer (never selected).
    enum Kind: Hashable {
        case row, header, footer
    }

    /// Unique among the list's rows: where the row came from and its id there.
    let key: ListRowKey
    let kind: Kind
    /// The value written to the selection binding when the row is selected:
    /// the row's `.tag`, or its `ForEach` element's id.
    let tag: AnyHashable?
    /// True inside a `Section` (the sidebar style indents such rows).
    let isInSection: Bool
    /// True when ``makeView`` calls a `ForEach` row closure (counted as a row built).
    let isLazy: Bool
    /// Builds the row's view (called only for rows on screen).
    let makeView: () -> any View
    /// The `ForEach` editing actions, with the row's offset in that `ForEach`.
    let editing: ListRowEditing?
    /// Where the row is in an `OutlineGroup`'s tree, if it comes from one.
    var outline: ListRowOutline?
    /// True when the row's view comes from a `ForEach` element closure run
    /// while the list's content was flattened: new in each build, so the
    /// row is made again each time (see ``ListFlattening/isMadeWhileFlattening``).
    var isMadeWhileFlattening = false
}

/// A row's identity in the list: the position of the view it came from in the
/// list's content (tuple index, branch, section part) and, for a `ForEach`
/// row, the element's id; so an `if` that shows a row keeps the others' nodes.
struct ListRowKey: Hashable {
    let path: [AnyHashable]
    let id: AnyHashable?
}

/// The `.onDelete` / `.onMove` actions of one `ForEach`.
@MainActor
struct ListEditActions {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?

    /// Actions of an inner modifier win; this fills in what it left unset.
    func filling(_ outer: ListEditActions?) -> ListEditActions {
        ListEditActions(onDelete: onDelete ?? outer?.onDelete, onMove: onMove ?? outer?.onMove)
    }
}

/// A row's editing actions: its `ForEach`'s, with the row's offset there.
@MainActor
struct ListRowEditing {
    let actions: ListEditActions
    /// The row's offset in its `ForEach`'s data.
    let offset: Int
    /// How many elements the `ForEach` has.
    let count: Int
    /// The list row index of the `ForEach`'s first row.
    let firstRow: Int
}
