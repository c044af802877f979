import CursesKit

/// A colour or style a shape is filled or stroked with: a ``Color``,
/// `.foreground` (the environment's foreground style), or a gradient
/// (``LinearGradient``, ``RadialGradient``, ``AngularGradient``).
///
/// A cell has one colour: each cell a shape covers takes the style's colour
/// at the cell's centre. Materials are not drawn.
public protocol ShapeStyle: Sendable {
    /// The colour cells take; `nil` for the foreground colour. For a
    /// gradient, its middle colour (what a text in this style is drawn in).
    var shapeColor: Color? { get }

    /// The colour of the cell whose centre is `point`, in a shape filling
    /// `rect` (shape units: one per column, two per row); `nil` for the
    /// foreground colour. By default ``shapeColor`` everywhere.
    func shapeColor(at point: CGPoint, in rect: CGRect) -> Color?
}

extension ShapeStyle {
    /// The same colour in every cell.
    public func shapeColor(at point: CGPoint, in rect: CGRect) -> Color? { shapeColor }
}

extension Color: ShapeStyle {
    /// The colour itself.
    public var shapeColor: Color? { self }
}

/// The environment's foreground style (a colour, or the gradient of a
/// `.foregroundStyle(_:)` around the shape), as a shape style.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    public init() {}

    /// `nil`: the foreground colour of the environment the shape is drawn in.
    public var shapeColor: Color? { nil }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground colour of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { Color.red }
    /// Green.
    public static var green: Color { Color.green }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
}
