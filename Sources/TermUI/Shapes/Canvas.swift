import CursesKit

/// A view you draw into with paths and text: SwiftUI's `Canvas`.
///
/// The renderer gets a ``GraphicsContext`` and the canvas's size in points
/// (8 per column, 16 per row) each time the canvas is drawn: when it first
/// shows, when its size changes and when the view that made it renders
/// again. Fills are drawn in half blocks and strokes in braille dots, with
/// the rasteriser the shapes use, so a `Path(ellipseIn:)` looks as a
/// `Circle` does; text takes whole cells. Like a shape, a canvas takes the
/// space it is offered (10 columns by 5 rows when nothing is). A canvas
/// takes no focus and no keys, as in SwiftUI. `opaque`, `colorMode` and
/// `rendersAsynchronously` are accepted; the `symbols` are kept and not drawn.
///
/// ```swift
/// Canvas { context, size in
///     context.stroke(
///         Path(ellipseIn: CGRect(origin: .zero, size: size)),
///         with: .color(.green),
///         lineWidth: 4)
/// }
/// .frame(width: 160, height: 80)
/// ```
public struct Canvas<Symbols: View>: View, HostedView {
    /// Body is `Never`: the canvas is drawn by its own widget.
    public typealias Body = Never

    /// The drawing callback: the context to draw into and the canvas's size in points.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer may draw by tag (kept; TermUI does not draw them).
    public var symbols: Symbols
    /// True when the canvas says it is fully opaque (accepted).
    public var isOpaque: Bool
    /// How colours are blended (accepted: a cell has one colour).
    public var colorMode: ColorRenderingMode
    /// True to render off the main thread (accepted: the canvas draws with the screen).
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
            renderer: renderer, symbols: { EmptyView() })
    }

    /// A canvas drawn by `renderer`, with `symbols` it may refer to.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    func makeWidget(target: ActionTarget) -> CanvasWidget { CanvasWidget() }

    func update(_ widget: CanvasWidget, environment: EnvironmentValues, transaction: Transaction) {
        widget.cellSize = environment.cellSize
        widget.foreground = environment.foregroundColor ?? .default
        widget.foregroundStyle = environment.foregroundShapeStyle
        widget.background = environment.backgroundColor ?? .default
        widget.environment = environment
        widget.renderer = renderer
    }

    /// A canvas takes what it is offered: 10 columns by 5 rows when nothing is.
    func sizeThatFits(_ proposal: ProposedSize, widget: CanvasWidget) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 5)
    }
}

/// Draws a canvas: runs its renderer at the current size and rasterises
/// what it recorded into cells, in the order it was drawn.
@MainActor
final class CanvasWidget: Widget {
    /// The renderer of the canvas's newest value; a new one redraws (a closure cannot be compared).
    var renderer: (inout GraphicsContext, CGSize) -> Void = { _, _ in } {
        didSet { setNeedsDisplay() }
    }
    var cellSize = CellMetrics.standard.size {
        didSet { if cellSize != oldValue { setNeedsDisplay() } }
    }
    var foreground: Color = .default {
        didSet { if foreground != oldValue { setNeedsDisplay() } }
    }
    var foregroundStyle: (any ShapeStyle)? {
        didSet { setNeedsDisplay() }
    }
    var background: Color = .default {
        didSet { if background != oldValue { setNeedsDisplay() } }
    }
    /// The environment text is styled in.
    var environment = EnvironmentValues()

    /// One drawn cell: its glyph and colour.
    struct Cell: Equatable {
        var glyph: Character
        var color: Color?
        /// A text cell's whole style (its run's, in the canvas's environment).
        var textStyle: Style?
    }

