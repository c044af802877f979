/// The largest circle that fits in the middle of its frame (round on
/// screen: a row counts as two units), filled in half blocks or stroked in braille.
public struct Circle: Shape, Equatable {
    /// A circle.
    public init() {}

    /// The circle in the middle of `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(
            ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}
