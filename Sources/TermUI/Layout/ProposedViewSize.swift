import CursesKit

/// A proposal for the size of a view, as a custom ``Layout`` sees it
/// (SwiftUI's `ProposedViewSize`).
///
/// In points, as in SwiftUI: a column is 8 points wide and a row 16 tall
/// (``EnvironmentValues/cellSize``). A subview measured or placed gets
/// whole cells, and `.infinity` stands for "as many cells as there are".
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width in points, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height in points, or `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` by `height`; `nil` leaves a dimension unspecified.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size: both dimensions `nil`.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with its unspecified dimensions taken from `size`
    /// (10 by 10 points by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal in points, from one in cells.
    init(_ proposal: ProposedSize, _ metrics: CellMetrics) {
        self.init(
            width: proposal.width.map { metrics.points(columns: $0) },
            height: proposal.height.map { metrics.points(rows: $0) })
    }

    /// The proposal in whole cells (an offer, not something drawn: a
    /// fraction of a cell rounds as a gap does).
    func cells(_ metrics: CellMetrics) -> ProposedSize {
        ProposedSize(width: width.map(metrics.columns), height: height.map(metrics.rows))
    }
}
