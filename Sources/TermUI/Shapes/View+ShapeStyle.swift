import CursesKit

/// The shape style of `.foregroundStyle(_:)` when it is not one colour (a gradient).
struct ForegroundShapeStyleKey: EnvironmentKey {
    static var defaultValue: (any ShapeStyle)? { nil }
}

extension EnvironmentValues {
    /// The gradient shapes filled with `.foreground` take, if `.foregroundStyle` set one.
    var foregroundShapeStyle: (any ShapeStyle)? {
        get { self[ForegroundShapeStyleKey.self] }
        set { self[ForegroundShapeStyleKey.self] = newValue }
    }
}

extension ShapeStyle {
    /// True for a style of one colour everywhere (no per-cell work to draw it).
    var isUniform: Bool { self is Color || self is ForegroundStyle }
}

extension View {
    /// Sets the foreground style of this view and its descendants: a colour,
    /// or a gradient.
    ///
    /// Shapes filled or stroked with the foreground (a bare `Circle()`) take
    /// the gradient cell by cell; text takes its middle colour, since a
    /// terminal draws one colour per character run.
    ///
    /// ```swift
    /// Circle().foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundColor, style.shapeColor)
            .environment(\.foregroundShapeStyle, style.isUniform ? nil : style)
    }

    /// Draws `style` (a gradient) behind the view, in its frame; the view's
    /// own blank cells take the style's middle colour.
    ///
    /// ```swift
    /// Text("Welcome").padding().background(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
    /// ```
    public func background<S: ShapeStyle & View>(_ style: S, alignment: Alignment = .center) -> some View {
        LayeredModifier(
            content: environment(\.backgroundColor, style.shapeColor), layer: style, layerAbove: false,
            alignment: alignment)
    }
}
