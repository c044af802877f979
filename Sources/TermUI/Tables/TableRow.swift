/// One row of a ``Table`` written out in its `rows` closure: the table
/// shows `value` in each of its columns, and selects it by `value.id`.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(Person(name: "Ada"))
/// }
/// ```
public struct TableRow<Value: Identifiable>: TableRowContent, TableRowViews {
    /// The value the row shows.
    public typealias TableRowValue = Value
    /// Primitive: the table draws the row.
    public typealias TableRowBody = Never
    /// Primitive: the table draws the row.
    public var tableRowBody: Never { fatalError("TableRow has no body") }

    let value: Value

    /// A row showing `value` in each column.
    public init(_ value: Value) {
        self.value = value
    }

    func rowViews(columns: [AnyTableColumn<Value>]) -> [any View] {
        [TableRowCells(columns: columns, value: value).tag(value.id)]
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The value each row shows.
    public typealias TableRowValue = Content.TableRowValue
    /// Primitive: the table reads the rows.
    public typealias TableRowBody = Never
    /// Primitive: the table reads the rows.
    public var tableRowBody: Never { fatalError("ForEach has no table row body") }

    /// A row per identifiable element of `data`.
    public init<Value>(
        _ data: Data, @TableRowBuilder<Value> content: @escaping (Data.Element) -> Content
    ) where ID == Data.Element.ID, Value == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data: data, idOf: { $0.id }, content: content)
    }

    /// A row per element of `data`, identified by its value at `id`.
    public init<Value>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableRowBuilder<Value> content: @escaping (Data.Element) -> Content
    ) where Value == Content.TableRowValue {
        self.init(data: data, idOf: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach: TableRowViews where Content: TableRowContent {
    typealias Value = Content.TableRowValue

    /// One lazy run of rows: an element's rows are made only when shown.
    /// Each element's content is one `TableRow` (a `ForEach` of groups of
    /// rows is flattened now, one closure per element).
    func rowViews(columns: [AnyTableColumn<Value>]) -> [any View] {
        let content = self.content
        if Content.self is TableRow<Value>.Type {
            let rows = data.lazy.map { element -> TableRow<Value> in
                guard let row = content(element) as? TableRow<Value> else {
                    preconditionFailure("not a TableRow")
                }
                return row
            }
            return [
                ForEach<LazyMapCollection<Data, TableRow<Value>>, Value.ID, TableRowCells<Value>>(
                    data: rows, idOf: { $0.value.id },
                    content: { TableRowCells(columns: columns, value: $0.value) })
            ]
        }
        return [TableRowList(parts: data.flatMap { content($0).tableRowViews(columns: columns) })]
    }
}
