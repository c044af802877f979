import CursesKit

/// The `?` help: a bordered box in the middle of the screen listing every
/// key active when `?` was pressed, one a line (`Enter   open`), in the
/// footer's order. Any key closes it. Taller lists than the screen end in `…`.
@MainActor
final class KeyHelpPanel: Widget {
    static let title = "Keys (any key closes)"

    var hints: [KeyHint] = [] {
        didSet { setNeedsDisplay() }
    }

    override init() {
        super.init()
        backgroundStyle = .plain
    }

    /// The widest key symbol: the column the actions start after.
    private var symbolWidth: Int { hints.map(\.symbol.displayWidth).max() ?? 0 }

    /// Sizes the box for the list and centres it in `screen`.
    func place(in screen: Rect) {
        let lineWidth = hints.map { symbolWidth + 2 + $0.label.displayWidth }.max() ?? 0
        let inner = Size(
            width: min(max(lineWidth, Self.title.displayWidth), max(0, screen.width - 6)),
            height: min(hints.count + 2, max(0, screen.height - 4)))
        frame = Rect(
            x: (screen.width - inner.width - 4) / 2, y: (screen.height - inner.height - 2) / 2,
            width: inner.width + 4, height: inner.height + 2)
    }

    override func draw(in surface: Surface) {
        guard bounds.width >= 4, bounds.height >= 3 else { return }
        surface.drawBox(bounds)
        let inner = surface.subsurface(Rect(x: 2, y: 1, width: bounds.width - 4, height: bounds.height - 2))
        inner.draw(Self.title, at: .zero, style: Style(attributes: .bold))
        let rows = bounds.height - 4
        let column = symbolWidth + 2
        for (index, hint) in hints.enumerated() where index < rows {
            let y = index + 2
            if index == rows - 1 && hints.count > rows {
                inner.draw("…", at: Point(x: 0, y: y), style: .plain)
                break
            }
            inner.draw(hint.symbol, at: Point(x: 0, y: y), style: Style(attributes: .bold))
            inner.draw(hint.label, at: Point(x: column, y: y), style: .plain)
        }
    }
}
