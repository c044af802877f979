import CursesKit

/// Where children line up across a vertical stack.
public enum HorizontalAlignment: Sendable, Hashable {
    /// The left edge, the middle, the right edge.
    case leading, center, trailing
}

/// Where children line up across a horizontal stack.
public enum VerticalAlignment: Sendable, Hashable {
    /// The top edge, the middle, the bottom edge.
    case top, center, bottom
}

/// Where a child sits inside a larger frame, on both axes.
public struct Alignment: Sendable, Hashable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Against the left edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Against the right edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Against the top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Against the bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The offset of a `child`-sized box inside `container`-sized space.
    func offset(of child: Size, in container: Size) -> (x: Int, y: Int) {
        (
            horizontal.offset(child.width, in: container.width),
            vertical.offset(child.height, in: container.height)
        )
    }
}

extension HorizontalAlignment {
    func offset(_ length: Int, in space: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: max(0, space - length) / 2
        case .trailing: max(0, space - length)
        }
    }
}

extension VerticalAlignment {
    func offset(_ length: Int, in space: Int) -> Int {
        switch self {
        case .top: 0
        case .center: max(0, space - length) / 2
        case .bottom: max(0, space - length)
        }
    }
}
