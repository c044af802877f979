extension View {
    /// Draws a border in `content` around the view: SwiftUI's
    /// `border(_:width:)`, approximated. The border is one cell of box-drawing
    /// line whatever `width` is (a cell is the thinnest line a terminal draws,
    /// and the view grows by one cell on each side as with ``View/border(_:)``).
    /// A gradient draws in its middle colour; `.foreground` in the foreground colour.
    ///
    /// ```swift
    /// Text("Purple border inside the view bounds.")
    ///     .padding()
    ///     .border(Color.purple, width: 4)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        border(content.shapeColor)
    }
}
