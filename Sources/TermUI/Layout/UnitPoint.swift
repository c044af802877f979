/// A point in a view's frame as fractions of its size (0 to 1 each way):
/// SwiftUI's `UnitPoint`, the anchor of `.rotationEffect` and `.scaleEffect`.
public struct UnitPoint: Hashable, Sendable {
    /// The fraction of the width from the left edge.
    public var x: CGFloat
    /// The fraction of the height from the top edge.
    public var y: CGFloat

    /// The point at `x`, `y` fractions of the frame.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The middle.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the left edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the right edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-right corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-left corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
