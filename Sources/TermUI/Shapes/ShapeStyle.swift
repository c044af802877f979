import CursesKit

/// A colour or style a shape is filled or stroked with: a ``Color``, or
/// `.foreground` (the environment's foreground colour).
///
/// Gradients and materials are not drawn (a cell has one colour).
public protocol ShapeStyle: Sendable {
    /// The colour cells take; `nil` for the foreground colour.
    var shapeColor: Color? { get }
}

extension Color: ShapeStyle {
    /// The colour itself.
    public var shapeColor: Color? { self }
}

/// The environment's foreground colour, as a shape style.
public struct ForegroundStyle: ShapeStyle {
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
