/// Collects the rows written in a ``Table``'s `rows` closure: ``TableRow``s
/// and `ForEach`es of them, with `if` and `if`/`else`.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(me)
///     if showsStaff {
///         ForEach(staff) { TableRow($0) }
///     }
/// }
/// ```
@resultBuilder
@MainActor
public enum TableRowBuilder<Value: Identifiable> {
    /// Rows of `Value`.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// No rows.
    public static func buildBlock() -> TupleTableRowContent<Value> {
        TupleTableRowContent(parts: [])
    }

    /// One piece of rows alone: itself (so `ForEach(people) { TableRow($0) }` stays lazy).
    public static func buildPartialBlock<Content: TableRowContent>(first: Content) -> Content
    where Content.TableRowValue == Value {
        first
    }

    /// Rows one after the other, in the order written.
    public static func buildPartialBlock<Accumulated: TableRowContent, Next: TableRowContent>(
        accumulated: Accumulated, next: Next
    ) -> TupleTableRowContent<Value> where Accumulated.TableRowValue == Value, Next.TableRowValue == Value {
        TupleTableRowContent(parts: [
            { accumulated.tableRowViews(columns: $0) }, { next.tableRowViews(columns: $0) },
        ])
    }

    /// Rows shown only when a condition holds.
    public static func buildIf<Content: TableRowContent>(_ content: Content?) -> Content?
    where Content.TableRowValue == Value {
        content
    }

    /// The rows of an `if`'s first branch.
    public static func buildEither<First: TableRowContent>(first: First) -> TupleTableRowContent<Value>
    where First.TableRowValue == Value {
        TupleTableRowContent(parts: [{ first.tableRowViews(columns: $0) }])
    }

    /// The rows of an `else` branch.
    public static func buildEither<Second: TableRowContent>(second: Second) -> TupleTableRowContent<Value>
    where Second.TableRowValue == Value {
        TupleTableRowContent(parts: [{ second.tableRowViews(columns: $0) }])
    }
}
