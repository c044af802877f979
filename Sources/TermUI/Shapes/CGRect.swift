/// A rectangle in a shape's coordinates: Core Graphics' `CGRect`, with the
/// members shapes use (`minX`, `midX`, `maxX`, `insetBy`…).
public struct CGRect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: CGPoint
    /// The width and height.
    public var size: CGSize

    /// A rectangle at `origin` of `size`.
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle at `x`, `y` of `width` by `height`.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = CGRect(origin: .zero, size: .zero)

    /// The width.
    public var width: CGFloat { size.width }
    /// The height.
    public var height: CGFloat { size.height }
    /// The left edge.
    public var minX: CGFloat { min(origin.x, origin.x + size.width) }
    /// The horizontal centre.
    public var midX: CGFloat { origin.x + size.width / 2 }
    /// The right edge.
    public var maxX: CGFloat { max(origin.x, origin.x + size.width) }
    /// The top edge.
    public var minY: CGFloat { min(origin.y, origin.y + size.height) }
    /// The vertical centre.
    public var midY: CGFloat { origin.y + size.height / 2 }
    /// The bottom edge.
    public var maxY: CGFloat { max(origin.y, origin.y + size.height) }
    /// True when it has no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The rectangle moved in by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: width, height: height)
    }

    /// True when `point` is inside (the right and bottom edges are outside).
    public func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
