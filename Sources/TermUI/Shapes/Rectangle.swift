/// A rectangle filling its frame; stroked with box-drawing lines (`┌─┐`).
public struct Rectangle: Shape, Equatable {
    /// A rectangle.
    public init() {}

    /// The frame's outline.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Rectangle: BoxOutlinedShape {
    var outlineBorder: BorderStyle { .single }
}
