/// A row's text as the copy key copies it: a table row's cells, each
/// column's text, tab-separated in column order; any other row the text it
/// shows first (``ListRowText``, what type-to-select reads).
@MainActor
enum ListRowCopyText {
    static func text(of view: any View) -> String? {
        if let cells = view as? any TableRowCopying { return cells.tabSeparatedText }
        if let tagged = view as? any TaggedRowView { return text(of: tagged.taggedContent) }
        if let modifier = view as? any SingleContentView { return text(of: modifier.content) }
        if let modified = view as? any ModifiedRowView { return text(of: modified.modifiedContent) }
        return ListRowText.text(of: view)
    }
}

/// A table row, copied as its cells.
@MainActor
protocol TableRowCopying {
    var tabSeparatedText: String { get }
}

/// A `.tag`ged row, seen through.
@MainActor
protocol TaggedRowView {
    var taggedContent: any View { get }
}

/// A modified row, seen through.
@MainActor
protocol ModifiedRowView {
    var modifiedContent: any View { get }
}

extension TableRowCells: TableRowCopying {
    /// Each column's text (empty for a cell without one); a tab or a line
    /// break inside a cell becomes a space, so the rows and columns stay apart.
    var tabSeparatedText: String {
        columns.map { column in
            String((column.text(value) ?? "").map { $0 == "\t" || $0.isNewline ? " " : $0 })
        }.joined(separator: "\t")
    }
}

extension TaggedView: TaggedRowView {
    var taggedContent: any View { content }
}

extension ModifiedContent: ModifiedRowView {
    var modifiedContent: any View { content }
}
