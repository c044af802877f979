/// Rows of data shown in columns, with a header, single or multiple
/// selection and sorting: SwiftUI's `Table`.
///
/// A table is a ``List`` underneath: only the rows on screen are built, so
/// 10,000 rows open and move as 20 do, and it takes a list's keys (↑ ↓ j k,
/// Home End g G, Page Up Page Down, Space and Shift-arrows with a set of
/// selections, a letter selects the next row whose first column starts with
/// it), clicks and wheel. A sortable table adds `s`, which sorts by the next
/// sortable column, and `S`, which flips the order; a click on a column's
/// title sorts by it (again: the other way). The header marks the column
/// sorted by with `▲` (ascending) or `▼`. As in SwiftUI, the table writes
/// its `sortOrder` binding and the app sorts its data.
///
/// ```swift
/// @State private var order = [KeyPathComparator(\Person.name)]
/// @State private var selection: Person.ID?
///
/// Table(people, selection: $selection, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("City", value: \.city)
/// }
/// .onChange(of: order) { _, new in people.sort(using: new) }
/// ```
public struct Table<Value: Identifiable, Rows, Columns: TableColumnContent>: View
where Columns.TableRowValue == Value {
    let rows: Rows
    let columns: [AnyTableColumn<Value>]
    let isMultiple: Bool
    let sorting: TableSorting?
    /// The list of rows, made from the data and the selection the table was given.
    let makeList: @MainActor ([AnyTableColumn<Value>]) -> AnyView

    private init<Data: RandomAccessCollection>(
        data: Data, selection: ListSelection<Value.ID>, columns: [AnyTableColumn<Value>],
        sorting: TableSorting?
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), selection: selection, columns: columns, sorting: sorting,
            rowsView: { columns in ForEach(data) { TableRowCells(columns: columns, value: $0) } })
    }

    private init(
        rowContent: Rows, selection: ListSelection<Value.ID>, columns: [AnyTableColumn<Value>],
        sorting: TableSorting?
    ) where Rows: TableRowContent, Rows.TableRowValue == Value {
        self.init(
            rows: rowContent, selection: selection, columns: columns, sorting: sorting,
            rowsView: { columns in TableRowList(parts: rowContent.tableRowViews(columns: columns)) })
    }

    private init<RowsView: View>(
        rows: Rows, selection: ListSelection<Value.ID>, columns: [AnyTableColumn<Value>],
        sorting: TableSorting?,
        rowsView: @escaping @MainActor ([AnyTableColumn<Value>]) -> RowsView
    ) {
        self.rows = rows
        self.columns = columns
        self.sorting = sorting
        isMultiple = selection.isMultiple
        switch selection {
        case .none:
            makeList = { columns in AnyView(erasing: List { rowsView(columns) }) }
        case .single(let binding):
            makeList = { columns in AnyView(erasing: List(selection: binding) { rowsView(columns) }) }
        case .multiple(let binding):
            makeList = { columns in AnyView(erasing: List(selection: binding) { rowsView(columns) }) }
        }
    }

    /// The header and the rows.
    public var body: some View {
        let sorting = self.sorting
        VStack(alignment: .leading, spacing: 0) {
            TableHeader(
                titles: columns.map(\.title), widths: columns.map(\.width), gutter: isMultiple ? 2 : 1,
                sorted: sorting?.current(), onClick: { sorting?.sortByColumn($0) })
            makeList(columns)
                .listStyle(.plain)
                .environment(\.listReservesScrollIndicator, true)
                .onKeyPress { sorting?.handle($0) ?? false }
        }
    }
}

/// The rows of a ``Table`` made from a collection of identifiable data.
public struct TableForEachContent<Data: RandomAccessCollection> where Data.Element: Identifiable {
    /// The data, one row per element.
    public let data: Data
}

extension Table {
    /// A table of a row per element of `data`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(data: data, selection: .none, columns: columns().columns, sorting: nil)
    }

    /// A table whose selection, at most one row, is `selection`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(data: data, selection: .single(selection), columns: columns().columns, sorting: nil)
    }

    /// A table whose selected rows are `selection`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(data: data, selection: .multiple(selection), columns: columns().columns, sorting: nil)
    }

    /// A table sorted by `sortOrder`, which the header and the `s` / `S` keys write.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Sort>,
        Sort.Compared == Value
    {
        let columns = columns().columns
        self.init(
            data: data, selection: .none, columns: columns,
            sorting: TableSorting(order: sortOrder, columns: columns))
    }

    /// A sortable table whose selection, at most one row, is `selection`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Sort>,
        Sort.Compared == Value
    {
        let columns = columns().columns
        self.init(
            data: data, selection: .single(selection), columns: columns,
            sorting: TableSorting(order: sortOrder, columns: columns))
    }

    /// A sortable table whose selected rows are `selection`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Sort>,
        Sort.Compared == Value
    {
        let columns = columns().columns
        self.init(
            data: data, selection: .multiple(selection), columns: columns,
            sorting: TableSorting(order: sortOrder, columns: columns))
    }
}

extension Table where Rows: TableRowContent, Rows.TableRowValue == Value {
    /// A table of the rows written in `rows` (``TableRow``s, `ForEach`es of them).
    ///
    /// ```swift
    /// Table(of: Person.self) {
    ///     TableColumn("Name", value: \.name)
    /// } rows: {
    ///     TableRow(me)
    ///     ForEach(staff) { TableRow($0) }
    /// }
    /// ```
    public init(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns == TableColumnList<Value, Never> {
        self.init(rowContent: rows(), selection: .none, columns: columns().columns, sorting: nil)
    }

    /// A table of the rows written in `rows`, at most one selected.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns == TableColumnList<Value, Never> {
        self.init(rowContent: rows(), selection: .single(selection), columns: columns().columns, sorting: nil)
    }

    /// A table of the rows written in `rows`, with a set of selected rows.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns == TableColumnList<Value, Never> {
        self.init(
            rowContent: rows(), selection: .multiple(selection), columns: columns().columns, sorting: nil)
    }

    /// A table of the rows written in `rows`, sorted by `sortOrder`, which
    /// the header and the `s` / `S` keys write.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns == TableColumnList<Value, Sort>, Sort.Compared == Value {
        let columns = columns().columns
        self.init(
            rowContent: rows(), selection: .none, columns: columns,
            sorting: TableSorting(order: sortOrder, columns: columns))
    }

    /// A sortable table of the rows written in `rows`, at most one selected.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns == TableColumnList<Value, Sort>, Sort.Compared == Value {
        let columns = columns().columns
        self.init(
            rowContent: rows(), selection: .single(selection), columns: columns,
            sorting: TableSorting(order: sortOrder, columns: columns))
    }

    /// A sortable table of the rows written in `rows`, with a set of selected rows.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns == TableColumnList<Value, Sort>, Sort.Compared == Value {
        let columns = columns().columns
        self.init(
            rowContent: rows(), selection: .multiple(selection), columns: columns,
            sorting: TableSorting(order: sortOrder, columns: columns))
    }
}
