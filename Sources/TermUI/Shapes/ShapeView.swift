import CursesKit

/// A shape filled or stroked in a shape style (a colour, a gradient, the
/// foreground style): what `.fill`, `.stroke` and a bare shape become.
struct ShapeView<S: Shape, Fill: ShapeStyle>: View, HostedView {
    typealias Body = Never

    let shape: S
    let paint: ShapePaint
    let style: Fill

    static var firesActions: Bool { false }
    func makeWidget(target: ActionTarget) -> ShapeWidget { ShapeWidget() }

    func update(_ widget: ShapeWidget, environment: EnvironmentValues, transaction: Transaction) {
        let shape = self.shape
        widget.cellSize = environment.cellSize
        widget.drawing = ShapeWidget.Drawing(
            outline: { shape.path(in: $0) },
            paint: paint,
            border: paint == .stroke ? (shape as? any BoxOutlinedShape)?.outlineBorder : nil)
        // `.foreground` is the environment's style: a gradient set with `.foregroundStyle`, or its colour.
        let shading: any ShapeStyle =
            style is ForegroundStyle ? environment.foregroundShapeStyle ?? style : style
        widget.style = Style(
            foreground: shading.shapeColor ?? environment.foregroundColor ?? .default,
            background: environment.backgroundColor ?? .default)
        widget.shading = shading.isUniform ? nil : { shading.shapeColor(at: $0, in: $1) }
    }

    static var paintOnlyProperties: [PartialKeyPath<ShapeView<S, Fill>>] { [\.shape, \.paint, \.style] }
    static var paintOnlyEnvironment: [any EnvironmentKey.Type] {
        [ForegroundColorKey.self, BackgroundColorKey.self, ForegroundShapeStyleKey.self]
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
