import CursesKit

/// A container that arranges views in rows and columns (SwiftUI's `Grid`).
///
/// Each ``GridRow`` is a row; the first view of each row is in the first
/// column, the second in the second, and so on. A column is as wide as its
/// widest cell, a row as tall as its tallest; a cell sits in its space by the
/// grid's `alignment`, unless its row (`GridRow(alignment:)`), its column
/// (`.gridColumnAlignment(_:)`) or the cell itself (`.gridCellAnchor(_:)`)
/// says otherwise. `.gridCellColumns(_:)` makes a cell span columns; a view
/// that is not in a `GridRow` gets a row of its own across every column (a
/// `Divider` between rows).
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Size") }
///     Divider()
///     GridRow { Text("notes.txt"); Text("12 kB").gridColumnAlignment(.trailing) }
/// }
/// ```
///
/// Spacing is in points: by default SwiftUI's 8, one column between
/// columns and no row between rows, as in `HStack` and `VStack`. When the columns want
/// more than the width offered, the narrowest keep their width and the
/// others share the rest; when there is width to spare, the columns of
/// flexible cells (a `Spacer`, a `.frame(maxWidth: .infinity)`) share it.
public struct Grid<Content: View>: View, PrimitiveView {
    /// Body is `Never`: the grid lays out its cells itself.
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: Int
    let verticalSpacing: Int
    let content: Content

    /// A grid of `content`'s rows.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = StackLayout.spacing(horizontalSpacing, axis: .horizontal, .standard)
        self.verticalSpacing = StackLayout.spacing(verticalSpacing, axis: .vertical, .standard)
        self.content = content()
    }

    func makeBehavior() -> NodeBehavior { GridBehavior(view: self) }
}

extension Grid {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

/// A row of a ``Grid`` (SwiftUI's `GridRow`): each of its views is a cell.
///
/// Outside a grid its views are laid out by the container it is in, as a
/// `Group`'s are.
public struct GridRow<Content: View>: View, PrimitiveView {
    /// Body is `Never`: the grid reads the row's cells.
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of cells; `alignment` places them vertically (the grid's by default).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeBehavior() -> NodeBehavior { GridRowBehavior(view: self) }
}

extension GridRow {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

/// What a grid reads of a row node.
@MainActor
protocol GridRowNode {
    var rowAlignment: VerticalAlignment? { get }
}

/// A row lists its cells; the grid above reads them as a row.
@MainActor
final class GridRowBehavior<Content: View>: ViewBehavior<GridRow<Content>>, GridRowNode {
    var rowAlignment: VerticalAlignment? { view.alignment }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        node.reconcile([ChildSpec(key: .index(0), view: view.content)], transaction: transaction)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        // A row's cells are side by side: a Spacer in one is horizontal.
        environment.stackAxis = .horizontal
        return environment
    }
}