    /// The cells the renderer covers at the current size, row by row.
    var cells: [[Cell?]] {
        let recording = CanvasRecording(cellSize: cellSize)
        var context = GraphicsContext(recording: recording)
        renderer(
            &context,
            CGSize(
                width: CGFloat(bounds.width) * cellSize.width,
                height: CGFloat(bounds.height) * cellSize.height))
        var grid = [[Cell?]](
            repeating: [Cell?](repeating: nil, count: max(0, bounds.width)), count: max(0, bounds.height))
        let size = bounds.size
        let toRaster = { (path: Path) in
            path.mapped { CGPoint(x: $0.x / self.cellSize.width, y: $0.y * 2 / self.cellSize.height) }
        }
        for operation in recording.operations {
            switch operation {
            case .fill(let path, let style):
                paint(ShapeRaster.fill(toRaster(path), size: size), style: style, into: &grid)
            case .stroke(let path, let style):
                paint(ShapeRaster.stroke(toRaster(path), size: size), style: style, into: &grid)
            case .text(let text, let origin):
                write(text, at: origin, into: &grid)
            }
        }
        return grid
    }

    private func color(of style: any ShapeStyle, at cell: Point) -> Color? {
        let shading: any ShapeStyle = style is ForegroundStyle ? foregroundStyle ?? style : style
        let centre = CGPoint(
            x: (CGFloat(cell.x) + 0.5) * cellSize.width, y: (CGFloat(cell.y) + 0.5) * cellSize.height)
        let rect = CGRect(
            x: 0, y: 0, width: CGFloat(bounds.width) * cellSize.width,
            height: CGFloat(bounds.height) * cellSize.height)
        return shading.shapeColor(at: centre, in: rect)
    }

    /// Lays `raster` over `grid`: braille dots join the dots already in a
    /// cell, and half blocks of one colour join into a full block.
    private func paint(_ raster: ShapeRaster, style: any ShapeStyle, into grid: inout [[Cell?]]) {
        for (y, row) in raster.rows.enumerated() {
            for (x, glyph) in row.enumerated() {
                guard let glyph else { continue }
                let color = color(of: style, at: Point(x: x, y: y))
                var drawn = glyph
                if let old = grid[y][x], old.color == color {
                    drawn = Self.join(old.glyph, glyph)
                }
                grid[y][x] = Cell(glyph: drawn, color: color)
            }
        }
    }

    /// `new` drawn over `old` in the same colour.
    static func join(_ old: Character, _ new: Character) -> Character {
        func braille(_ glyph: Character) -> UInt32? {
            guard let value = glyph.unicodeScalars.first?.value, (0x2800...0x28FF).contains(value) else {
                return nil
            }
            return value - 0x2800
        }
        if let a = braille(old), let b = braille(new) {
            return Character(Unicode.Scalar(0x2800 + (a | b)) ?? " ")
        }
        let halves: Set<Character> = ["\u{2580}", "\u{2584}"]
        if halves.contains(old), halves.contains(new), old != new { return "\u{2588}" }
        return new
    }

    private func write(_ text: Text, at origin: CGPoint, into grid: inout [[Cell?]]) {
        let row = Int((origin.y / cellSize.height).rounded(.down))
        var column = Int((origin.x / cellSize.width).rounded(.down))
        guard row >= 0, row < grid.count else { return }
        let style = text.firstRun.style(in: environment)
        for character in text.content {
            let width = String(character).displayWidth
            if column >= 0, column + width <= grid[row].count {
                var cellStyle = style
                // Text on a filled cell takes the fill as its background, as text on a shape does.
                if let under = grid[row][column], under.glyph == "\u{2588}",
                    cellStyle.background == background
                {
                    cellStyle.background = (under.color ?? foreground)
                }
                grid[row][column] = Cell(glyph: character, color: nil, textStyle: cellStyle)
                // A wide glyph covers the next cell too.
                if width == 2 { grid[row][column + 1] = nil }
            }
            column += width
        }
    }

    override func draw(in surface: Surface) {
        let capability = surface.colorCapability
        for (y, row) in cells.enumerated() {
            var x = 0
            while x < row.count {
                defer { x += 1 }
                guard let cell = row[x] else { continue }
                let isBraille =
                    cell.glyph.unicodeScalars.first.map { (0x2800...0x28FF).contains($0.value) } ?? false
                let glyph = isBraille && !surface.canDrawUnicode ? "." : String(cell.glyph)
                let style =
                    cell.textStyle
                    ?? Style(
                        foreground: (cell.color ?? foreground).resolved(for: capability),
                        background: background)
                let width = surface.draw(glyph, at: Point(x: x, y: y), style: style)
                x += max(0, width - 1)
            }
        }
    }
}
