import CursesKit

/// The widget a ``List`` is drawn on: one focus stop for the whole list,
/// its rows' widgets inside it, a scroll indicator on the right when the
/// rows do not fit, and the sidebar style's rule. Keys and mouse events go
/// to the list's behaviour, which owns what they do.
@MainActor
final class ListWidget: Widget {
    /// The rows shown and how many there are, for the indicator (`nil`: all fit).
    var indicator: (top: Int, shown: Int, total: Int)? {
        didSet {
            if indicator?.top != oldValue?.top || indicator?.shown != oldValue?.shown
                || indicator?.total != oldValue?.total
            {
                setNeedsDisplay()
            }
        }
    }
    /// True for the sidebar style: a rule down the right edge.
    var drawsTrailingRule = false {
        didSet { if drawsTrailingRule != oldValue { setNeedsDisplay() } }
    }
    /// What a key does; true when the list used it.
    var keyHandler: (KeyEvent) -> Bool = { _ in false }
    /// The hints of the keys ``keyHandler`` takes now.
    var keyHintsProvider: () -> [KeyHint] = { [] }
    /// What a mouse event does (in the widget's coordinates); true when used.
    var mouseHandler: (MouseEvent) -> Bool = { _ in false }

    override var canBecomeFocused: Bool { true }

    override func draw(in surface: Surface) {
        let style = backgroundStyle ?? .plain
        var column = bounds.width - 1
        if drawsTrailingRule, column >= 0 {
            for row in 0..<bounds.height {
                surface.draw("│", at: Point(x: column, y: row), style: style.adding(.dim))
            }
            column -= 1
        }
        guard let indicator, indicator.total > 0, column >= 0, bounds.height > 0 else { return }
        let height = bounds.height
        let thumb = max(1, height * indicator.shown / indicator.total)
        let last = max(1, indicator.total - indicator.shown)
        let start = min(height - thumb, (height - thumb) * indicator.top / last)
        for row in 0..<height {
            let inThumb = row >= start && row < start + thumb
            surface.draw(
                inThumb ? "┃" : "│", at: Point(x: column, y: row), style: inThumb ? style : style.adding(.dim)
            )
        }
    }

    override func handle(_ event: KeyEvent) -> Bool { keyHandler(event) }

    override var keyHints: [KeyHint] { keyHintsProvider() }

    override func handle(_ event: MouseEvent) -> Bool { mouseHandler(event) }
}
