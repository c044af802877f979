/// Rows of a ``Table`` written out in its `rows` closure: a ``TableRow``,
/// a `ForEach` of them, or the rows a ``TableRowBuilder`` collects.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(Person(name: "Ada"))
///     ForEach(staff) { TableRow($0) }
/// }
/// ```
@MainActor
public protocol TableRowContent<TableRowValue> {
    /// The value each row shows in the table's columns.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The rows this content is made of; `Never` for the primitive ones.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of.
    var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
    /// `Never` rows show nothing.
    public typealias TableRowValue = Never
    /// Primitive rows have no body; TermUI never asks for it.
    public var tableRowBody: Never { fatalError("Never has no table rows") }
}

/// How row content turns into the list a table is drawn on: views the
/// list flattens into rows, each tagged with its value's id.
@MainActor
protocol TableRowViews<Value> {
    associatedtype Value: Identifiable
    /// The views of the rows, in order, given the table's columns.
    func rowViews(columns: [AnyTableColumn<Value>]) -> [any View]
}

extension TableRowContent {
    /// The views of these rows: content TermUI defines answers itself.
    func tableRowViews(columns: [AnyTableColumn<TableRowValue>]) -> [any View] {
        guard let rows = self as? any TableRowViews else {
            preconditionFailure("\(Self.self) is not table row content TermUI can show")
        }
        return rows.erasedRowViews(columns: columns)
    }
}

extension TableRowViews {
    /// ``rowViews(columns:)`` with the columns' value type checked at run time
    /// (the caller's `TableRowValue` is this content's `Value`).
    func erasedRowViews<Other>(columns: [AnyTableColumn<Other>]) -> [any View] {
        guard let columns = columns as? [AnyTableColumn<Value>] else {
            preconditionFailure("table rows of \(Value.self) given columns of \(Other.self)")
        }
        return rowViews(columns: columns)
    }
}

/// The rows a ``TableRowBuilder`` collected, in order.
public struct TupleTableRowContent<Value: Identifiable>: TableRowContent, TableRowViews {
    /// The value each row shows.
    public typealias TableRowValue = Value
    /// Primitive: the table reads the parts.
    public typealias TableRowBody = Never
    /// Primitive: the table reads the parts.
    public var tableRowBody: Never { fatalError("TupleTableRowContent has no body") }

    let parts: [@MainActor ([AnyTableColumn<Value>]) -> [any View]]

    func rowViews(columns: [AnyTableColumn<Value>]) -> [any View] {
        parts.flatMap { $0(columns) }
    }
}

/// The views of a table's rows as one list content: each part flattens
/// into rows of its own (a `ForEach` stays lazy).
struct TableRowList: View, ListContent {
    let parts: [any View]

    var body: some View {
        ForEach(0..<parts.count) { AnyView(erasing: parts[$0]) }
    }

    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {
        for (position, part) in parts.enumerated() {
            ListSegment.append(part, to: &segments, context: context.appending(position))
        }
    }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    /// The value each row shows.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// Primitive: the table reads the rows, if any.
    public typealias TableRowBody = Never
    /// Primitive: the table reads the rows, if any.
    public var tableRowBody: Never { fatalError("Optional has no table row body") }
}

extension Optional: TableRowViews where Wrapped: TableRowContent {
    typealias Value = Wrapped.TableRowValue

    func rowViews(columns: [AnyTableColumn<Value>]) -> [any View] {
        self?.tableRowViews(columns: columns) ?? []
    }
}
