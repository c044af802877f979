/// Collects the ``TableColumn``s written in a ``Table``'s `columns` closure.
///
/// A table that sorts with `Sort` takes columns that sort with it and
/// columns that do not sort at all. A column that sorts with another
/// comparator type does not compile, so a `sortOrder` can never hold
/// comparators that no column of the table produces.
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// One column that does not sort (in a table that does, or does not).
    @_disfavoredOverload
    public static func buildExpression<Content, Label>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> TableColumnList<RowValue, Sort> {
        TableColumnList(columns: [column.erased()])
    }

    /// Columns side by side, in the order written.
    public static func buildBlock(_ parts: TableColumnList<RowValue, Sort>...) -> TableColumnList<
        RowValue, Sort
    > {
        TableColumnList(columns: parts.flatMap(\.columns))
    }

    /// Columns shown only when a condition holds.
    public static func buildOptional(_ part: TableColumnList<RowValue, Sort>?) -> TableColumnList<
        RowValue, Sort
    > {
        part ?? TableColumnList(columns: [])
    }

    /// The columns of an `if`'s first branch.
    public static func buildEither(first: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort>
    {
        first
    }

    /// The columns of an `else` branch.
    public static func buildEither(second: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort>
    {
        second
    }
}

/// The columns a ``TableColumnBuilder`` collected, in order.
public struct TableColumnList<RowValue: Identifiable, Sort>: TableColumnContent {
    /// The rows the columns show.
    public typealias TableRowValue = RowValue
    /// What the columns sort with.
    public typealias TableColumnSortComparator = Sort

    let columns: [AnyTableColumn<RowValue>]
}

extension TableColumnBuilder where Sort: SortComparator {
    /// One column, which sorts with the table's `Sort`.
    public static func buildExpression<Content, Label>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> TableColumnList<RowValue, Sort> {
        TableColumnList(columns: [column.erased()])
    }

}

extension TableColumnBuilder where Sort == Never {
    /// One column in a table that does not sort: a column made to sort
    /// (`TableColumn("Name", value: \.name)`) shows its values all the same.
    @_disfavoredOverload
    public static func buildExpression<ColumnSort, Content, Label>(
        _ column: TableColumn<RowValue, ColumnSort, Content, Label>
    ) -> TableColumnList<RowValue, Sort> {
        TableColumnList(columns: [column.erased()])
    }
}
