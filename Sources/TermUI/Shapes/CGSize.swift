/// A width and a height in a shape's coordinates: Core Graphics' `CGSize`.
public struct CGSize: Hashable, Sendable {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat

    /// A size of `width` by `height`.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// A size of `width` by `height`.
    public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }

    /// No size.
    public static let zero = CGSize(width: 0, height: 0)
}
