import CursesKit

/// The top line drawn as one bar: every cell of the row, glyphs included, on
/// the bar's background, with the title and trail on the left and a note on
/// the right (dropped, then cut, when the row is too narrow for both).
@MainActor
final class HeaderBarWidget: Widget {
    /// One run of text and how it differs from the bar's plain style.
    struct Run: Hashable {
        var text: String
        var isBold = false
        var isGray = false
    }

    /// The bar's colour.
    static let barColor = Color.indexed(236)

    /// Left-aligned runs, one space apart.
    var leading: [Run] = [] {
        didSet { if leading != oldValue { setNeedsDisplay() } }
    }

    /// A right-aligned run.
    var trailing: Run? {
        didSet { if trailing != oldValue { setNeedsDisplay() } }
    }

    override init() {
        super.init()
        backgroundStyle = Style(background: Self.barColor)
    }

    override var intrinsicContentSize: Size {
        let left = leading.map(\.text.displayWidth).reduce(0, +) + max(0, leading.count - 1)
        let right = trailing.map { $0.text.displayWidth + 1 } ?? 0
        return Size(width: left + right + 2, height: 1)
    }

    override func draw(in surface: Surface) {
        let width = bounds.width
        guard width > 0, bounds.height > 0 else { return }
        let bar = Style(background: Self.barColor)
        surface.fill(Rect(origin: .zero, size: Size(width: width, height: 1)), with: " ", style: bar)
        var x = 1
        for run in leading where x < width - 1 {
            let text = TextLayout.truncate(run.text, width: width - 1 - x)
            x += surface.draw(text, at: Point(x: x, y: 0), style: style(of: run, on: bar)) + 1
        }
        guard let trailing, width - 1 - x >= 1 else { return }
        let text = TextLayout.truncate(trailing.text, width: width - 1 - x)
        let start = width - 1 - text.displayWidth
        surface.draw(text, at: Point(x: start, y: 0), style: style(of: trailing, on: bar))
    }

    private func style(of run: Run, on bar: Style) -> Style {
        var style = bar
        if run.isBold { style = style.adding(.bold) }
        if run.isGray { style = style.foreground(.gray) }
        return style
    }
}
