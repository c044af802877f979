import CursesKit
import Foundation

/// The environment's entry for the size of one terminal cell in points.
struct CellSizeKey: EnvironmentKey {
    static var defaultValue: CGSize { CellMetrics.standard.size }
}

extension EnvironmentValues {
    /// The size of one terminal cell in points: 8 wide and 16 tall unless set.
    ///
    /// Lengths in TermUI are SwiftUI's points (`.frame(width: 300)`,
    /// `.padding(20)`, `VStack(spacing: 16)`); this is how many points a
    /// column and a row measure. The default is what a 13-point monospaced
    /// cell measures on a Mac, so a layout written for an iPhone or a Mac
    /// keeps its proportions: a 390-point phone screen is 49 columns, and a
    /// 50 by 50 `Circle` is about 6 columns by 3 rows and looks round.
    ///
    /// ```swift
    /// ContentView()
    ///     .environment(\.cellSize, CGSize(width: 10, height: 20))
    /// ```
    public var cellSize: CGSize {
        get { self[CellSizeKey.self] }
        set { self[CellSizeKey.self] = newValue }
    }

    /// The cell size as the layout converts with it.
    var cellMetrics: CellMetrics {
        let size = cellSize
        return size == CellMetrics.standard.size ? .standard : CellMetrics(size: size)
    }
}

extension CGFloat {
    /// `count` terminal columns, in points at TermUI's default cell size
    /// (8 points a column): for a terminal author who thinks in whole cells.
    ///
    /// ```swift
    /// Text("Name").frame(width: .columns(12), alignment: .leading)
    /// ```
    ///
    /// It is a number of points like any other, so an app that changes
    /// ``EnvironmentValues/cellSize`` scales it with the rest of its layout.
    public static func columns(_ count: Int) -> CGFloat { CGFloat(count) * CellMetrics.standard.size.width }

    /// `count` terminal rows, in points at TermUI's default cell size (16
    /// points a row): `VStack(spacing: .rows(1))` leaves one blank row.
    public static func rows(_ count: Int) -> CGFloat { CGFloat(count) * CellMetrics.standard.size.height }
}

/// Points to cells and back, for one cell size: the one place where a length
/// a view was given becomes the columns and rows it gets.
///
/// The rule, for every length: divide by the cell's width (horizontal) or
/// height (vertical) and round to the nearest whole cell, halves toward zero,
/// so a half-cell gap (the default 8-point spacing between the rows of a
/// `VStack`) is no gap, and `.padding(20)` is 2 columns and 1 row. A length
/// that sizes something drawn (a frame, a stroke) never rounds a positive
/// length to nothing: it is at least one cell. `.infinity` is every cell
/// there is (`Int.infinity`).
struct CellMetrics: Hashable, Sendable {
    /// Points per column and per row.
    let size: CGSize

    /// 8 by 16 points.
    static let standard = CellMetrics(size: CGSize(width: 8, height: 16))

    init(size: CGSize) {
        // A cell of no size would divide by zero: keep at least a point.
        self.size = CGSize(width: Swift.max(size.width, 1), height: Swift.max(size.height, 1))
    }

    /// Columns for a horizontal gap, inset or offset of `points`.
    func columns(_ points: CGFloat) -> Int { Self.cells(points, per: size.width) }

    /// Rows for a vertical gap, inset or offset of `points`.
    func rows(_ points: CGFloat) -> Int { Self.cells(points, per: size.height) }

    /// Columns for the width of something drawn: a positive width is at least one column.
    func width(_ points: CGFloat) -> Int { Self.extent(points, per: size.width) }

    /// Rows for the height of something drawn: a positive height is at least one row.
    func height(_ points: CGFloat) -> Int { Self.extent(points, per: size.height) }

    /// Cells for a size of something drawn.
    func cells(_ size: CGSize) -> Size { Size(width: width(size.width), height: height(size.height)) }

    /// Cells for a position, a gap or an offset.
    func cells(_ point: CGPoint) -> Point { Point(x: columns(point.x), y: rows(point.y)) }

    /// Points for `columns` (infinity stays infinite).
    func points(columns: Int) -> CGFloat { Self.points(columns, per: size.width) }

    /// Points for `rows` (infinity stays infinite).
    func points(rows: Int) -> CGFloat { Self.points(rows, per: size.height) }

    /// Points for a size in cells.
    func points(_ size: Size) -> CGSize {
        CGSize(width: points(columns: size.width), height: points(rows: size.height))
    }

    /// Points for a position in cells.
    func points(_ point: Point) -> CGPoint {
        CGPoint(x: points(columns: point.x), y: points(rows: point.y))
    }

    /// Points for a rectangle in cells.
    func points(_ rect: Rect) -> CGRect { CGRect(origin: points(rect.origin), size: points(rect.size)) }

    /// Cells for a rectangle in points: its corners rounded as positions.
    func cells(_ rect: CGRect) -> Rect {
        let origin = cells(rect.origin)
        let end = Point(x: columns(rect.maxX), y: rows(rect.maxY))
        return Rect(
            x: origin.x, y: origin.y, width: Swift.max(0, end.x - origin.x),
            height: Swift.max(0, end.y - origin.y))
    }

    /// Whole cells for `points` at `perCell` points each: nearest, halves toward zero.
    static func cells(_ points: CGFloat, per perCell: CGFloat) -> Int {
        guard !points.isNaN else { return 0 }
        let exact = points / perCell
        if exact >= CGFloat(Int.infinity) { return .infinity }
        if exact <= -CGFloat(Int.infinity) { return -.infinity }
        let whole = Int((exact.magnitude - 0.5).rounded(.up))
        return exact < 0 ? -Swift.max(0, whole) : Swift.max(0, whole)
    }

    /// As ``cells(_:per:)``, but a positive length is at least one cell, and a negative one none.
    static func extent(_ points: CGFloat, per perCell: CGFloat) -> Int {
        guard points > 0 else { return 0 }
        return Swift.max(1, cells(points, per: perCell))
    }

    static func points(_ cells: Int, per perCell: CGFloat) -> CGFloat {
        cells >= Int.infinity ? .infinity : CGFloat(cells) * perCell
    }
}
