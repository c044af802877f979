import CursesKit

/// A shape filled or stroked, in a colour or the foreground colour: what
/// `.fill`, `.stroke` and a bare shape become.
struct ShapeView<S: Shape>: View, HostedView {
    typealias Body = Never

    let shape: S
    let paint: ShapePaint
    let color: Color?

    func makeWidget(target: ActionTarget) -> ShapeWidget { ShapeWidget() }

    func update(_ widget: ShapeWidget, environment: EnvironmentValues, transaction: Transaction) {
        let shape = self.shape
        widget.drawing = ShapeWidget.Drawing(
            outline: { shape.path(in: $0) },
            paint: paint,
            border: paint == .stroke ? (shape as? any BoxOutlinedShape)?.outlineBorder : nil)
        widget.style = Style(
            foreground: color ?? environment.foregroundColor ?? .default,
            background: environment.backgroundColor ?? .default)
    }

    static var paintOnlyProperties: [PartialKeyPath<ShapeView<S>>] { [\.shape, \.paint, \.color] }
    static var paintOnlyEnvironment: [any EnvironmentKey.Type] {
        [ForegroundColorKey.self, BackgroundColorKey.self]
    }

    /// A shape takes what it is offered: 10 columns by 5 rows when nothing is.
    func sizeThatFits(_ proposal: ProposedSize, widget: ShapeWidget) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 5)
    }
}

/// Whether a shape is filled or stroked.
enum ShapePaint: Equatable {
    case fill
    case stroke
}

/// A shape whose outline is a box: stroked with box-drawing lines when it has room.
@MainActor
protocol BoxOutlinedShape {
    var outlineBorder: BorderStyle { get }
}
