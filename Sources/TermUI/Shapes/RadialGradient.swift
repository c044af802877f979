import CursesKit

/// Colours in rings around `center`, from `startRadius` (the first stop) to
/// `endRadius` (the last): a shape style and a view, drawn as
/// ``LinearGradient`` is (a colour per cell, at its centre).
///
/// Radii are in points, as every length (8 a column, 16 a row): a radius of
/// 200 points written for a phone screen reaches 25 columns.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 80))
/// ```
public struct RadialGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Rings of `gradient` around `center`, from `startRadius` to `endRadius`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Rings of `colors`, spaced evenly, around `center`.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius
        )
    }

    /// Rings of `stops` around `center`.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The colour half way out (what text in this style is drawn in).
    nonisolated public var shapeColor: Color? { gradient.color(at: 0.5) }

    /// The colour of the ring `point` lies on.
    nonisolated public func shapeColor(at point: CGPoint, in rect: CGRect) -> Color? {
        let middle = rect.point(at: center)
        let distance =
            ((point.x - middle.x) * (point.x - middle.x) + (point.y - middle.y) * (point.y - middle.y))
            .squareRoot()
        let span = endRadius - startRadius
        guard span != 0 else { return gradient.color(at: distance < startRadius ? 0 : 1) }
        return gradient.color(at: (distance - startRadius) / span)
    }

    /// The gradient filling the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == RadialGradient {
    /// Rings of `colors` around `center`, from `startRadius` to `endRadius`.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Rings of `gradient` around `center`, from `startRadius` to `endRadius`.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
