/// A rectangle with fully rounded ends; stroked with box-drawing lines and round corners (`╭─╮`).
public struct Capsule: Shape, Equatable {
    /// How SwiftUI would blend the ends (one look at cell resolution).
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }

    /// The frame's outline with ends of half its shorter side.
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius)
    }
}

extension Capsule: BoxOutlinedShape {
    var outlineBorder: BorderStyle { .rounded }
}
