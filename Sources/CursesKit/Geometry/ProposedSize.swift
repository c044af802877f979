/// The size a parent offers a child, in cells, the terminal's own unit:
/// each axis is a number of cells, or `nil` for "unspecified: tell me your
/// ideal size".
///
/// What widgets (and a representable's `sizeThatFits`) are offered. Views
/// measure in points (TermUI's `ProposedViewSize`), which TermUI converts
/// to this before any widget sees them.
///
/// A child answers with the ``Size`` it wants; the parent then places it.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// The offered columns, or `nil` for the ideal width.
    public var width: Int?
    /// The offered rows, or `nil` for the ideal height.
    public var height: Int?

    /// Creates a proposal.
    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Asks for the ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Asks for the largest size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with unspecified axes replaced by `size`'s.
    public func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// `width×height`, with `nil` for an unspecified axis.
    public var description: String {
        "\(width.map(String.init) ?? "nil")×\(height.map(String.init) ?? "nil")"
    }

    package func value(_ axis: Axis) -> Int? { axis == .horizontal ? width : height }

    package static func make(_ axis: Axis, main: Int?, cross: Int?) -> ProposedSize {
        axis == .horizontal
            ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

extension Int {
    /// As many cells as there are: `.frame(maxWidth: .infinity)` fills the offered width.
    ///
    /// A large finite number, so sums of sizes never overflow.
    public static var infinity: Int { 1 << 40 }
}

/// A layout direction.
public enum Axis: Sendable, Hashable {
    /// Left to right, or top to bottom.
    case horizontal, vertical
}

extension Size {
    package func value(_ axis: Axis) -> Int { axis == .horizontal ? width : height }

    package static func make(_ axis: Axis, main: Int, cross: Int) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
