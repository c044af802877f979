/// One column of a ``LazyVGrid`` or one row of a ``LazyHGrid``: how wide (or
/// tall) it is, the space after it and how its cells are aligned.
///
/// Sizes are in points, as every length (8 to a column, 16 to a row),
/// converted at the default cell size when the grid is made.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 128))]
/// LazyVGrid(columns: columns) { ForEach(cards) { CardView(card: $0) } }
/// ```
public struct GridItem: Sendable, Hashable {
    /// How a grid item is sized.
    public enum Size: Sendable, Hashable {
        /// One item of exactly this many points.
        case fixed(CGFloat)
        /// One item that takes an equal share of what the fixed items and
        /// the spacing leave, clamped to `minimum ... maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` points as fit in the share of
        /// one flexible item, each grown up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: GridItem.Size
    /// Cells between this item and the next; `nil` for the grid's default
    /// (8 points: one column between columns, no row between rows).
    public var spacing: CGFloat?
    /// How a cell is placed in its slot; `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// A grid item of `size`, `spacing` points from the next one.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The kinds of views a lazy stack or grid inside a ``ScrollView`` can pin
/// to the top or bottom of the scroll view.
///
/// Accepted for SwiftUI compatibility: a terminal grid does not pin its
/// section headers and footers; they scroll with their sections.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// A set of pinned views from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
