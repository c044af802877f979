/// How a `.drawingGroup()` would render colours off screen (SwiftUI's `ColorRenderingMode`).
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

extension View {
    /// Renders the view off screen before drawing it: accepted, and a no-op.
    /// A terminal draws cells, not layers; there is nothing to flatten.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }

    /// Rotates the view in three dimensions: accepted, and a no-op. A cell
    /// grid has no depth or perspective, so the view is drawn unrotated in
    /// its frame, as SwiftUI keeps the frame unchanged.
    ///
    /// ```swift
    /// Text("Card").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        self
    }
}
