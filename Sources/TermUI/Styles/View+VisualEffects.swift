extension View {
    /// A shadow behind the view: accepted and not drawn (a cell casts none);
    /// the view is drawn as it is.
    public func shadow(
        color: Color = Color.black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        self
    }

    /// Rounds the view's corners: accepted and not drawn (the view's cells
    /// fill its frame; round an outline with `RoundedRectangle` instead).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        self
    }

    /// Rotates the view's drawing by `angle`: accepted and drawn unrotated
    /// (a terminal's characters stand upright); layout is unchanged, as in SwiftUI.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        self
    }

    /// Scales the view's drawing by `scale`: accepted and drawn at its own
    /// size (a character is one size); layout is unchanged, as in SwiftUI.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        self
    }

    /// Scales the view's drawing by `x` and `y`: accepted and drawn at its own size.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        self
    }

    /// Scales the view's drawing by `scale`: accepted and drawn at its own size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        self
    }
}
