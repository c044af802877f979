/// A 2D shape: an outline in a rectangle, drawn at cell resolution.
///
/// A shape is a view that takes the space it is offered (10 columns by 5
/// rows where nothing is offered) and, on its own, is filled with the
/// foreground colour. Its ``path(in:)`` gets a rectangle one unit per
/// column and two per row, so a `Circle` is round on screen.
///
/// Drawn as: a fill in half blocks (`▀▄█`); a stroke in braille dots, except
/// that `Rectangle`, `RoundedRectangle` and `Capsule` stroke with
/// box-drawing lines (`┌─┐`, `╭─╮`) when they are at least two cells each way.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
public protocol Shape: View {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape on its own is filled with the foreground colour.
    public var body: some View { ShapeView(shape: self, paint: .fill, style: ForegroundStyle()) }

    /// The shape filled with `content` (a colour, a gradient, or `.foreground`).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ShapeView(shape: self, paint: .fill, style: content)
    }

    /// The shape's outline in `content`; every line width draws one dot wide (see ``Shape``).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, paint: .stroke, style: content)
    }

    /// The shape's outline in `content`, with `style`'s line width drawn one dot wide.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeView(shape: self, paint: .stroke, style: content)
    }

    /// The shape's outline in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, paint: .stroke, style: ForegroundStyle())
    }

    /// The shape's outline in the foreground colour, with `style`'s line width drawn one dot wide.
    public func stroke(style: StrokeStyle) -> some View {
        ShapeView(shape: self, paint: .stroke, style: ForegroundStyle())
    }

    /// The outline drawn inside the shape's frame: in a terminal the same as ``stroke(_:lineWidth:)``.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, paint: .stroke, style: content)
    }
}

/// How SwiftUI fills a shape: accepted; TermUI fills by the non-zero rule.
public struct FillStyle: Equatable, Sendable {
    /// True for the even-odd rule (accepted, drawn by the non-zero rule).
    public var isEOFilled: Bool
    /// True for antialiased edges (a cell has none).
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How SwiftUI strokes a shape: accepted; every line is one braille dot wide.
public struct StrokeStyle: Equatable, Sendable {
    /// The width SwiftUI would draw.
    public var lineWidth: CGFloat
    /// The dash pattern SwiftUI would draw (drawn solid).
    public var dash: [CGFloat]

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, dash: [CGFloat] = []) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}
