/// A column of a ``Table``: a title, the view each row shows in it, and,
/// for a sortable column, the comparator the table's `sortOrder` takes when
/// the column is chosen to sort by.
///
/// ```swift
/// Table(people, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age", value: \.age) { Text("\($0.age)") }
///         .width(5)
///     TableColumn("Email") { Text($0.email) }
/// }
/// ```
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    /// The rows the column shows.
    public typealias TableRowValue = RowValue
    /// What the column sorts with (`Never`: it does not sort).
    public typealias TableColumnSortComparator = Sort

    let title: String
    let content: @MainActor (RowValue) -> Content
    /// The comparator the column sorts by, in ascending order.
    let comparator: Sort?
    var width = TableColumnWidth()

    /// A column of the string at `value`, sorted by it.
    public init<S: StringProtocol>(_ title: S, value: any KeyPath<RowValue, String> & Sendable)
    where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
        self.title = String(title)
        nonisolated(unsafe) let path = value
        content = { Text($0[keyPath: path]) }
        comparator = KeyPathComparator(value)
    }

    /// A column showing `content` for each row, sorted by the value at `value`.
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: any KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.title = String(title)
        self.content = content
        comparator = KeyPathComparator(value)
    }

    /// A column showing `content` for each row, sorted by `comparator`.
    public init<S: StringProtocol>(
        _ title: S, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) where Sort: SortComparator, Sort.Compared == RowValue, Label == Text {
        self.title = String(title)
        self.content = content
        self.comparator = comparator
    }

    /// A column showing `content` for each row, which does not sort.
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    )
    where Sort == Never, Label == Text {
        self.title = String(title)
        self.content = content
        comparator = nil
    }

    /// The column exactly `width` points wide (`nil`: as the table shares
    /// its room); at the default cell size 8 points are a column.
    public func width(_ width: CGFloat?) -> TableColumn {
        var copy = self
        copy.width = TableColumnWidth(fixed: width.map(TableColumnWidth.cells))
        return copy
    }

    /// The column at least `min`, ideally `ideal` and at most `max` points
    /// wide; the table shares the room left among its flexible columns.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.width = TableColumnWidth(
            min: min.map(TableColumnWidth.cells), ideal: ideal.map(TableColumnWidth.cells),
            max: max.map(TableColumnWidth.cells))
        return copy
    }

    /// The column with its content and comparator erased, as the table keeps it.
    @MainActor
    func erased() -> AnyTableColumn<RowValue> {
        let content = self.content
        return AnyTableColumn(
            title: title, width: width, comparator: comparator.map { $0 as Any },
            cell: { content($0) },
            text: { ListRowText.text(of: content($0)) })
    }
}

/// Columns of a ``Table``: a ``TableColumn`` or the columns a
/// ``TableColumnBuilder`` collects.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The rows the columns show.
    associatedtype TableRowValue: Identifiable
    /// What the columns sort with.
    associatedtype TableColumnSortComparator
}

/// A column with its types erased: what a ``Table`` lays out and draws.
@MainActor
struct AnyTableColumn<RowValue> {
    let title: String
    let width: TableColumnWidth
    /// The column's comparator (its `Sort`), if it sorts.
    let comparator: Any?
    let cell: (RowValue) -> any View
    /// The text the cell starts with, for type-to-select.
    let text: (RowValue) -> String?
}
