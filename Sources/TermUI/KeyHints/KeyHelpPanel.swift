import CursesKit

/// The `?` help: a bordered box in the middle of the screen listing every
/// key active when `?` was pressed, one a line (`Enter   open`), in the
/// footer's order, after the focused view's `.help` if it has one. Any key
/// closes it. Taller lists than the screen end in `…`.
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

    /// The focused view's `.help`, wrapped under the title.
    var help: String? {
        didSet { if help != oldValue { setNeedsDisplay() } }
    }

    /// The widest the help is wrapped to.
    static let helpWidth = 50

    /// The help's lines at `width`, and the blank line after them.
    private func helpLines(width: Int) -> [String] {
        guard let help, !help.isEmpty, width > 0 else { return [] }
        return TextLayout.wrap(help, width: width) + [""]
    }

    /// The widest key symbol: the column the actions start after.
    private var symbolWidth: Int { hints.map(\.symbol.displayWidth).max() ?? 0 }

    /// The rows a screen `width` wide needs to show the whole box (an inline
    /// region grows to them while the help is open).
    func neededHeight(width: Int) -> Int {
        let lineWidth = hints.map { symbolWidth + 2 + $0.label.displayWidth }.max() ?? 0
        let helpWidth = min(help?.displayWidth ?? 0, Self.helpWidth)
        let inner = min(max(lineWidth, Self.title.displayWidth, helpWidth), max(0, width - 6))
        return hints.count + 2 + helpLines(width: inner).count + 4
    }

    /// Sizes the box for the list and centres it in `screen`.
    func place(in screen: Rect) {
        let lineWidth = hints.map { symbolWidth + 2 + $0.label.displayWidth }.max() ?? 0
        let helpWidth = min(help?.displayWidth ?? 0, Self.helpWidth)
        let width = min(max(lineWidth, Self.title.displayWidth, helpWidth), max(0, screen.width - 6))
        let inner = Size(
            width: width,
            height: min(hints.count + 2 + helpLines(width: width).count, max(0, screen.height - 4)))
        frame = Rect(
            x: (screen.width - inner.width - 4) / 2, y: (screen.height - inner.height - 2) / 2,
            width: inner.width + 4, height: inner.height + 2)
    }

    override func draw(in surface: Surface) {
        guard bounds.width >= 4, bounds.height >= 3 else { return }
        surface.drawBox(bounds)
        let inner = surface.subsurface(Rect(x: 2, y: 1, width: bounds.width - 4, height: bounds.height - 2))
        inner.draw(Self.title, at: .zero, style: Style(attributes: .bold))
        let about = helpLines(width: bounds.width - 4)
        for (index, line) in about.enumerated() where index + 2 < bounds.height - 2 {
            inner.draw(line, at: Point(x: 0, y: index + 2), style: Style(attributes: .italic))
        }
        let rows = bounds.height - 4 - about.count
        let column = symbolWidth + 2
        for (index, hint) in hints.enumerated() where index < rows {
            let y = index + 2 + about.count
            if index == rows - 1 && hints.count > rows {
                inner.draw("…", at: Point(x: 0, y: y), style: .plain)
                break
            }
            inner.draw(hint.symbol, at: Point(x: 0, y: y), style: Style(attributes: .bold))
            inner.draw(hint.label, at: Point(x: column, y: y), style: .plain)
        }
    }
}
