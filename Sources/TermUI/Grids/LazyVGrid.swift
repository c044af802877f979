/// A grid that grows down, building its cells only as they come into view:
/// SwiftUI's `LazyVGrid`.
///
/// Cells fill a row from the leading edge, one per column (an adaptive
/// column holds as many as fit), then the next row. Column sizes are in
/// terminal columns. A `Section`'s header and footer take a row of their
/// own across the grid. Inside a ``ScrollView`` only the rows in view (and
/// one on each side, so Tab reaches the next) have views; scrolling builds
/// the rows that come into view and removes the rest, their `@State` with them.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 144))], spacing: 16) {
///         ForEach(cards) { card in CardView(card: card) }
///     }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView, LazyGridView {
    /// Body is `Never`: the grid builds and lays out its cells itself.
    public typealias Body = Never
    let content: Content
    let gridLayout: LazyGridLayout

    /// A grid with `columns`; `alignment` places each cell in its slot,
    /// `spacing` points between rows (none by default). Section headers and
    /// footers are not pinned (`pinnedViews` is accepted).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        gridLayout = LazyGridLayout(
            axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing)
    }

    func makeBehavior() -> NodeBehavior { LazyGridBehavior(view: self) }
}

/// A grid that grows right, building its cells only as they come into
/// view: SwiftUI's `LazyHGrid`.
///
/// Cells fill a column from the top, one per row item, then the next
/// column. Row sizes are in points (16 to a row). TermUI scrolls only vertically,
/// so the columns built are those inside the grid's frame.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))]) {
///     ForEach(tags, id: \.self) { Text($0) }
/// }
/// ```
public struct LazyHGrid<Content: View>: View, PrimitiveView, LazyGridView {
    /// Body is `Never`: the grid builds and lays out its cells itself.
    public typealias Body = Never
    let content: Content
    let gridLayout: LazyGridLayout

    /// A grid with `rows`; `alignment` places each cell in its slot,
    /// `spacing` points between columns (8, one column, by default).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        gridLayout = LazyGridLayout(
            axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing)
    }

    func makeBehavior() -> NodeBehavior { LazyGridBehavior(view: self) }
}
