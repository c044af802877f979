/// Where a list row sits in an ``OutlineGroup``'s tree: its depth, whether it
/// has children and shows them, and its parent, for ← and → (collapse or go
/// to the parent, expand or go to the first child).
@MainActor
struct ListRowOutline {
    let depth: Int
    /// True when the element has a children collection (even an empty one).
    let isExpandable: Bool
    let isExpanded: Bool
    /// The parent row's key (`nil` at the top level).
    let parent: ListRowKey?
    /// The list's expanded rows, which the row's keys change.
    let expansion: ListOutlineExpansion

    /// Columns before the row's content: two a level, and two for the mark.
    var indent: Int { depth * 2 + 2 }
}

/// The rows of a list's outline groups shown expanded, by row key: kept by
/// the list, so they stay expanded while it is on screen, as in SwiftUI.
@MainActor
final class ListOutlineExpansion {
    var expanded: Set<ListRowKey> = []
}

/// The `▸` / `▾` of an outline row with children, and its column in the row.
struct ListDisclosureMark: Equatable {
    let column: Int
    let isExpanded: Bool
}
