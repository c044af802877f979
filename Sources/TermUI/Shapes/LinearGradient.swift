import CursesKit

/// Colours along an axis from `startPoint` to `endPoint` of the frame it
/// fills: a shape style (`.fill`, `.foregroundStyle`, `.background`) and a
/// view that fills the space it is offered.
///
/// Each cell takes the colour at its centre, which the terminal shows as the
/// nearest it has (256, 16 or 8 colours); without colour (`NO_COLOR`, a
/// monochrome terminal) a filled cell is shaded `░▒▓█` by brightness. As a
/// text's foreground style the gradient's middle colour colours the whole text.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 4)
///     .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient of `gradient` from `startPoint` to `endPoint`.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of `colors`, spaced evenly, from `startPoint` to `endPoint`.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of `stops` from `startPoint` to `endPoint`.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The colour half way along the axis (what text in this style is drawn in).
    nonisolated public var shapeColor: Color? { gradient.color(at: 0.5) }

    /// The colour where `point` projects onto the axis from start to end.
    nonisolated public func shapeColor(at point: CGPoint, in rect: CGRect) -> Color? {
        let start = rect.point(at: startPoint)
        let end = rect.point(at: endPoint)
        let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let lengthSquared = axis.x * axis.x + axis.y * axis.y
        guard lengthSquared > 0 else { return gradient.color(at: 0) }
        let t = ((point.x - start.x) * axis.x + (point.y - start.y) * axis.y) / lengthSquared
        return gradient.color(at: t)
    }

    /// The gradient filling the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension CGRect {
    /// The point at `unit` fractions of the rectangle.
    func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: origin.x + size.width * unit.x, y: origin.y + size.height * unit.y)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public static func linearGradient(
        _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `colors` from `startPoint` to `endPoint`.
    public static func linearGradient(
        colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops` from `startPoint` to `endPoint`.
    public static func linearGradient(
        stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
