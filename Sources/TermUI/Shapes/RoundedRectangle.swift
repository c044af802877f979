/// A rectangle with rounded corners; stroked with box-drawing lines and round corners (`╭─╮`).
///
/// The radius is in shape units (a column, half a row) and is clamped to
/// half the shorter side, so a radius meant for points rounds a small cell
/// shape into a capsule rather than folding it.
public struct RoundedRectangle: Shape, Equatable {
    /// The corners' radius.
    public var cornerSize: CGSize
    /// How SwiftUI would blend the corners into the sides (one look at cell resolution).
    public var style: RoundedCornerStyle

    /// A rounded rectangle with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// A rounded rectangle with corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The frame's outline with rounded corners.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

extension RoundedRectangle: BoxOutlinedShape {
    var outlineBorder: BorderStyle { cornerSize.width > 0 && cornerSize.height > 0 ? .rounded : .single }
}

/// How the corners of a rounded rectangle meet its sides (drawn the same in cells).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Curves that ease into the sides.
    case continuous
}
