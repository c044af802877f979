/// How a view's colours combine with what is drawn behind it (SwiftUI's
/// `BlendMode`): accepted by ``View/blendMode(_:)``, which draws the view as
/// it is, a cell having one colour and nothing to blend with.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// The view's colours over what is behind.
    case normal
    /// Multiplied with what is behind.
    case multiply
    /// Screened with what is behind.
    case screen
    /// Overlaid on what is behind.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// What is behind, brightened.
    case colorDodge
    /// What is behind, darkened.
    case colorBurn
    /// A soft light.
    case softLight
    /// A hard light.
    case hardLight
    /// The difference of the two.
    case difference
    /// Like difference, lower in contrast.
    case exclusion
    /// The view's hue.
    case hue
    /// The view's saturation.
    case saturation
    /// The view's hue and saturation.
    case color
    /// The view's luminosity.
    case luminosity
    /// The view where what is behind is drawn.
    case sourceAtop
    /// What is behind over the view.
    case destinationOver
    /// What is behind where the view is not.
    case destinationOut
    /// Added, darker.
    case plusDarker
    /// Added, lighter.
    case plusLighter
}

extension View {
    /// Blends the view with what is behind it: accepted, and a no-op. A
    /// terminal cell shows one character in one colour on one background;
    /// there is no second layer to blend with, so the view is drawn as it is.
    ///
    /// ```swift
    /// Circle().fill(.red).blendMode(.multiply)
    /// ```
    public func blendMode(_ blendMode: BlendMode) -> some View { self }

    /// Brightens (positive `amount`) or darkens the view: accepted, and a
    /// no-op; the view keeps the colours it names, which the terminal shows
    /// from its own palette.
    public func brightness(_ amount: Double) -> some View { self }

    /// Multiplies the view's colours by `color`: accepted, and a no-op; the
    /// view keeps the colours it names (the terminal's palette cannot be
    /// multiplied per cell).
    public func colorMultiply(_ color: Color) -> some View { self }

    /// Letters drawn closer together to fit: accepted, and a no-op; a
    /// terminal's letters sit one to a cell and cannot be tightened.
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// Shows the view only where `mask` is drawn: accepted, and a no-op; the
    /// view is drawn whole in its frame (a cell is drawn or not; a mask's
    /// soft edges and opacity have no cell to fall on).
    ///
    /// ```swift
    /// Image("photo").mask { Circle() }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View
    {
        self
    }

    /// Shows the view only where `mask` is drawn (the older form of
    /// ``mask(alignment:_:)``): accepted, and a no-op.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View { self }

    /// Puts the environment's background style behind the view (SwiftUI's
    /// `background(ignoresSafeAreaEdges:)`): the terminal's own background, so
    /// the view's cells are cleared to it (what a system background is in a
    /// terminal). `edges` is accepted; a terminal has no safe area.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Color.default)
    }
}

/// A blurred, see-through backdrop (SwiftUI's `Material`), as a shape style:
/// drawn as a grey, darker for the thinner materials (a cell cannot be
/// see-through or blurred, so the nearest a terminal has to frosted glass is
/// a plain grey behind the content).
///
/// ```swift
/// Text("Badge").padding().background(.regularMaterial, in: .capsule)
/// ```
public struct Material: ShapeStyle, Hashable {
    let white: Double

    /// The grey the material is drawn in.
    public var shapeColor: Color? { Color(white: white) }

    /// The thinnest material.
    public static let ultraThin = Material(white: 0.16)
    /// A thin material.
    public static let thin = Material(white: 0.2)
    /// The regular material.
    public static let regular = Material(white: 0.24)
    /// A thick material.
    public static let thick = Material(white: 0.28)
    /// The thickest material.
    public static let ultraThick = Material(white: 0.32)
    /// The material of a bar (a toolbar's or a tab bar's).
    public static let bar = Material(white: 0.24)
}

extension ShapeStyle where Self == Material {
    /// ``Material/ultraThin``.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// ``Material/thin``.
    public static var thinMaterial: Material { .thin }
    /// ``Material/regular``.
    public static var regularMaterial: Material { .regular }
    /// ``Material/thick``.
    public static var thickMaterial: Material { .thick }
    /// ``Material/ultraThick``.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// ``Material/bar``.
    public static var bar: Material { .bar }
}

/// A shadow a shape style casts (SwiftUI's `ShadowStyle`): accepted by
/// ``ShapeStyle/shadow(_:)``, and not drawn (a cell casts no shadow).
public struct ShadowStyle: Hashable, Sendable {
    let isInner: Bool
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow outside the shape.
    public static func drop(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape.
    public static func inner(
        color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
    }
}

/// A shape style with a shadow (what ``ShapeStyle/shadow(_:)`` returns):
/// drawn as the style it wraps.
public struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle

    /// The wrapped style's colour.
    public var shapeColor: Color? { base.shapeColor }

    /// The wrapped style's colour at `point`.
    public func shapeColor(at point: CGPoint, in rect: CGRect) -> Color? {
        base.shapeColor(at: point, in: rect)
    }
}

extension ShapeStyle {
    /// This style with a shadow: drawn as the style itself, without the
    /// shadow (a cell casts none).
    ///
    /// ```swift
    /// .background(.regularMaterial.shadow(.drop(radius: 20, y: 10)), in: .capsule)
    /// ```
    public func shadow(_ style: ShadowStyle) -> ShadowedShapeStyle<Self> {
        ShadowedShapeStyle(base: self, shadow: style)
    }
}
