/// What a lazy grid or stack is, whatever its axis: ``LazyVGrid`` and
/// ``LazyVStack`` grow down (their tracks are columns), ``LazyHGrid`` and
/// ``LazyHStack`` grow right (their tracks are rows).
struct LazyGridLayout: Equatable {
    /// The axis the grid grows along.
    let axis: Axis
    /// The columns (vertical) or rows (horizontal).
    let items: [GridItem]
    /// Where a cell sits in its slot when its item gives no alignment.
    let alignment: Alignment
    /// Cells between lines (rows of a vertical grid).
    let lineSpacing: Int

    /// The axis across the lines, along which tracks are laid out.
    var crossAxis: Axis { axis == .vertical ? .horizontal : .vertical }

    /// SwiftUI's default 8 points in cells: a column between columns, no row between rows.
    static func defaultSpacing(between axis: Axis) -> Int { axis == .horizontal ? 1 : 0 }

    /// Points per cell along `axis`, at the default cell size: a lazy grid
    /// resolves its items' points when it is made.
    static func pointsPerCell(along axis: Axis) -> CGFloat {
        axis == .horizontal ? CellMetrics.standard.size.width : CellMetrics.standard.size.height
    }

    /// The tracks' resolver.
    var tracks: GridTracks {
        GridTracks(
            defaultSpacing: Self.defaultSpacing(between: crossAxis),
            pointsPerCell: Self.pointsPerCell(along: crossAxis))
    }

    init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        lineSpacing =
            spacing.map { CellMetrics.cells($0, per: Self.pointsPerCell(along: axis)) }
            ?? Self.defaultSpacing(between: axis)
    }
}

/// A lazy grid or stack: its layout and its content, which ``ListRows``
/// flattens into items without building them.
@MainActor
protocol LazyGridView: View {
    associatedtype Content: View
    var content: Content { get }
    var gridLayout: LazyGridLayout { get }
}
