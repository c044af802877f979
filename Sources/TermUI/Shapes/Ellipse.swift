/// An ellipse filling its frame, filled in half blocks or stroked in braille.
public struct Ellipse: Shape, Equatable {
    /// An ellipse.
    public init() {}

    /// The ellipse inside `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
