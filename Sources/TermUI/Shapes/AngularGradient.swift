import CursesKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colours swept around `center` from `startAngle` to `endAngle` (a whole
/// turn when they are equal), clockwise from the trailing edge as on screen:
/// a shape style and a view, drawn as ``LinearGradient`` is.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
/// ```
public struct AngularGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// `gradient` swept around `center` from `startAngle` to `endAngle`.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// `colors`, spaced evenly, swept around `center`.
    nonisolated public init(
        colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` swept around `center`.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `gradient` swept a whole turn around `center`, starting at `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(
            gradient: gradient, center: center, startAngle: angle,
            endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// The colour half way round (what text in this style is drawn in).
    nonisolated public var shapeColor: Color? { gradient.color(at: 0.5) }

    /// The colour at the angle of `point` around the centre.
    nonisolated public func shapeColor(at point: CGPoint, in rect: CGRect) -> Color? {
        let middle = rect.point(at: center)
        var sweep = endAngle.radians - startAngle.radians
        if sweep == 0 { sweep = 2 * .pi }
        var angle = atan2(point.y - middle.y, point.x - middle.x) - startAngle.radians
        angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if angle < 0 { angle += 2 * .pi }
        return gradient.color(at: angle / sweep)
    }

    /// The gradient filling the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}
