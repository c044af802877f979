import CursesKit

/// Where a ``Canvas`` draws: SwiftUI's `GraphicsContext`, an immediate-mode
/// destination with a current state (a translation, a scale, an opacity).
///
/// Coordinates are points, as everywhere in TermUI: a cell is 8 points wide
/// and 16 tall, so `size.width / 8` columns fit. Paths are filled in half
/// blocks and stroked in braille dots, as shapes are (see ``Shape``); text is
/// drawn in whole cells, its top-left corner in the cell under its anchored
/// origin. A copy of a context draws into the same canvas with state of its
/// own, as in SwiftUI.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
public struct GraphicsContext {
    /// What a fill or a stroke paints with: SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        let style: any ShapeStyle

        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading(style: color) }

        /// A shape style: a colour, a gradient, or `.foreground`.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style) }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(style: ForegroundStyle()) }
    }

    /// The canvas's record of what was drawn, shared by every copy of the context.
    let recording: CanvasRecording
    private var offset = CGPoint.zero
    private var scale = CGSize(width: 1, height: 1)

    /// The opacity drawing uses: accepted (a cell is painted or not); at 0 nothing is drawn.
    public var opacity: Double = 1

    init(recording: CanvasRecording) {
        self.recording = recording
    }

    /// Moves the origin of what is drawn next by `x`, `y` points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        offset = CGPoint(x: offset.x + x * scale.width, y: offset.y + y * scale.height)
    }

    /// Scales what is drawn next by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        scale = CGSize(width: scale.width * x, height: scale.height * y)
    }

    /// Fills `path` with `shading`, by the non-zero rule whatever `style` says.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(transformed(path), shading.style))
    }

    /// Strokes `path` with `shading`: one braille dot wide whatever `lineWidth` asks (see ``Shape``).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        record(.stroke(transformed(path), shading.style))
    }

    /// Strokes `path` with `shading`; `style`'s width is drawn one dot wide.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(transformed(path), shading.style))
    }

    /// Draws `text` on one line so that its `anchor` (by default its centre) is at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let cell = recording.cellSize
        let size = CGSize(width: CGFloat(text.content.displayWidth) * cell.width, height: cell.height)
        let at = transformed(point)
        record(.text(text, CGPoint(x: at.x - anchor.x * size.width, y: at.y - anchor.y * size.height)))
    }

    /// Draws `text` from the top-left corner of `rect` (on one line, cut at its right edge).
    public func draw(_ text: Text, in rect: CGRect) {
        let origin = transformed(rect.origin)
        let width = rect.width * scale.width
        let columns = Int((width / recording.cellSize.width).rounded(.down))
        let shown = text.content.prefix(displayWidth: max(0, columns))
        var cut = text
        cut.content = shown
        record(.text(cut, origin))
    }

    private func record(_ operation: CanvasRecording.Operation) {
        guard opacity > 0 else { return }
        recording.operations.append(operation)
    }

    private func transformed(_ point: CGPoint) -> CGPoint {
        CGPoint(x: offset.x + point.x * scale.width, y: offset.y + point.y * scale.height)
    }

    private func transformed(_ path: Path) -> Path {
        guard offset != .zero || scale != CGSize(width: 1, height: 1) else { return path }
        return path.mapped { transformed($0) }
    }
}

/// What a canvas's renderer drew, in order.
final class CanvasRecording {
    enum Operation {
        case fill(Path, any ShapeStyle)
        case stroke(Path, any ShapeStyle)
        /// Text whose top-left corner is at the point.
        case text(Text, CGPoint)
    }

    let cellSize: CGSize
    var operations: [Operation] = []

    init(cellSize: CGSize) {
        self.cellSize = cellSize
    }
}

extension String {
    /// The longest start of the string at most `width` columns wide.
    fileprivate func prefix(displayWidth width: Int) -> String {
        var result = ""
        var used = 0
        for character in self {
            let next = String(character).displayWidth
            if used + next > width { break }
            result.append(character)
            used += next
        }
        return result
    }
}
