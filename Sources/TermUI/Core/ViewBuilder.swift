/// Builds views from the statements of a closure: several views become one,
/// `if`, `if let`, `if`/`else` and `switch` choose between branches.
///
/// ```swift
/// VStack {
///     Text("Title")
///     if showDetails { Text("Details") } else { EmptyView() }
/// }
/// ```
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// An empty closure shows nothing.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One statement is that view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several statements become a ``TupleView`` of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView(views)
    }

    /// An `if` without `else`: the view or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else`: the view or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch (or a `switch` case).
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(trueContent: first, falseContent: nil)
    }

    /// The `else` branch (or a later `switch` case).
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(trueContent: nil, falseContent: second)
    }

    /// `if #available` branches are type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
