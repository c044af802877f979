// SwiftUI's shape shorthands: `.rect`, `.rect(cornerRadius:)`, `.circle`,
// `.capsule` and `.ellipse` wherever a `Shape` is expected
// (`.clipShape(.rect(cornerRadius: 8))`, `.background(.blue, in: .capsule)`).

extension Shape where Self == Rectangle {
    /// A rectangle filling the frame (`.clipShape(.rect)`).
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius` points: stroked with round
    /// corners (`╭─╮`) when the radius is above zero.
    ///
    /// ```swift
    /// Text("Card").padding().background(.blue, in: .rect(cornerRadius: 12))
    /// ```
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
        -> RoundedRectangle
    {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners of `cornerSize` points.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle centred in the frame (`.clipShape(.circle)`).
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule filling the frame (`.background(.blue, in: .capsule)`).
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends are blended with `style` (one look in cells).
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling the frame.
    public static var ellipse: Ellipse { Ellipse() }
}
