import Foundation

/// Space on each edge of a rectangle, in points: SwiftUI's `EdgeInsets`.
///
/// ```swift
/// Text("Quote").padding(EdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24))
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// Points above.
    public var top: CGFloat
    /// Points before (on the left).
    public var leading: CGFloat
    /// Points below.
    public var bottom: CGFloat
    /// Points after (on the right).
    public var trailing: CGFloat

    /// Insets of the given points on each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}
