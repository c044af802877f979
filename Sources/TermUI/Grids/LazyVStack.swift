/// A vertical stack that builds its rows only as they come into view:
/// SwiftUI's `LazyVStack`, a one-column ``LazyVGrid``.
///
/// Unlike a ``VStack`` it takes the whole width it is offered. Inside a
/// ``ScrollView`` only the rows in view (and one on each side) have views.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading) {
///         ForEach(messages) { MessageRow(message: $0) }
///     }
/// }
/// ```
public struct LazyVStack<Content: View>: View, PrimitiveView, LazyGridView {
    /// Body is `Never`: the stack builds and lays out its rows itself.
    public typealias Body = Never
    let content: Content
    let gridLayout: LazyGridLayout

    /// A lazy stack; `spacing` points between rows (none by default).
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        gridLayout = LazyGridLayout(
            axis: .vertical, items: [GridItem(.flexible(minimum: 0))],
            alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }

    func makeBehavior() -> NodeBehavior { LazyGridBehavior(view: self) }
}

/// A horizontal stack that builds its views only as they come into its
/// frame: SwiftUI's `LazyHStack`, a one-row ``LazyHGrid``.
///
/// ```swift
/// LazyHStack { ForEach(tags, id: \.self) { Text($0) } }
/// ```
public struct LazyHStack<Content: View>: View, PrimitiveView, LazyGridView {
    /// Body is `Never`: the stack builds and lays out its views itself.
    public typealias Body = Never
    let content: Content
    let gridLayout: LazyGridLayout

    /// A lazy stack; `spacing` points between views (8, one column, by default).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        gridLayout = LazyGridLayout(
            axis: .horizontal, items: [GridItem(.flexible(minimum: 0))],
            alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }

    func makeBehavior() -> NodeBehavior { LazyGridBehavior(view: self) }
}
