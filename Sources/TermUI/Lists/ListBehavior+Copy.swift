import CursesKit

extension ListBehavior {
    /// What the copy key copies (``CopyKey``): the selected rows of a set of
    /// selections, in list order, else the cursor row (or the selected one);
    /// one row per line, a table row's cells tab-separated in column order
    /// (``ListRowCopyText``). `nil` when no row is chosen.
    var textToCopy: String? {
        guard let rows, rows.count > 0 else { return nil }
        var indices: [Int] = []
        if selection.isMultiple {
            indices = (0..<rows.count).filter { index in
                let row = rows.row(at: index)
                return row.kind == .row && selection.contains(row.tag)
            }
        }
        if indices.isEmpty, let index = cursor?.index, index < rows.count { indices = [index] }
        if indices.isEmpty, selection.isSelectable,
            let index = (0..<rows.count).first(where: { selection.contains(rows.row(at: $0).tag) })
        {
            indices = [index]
        }
        let texts = indices.compactMap { index -> String? in
            let row = rows.row(at: index)
            if row.isLazy { work.rowViewsMade += 1 }
            return ListRowCopyText.text(of: row.makeView())
        }
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }
}

extension ListWidget: CopySource {
    var textToCopy: String? { copyTextProvider() }
}
