import CursesKit

extension View {
    /// Draws `background` (a shape, a colour view, any view) behind the view, in its frame.
    ///
    /// ```swift
    /// Text("Tag").padding(1).background(Capsule().fill(Color.blue))
    /// ```
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        LayeredModifier(content: self, layer: background, layerAbove: false, alignment: alignment)
    }

    /// Fills `shape` with `style` behind the view, in its frame.
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        background(shape.fill(style))
    }

    /// Clips the view to `shape`: approximated. A view's cells are already
    /// clipped to its frame, and a cell is either drawn or not, so clipping to
    /// a rectangle, rounded rectangle or capsule changes nothing; a circle's
    /// corners are not cut off.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        self
    }
}
