/// A point in a shape's coordinates (y grows downwards): Core Graphics' `CGPoint`.
public struct CGPoint: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: CGFloat
    /// The vertical coordinate, growing downwards.
    public var y: CGFloat

    /// The point at `x`, `y`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The point at `x`, `y`.
    public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }

    /// The origin.
    public static let zero = CGPoint(x: 0, y: 0)
}
