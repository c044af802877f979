import CursesKit

/// A drag: SwiftUI's `DragGesture`, from the mouse or the arrow keys.
///
/// A press, a move with the button held and a release report `.onChanged`
/// with each cell the pointer reaches (once it has moved `minimumDistance`
/// points) and `.onEnded` on the release; the translation is in points, 8
/// to a column and 16 to a row. The view takes focus (Tab reaches it, the
/// terminal's cursor marks it), and an arrow key is a drag of one cell that
/// way: `.onChanged` then `.onEnded`, so a view that moves by the
/// translation when a drag ends moves a cell a key.
///
/// ```swift
/// Circle()
///     .frame(width: 32, height: 32)
///     .offset(offset)
///     .gesture(
///         DragGesture()
///             .onChanged { value in dragging = value.translation }
///             .onEnded { value in offset.width += value.translation.width; dragging = .zero })
/// ```
public struct DragGesture: Gesture, RecognizableGesture {
    /// Where a drag is: SwiftUI's `DragGesture.Value`, in points in the view.
    public struct Value: Equatable, Sendable {
        /// When the drag reached this point.
        public var time: Date
        /// Where the pointer is (the centre of its cell).
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the pointer moved since the start.
        public var translation: CGSize
        /// How fast it moves: zero (a terminal reports cells, not motion).
        public var velocity: CGSize
        /// Where the drag would end: ``location`` (there is no velocity to carry it on).
        public var predictedEndLocation: CGPoint
        /// How far the drag would go: ``translation``.
        public var predictedEndTranslation: CGSize
    }

    /// How far, in points, the pointer moves before the drag starts.
    public var minimumDistance: CGFloat
    /// The coordinate space of the locations: accepted (they are the view's own).
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    var recognizer: GestureRecognizer {
        var recognizer = GestureRecognizer()
        recognizer.drag = DragRecognizer(minimumDistance: minimumDistance)
        return recognizer
    }
}

/// What a drag runs: its `.onChanged` and `.onEnded` actions, in the order they were added.
struct DragRecognizer {
    var minimumDistance: CGFloat
    var changed: [@MainActor (DragGesture.Value) -> Void] = []
    var ended: [@MainActor (DragGesture.Value) -> Void] = []
}

/// A view with a drag gesture.
struct DragGestureModifier<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let drag: DragRecognizer

    func makeBehavior() -> NodeBehavior { DragGestureBehavior(view: self) }
}

@MainActor
final class DragGestureBehavior<Content: View>: SingleChildBehavior<DragGestureModifier<Content>> {
    private let dragWidget = DragGestureWidget()

    override var widget: Widget? { dragWidget }
    override var containerWidget: Widget? { dragWidget }
    override var isLayoutTransparent: Bool { false }

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        let drag = view.drag
        dragWidget.cellSize = node.environment.cellSize
        dragWidget.minimumDistance = drag.minimumDistance
        dragWidget.report = { [weak node] value, ended in
            let actions = ended ? drag.ended : drag.changed
            node?.graph?.submitWrite { for action in actions { action(value) } }
        }
    }
}

/// The widget of a dragged view: its content's widgets inside; it takes
/// focus, the arrow keys and the mouse's presses, drags and releases.
@MainActor
final class DragGestureWidget: Widget {
    /// Reports a value: `true` for the end of the drag.
    var report: (DragGesture.Value, Bool) -> Void = { _, _ in }
    var cellSize = CellMetrics.standard.size
    var minimumDistance: CGFloat = 10
    /// The cell the button went down on, and whether the drag has started.
    private var start: (cell: Point, started: Bool)?

    override var canBecomeFocused: Bool { true }
    override var cursorPosition: Point? { .zero }

    override var keyHints: [KeyHint] {
        [
            KeyHint(
                [KeyEvent(.left), KeyEvent(.right), KeyEvent(.up), KeyEvent(.down)], "drag", symbol: "←↑↓→")
        ]
    }

    /// The centre of `cell`, in points.
    private func point(_ cell: Point) -> CGPoint {
        CGPoint(x: (CGFloat(cell.x) + 0.5) * cellSize.width, y: (CGFloat(cell.y) + 0.5) * cellSize.height)
    }

    private func value(from: Point, to: Point) -> DragGesture.Value {
        let start = point(from)
        let location = point(to)
        let translation = CGSize(width: location.x - start.x, height: location.y - start.y)
        return DragGesture.Value(
            time: Date(), location: location, startLocation: start, translation: translation, velocity: .zero,
            predictedEndLocation: location, predictedEndTranslation: translation)
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        let step: Point
        switch event.key {
        case .left: step = Point(x: -1, y: 0)
        case .right: step = Point(x: 1, y: 0)
        case .up: step = Point(x: 0, y: -1)
        case .down: step = Point(x: 0, y: 1)
        default: return false
        }
        let value = value(from: .zero, to: step)
        report(value, false)
        report(value, true)
        return true
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard event.button == 1 || event.kind == .drag else { return false }
        switch event.kind {
        case .press:
            start = (event.location, false)
        case .drag:
            guard var current = start else { return true }
            let value = value(from: current.cell, to: event.location)
            let distance =
                (value.translation.width * value.translation.width
                + value.translation.height * value.translation.height).squareRoot()
            if current.started || distance >= minimumDistance {
                current.started = true
                start = current
                report(value, false)
            }
        case .release:
            if let current = start, current.started {
                report(value(from: current.cell, to: event.location), true)
            }
            start = nil
        case .click:
            start = nil
        default:
            return false
        }
        return true
    }
}
