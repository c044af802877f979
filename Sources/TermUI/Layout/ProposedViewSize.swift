import CursesKit

/// A proposal for the size of a view, as a custom ``Layout`` sees it
/// (SwiftUI's `ProposedViewSize`).
///
/// SwiftUI measures in points; TermUI in cells. A custom layout's numbers are
/// cells: one unit of width is one terminal column, one unit of height one
/// row. Fractions are rounded to the nearest cell when a subview is measured
/// or placed, and `.infinity` stands for "as many cells as there are"
/// (`Int.infinity` in TermUI's own ``ProposedSize``).
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width in columns, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height in rows, or `nil` for the ideal height.
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
    /// (10 by 10 by default, as in SwiftUI: ten columns and ten rows here).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal in cells.
    init(_ proposal: ProposedSize) {
        self.init(
            width: proposal.width.map(CGFloat.init(cells:)), height: proposal.height.map(CGFloat.init(cells:))
        )
    }

    /// The proposal in whole cells.
    var cells: ProposedSize {
        ProposedSize(width: width.map(Int.init(cells:)), height: height.map(Int.init(cells:)))
    }
}

extension CGFloat {
    /// `cells` as a length; TermUI's infinity becomes `.infinity`.
    init(cells: Int) { self = cells >= Int.infinity ? .infinity : CGFloat(cells) }
}

extension Int {
    /// A length rounded to whole cells: `.infinity` (and anything past it)
    /// becomes ``infinity``, NaN and negatives 0.
    init(cells length: CGFloat) {
        if length.isNaN || length <= 0 {
            self = 0
        } else if length >= CGFloat(Int.infinity) {
            self = .infinity
        } else {
            self = Int(length.rounded())
        }
    }
}

extension CGSize {
    /// A size in cells.
    init(_ size: Size) { self.init(width: CGFloat(cells: size.width), height: CGFloat(cells: size.height)) }

    /// The size rounded to whole cells.
    var cells: Size { Size(width: Int(cells: width), height: Int(cells: height)) }
}

extension CGRect {
    /// A rectangle in cells.
    init(_ rect: Rect) {
        self.init(origin: CGPoint(x: rect.minX, y: rect.minY), size: CGSize(rect.size))
    }
}
