import CursesKit

extension View {
    /// Makes this cell of a ``Grid`` span `count` columns (1 by default).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`
    /// (the grid's alignment by default); the first cell of a column that
    /// sets it decides.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell at `anchor` of its cell's space, instead of the
    /// row's and column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Asks the grid not to size this cell's column (`.horizontal`) or row
    /// (`.vertical`) by it: the cell takes the space the other cells make
    /// (a rule across a column, a colour filling a row).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

struct GridCellColumnsKey: LayoutValueKey {
    static var defaultValue: Int { 1 }
}

struct GridColumnAlignmentKey: LayoutValueKey {
    static var defaultValue: HorizontalAlignment? { nil }
}

struct GridCellAnchorKey: LayoutValueKey {
    static var defaultValue: UnitPoint? { nil }
}

struct GridCellUnsizedAxesKey: LayoutValueKey {
    static var defaultValue: Axis.Set { [] }
}
