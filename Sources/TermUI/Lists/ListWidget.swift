import CursesKit

/// The widget a ``List`` is drawn on: one focus stop for the whole list,
/// its rows' widgets inside it, a scroll indicator on the right when the
/// rows do not fit, the sidebar style's rule, the busy row of a refresh and
/// the menu of a row's swipe actions. Keys and mouse events go to the
/// list's behaviour, which owns what they do.
@MainActor
final class ListWidget: Widget, MenuPopupOwner {
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
    /// The busy row shown above the rows while a refresh runs (`nil`: none).
    var busyText: String? {
        didSet { if busyText != oldValue { setNeedsDisplay() } }
    }
    /// The open menu of swipe actions, if any.
    private(set) var popup: MenuPopup?
    /// The cursor row, under which the menu opens.
    var menuAnchor: Rect = .zero
    /// Runs the swipe action chosen in the menu.
    var onChoose: (Int) -> Void = { _ in }
    /// What a key does; true when the list used it.
    var keyHandler: (KeyEvent) -> Bool = { _ in false }
    /// The hints of the keys ``keyHandler`` takes now.
    var keyHintsProvider: () -> [KeyHint] = { [] }
    /// What the copy key copies now (``CopySource``).
    var copyTextProvider: () -> String? = { nil }
    /// What a mouse event does (in the widget's coordinates); true when used.
    var mouseHandler: (MouseEvent) -> Bool = { _ in false }

    override var canBecomeFocused: Bool { true }

    /// Opens the menu of `options` under `anchor`.
    func openMenu(_ options: [String], under anchor: Rect) {
        closeMenu()
        menuAnchor = anchor
        popup = MenuPopup.open(for: self, options: options, selected: nil, accent: .plain)
    }

    func closeMenu() {
        guard let popup else { return }
        self.popup = nil
        popup.dismiss(from: self)
    }

    func choose(_ index: Int) {
        closeMenu()
        onChoose(index)
    }

    override func draw(in surface: Surface) {
        let style = backgroundStyle ?? .plain
        if let busyText { surface.draw(busyText, at: .zero, style: style.adding(.dim)) }
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

extension Widget {
    /// True inside a ``List``'s widget, which keeps the focus for its rows: a
    /// tap target or a link in a row is activated through the row.
    var isInsideListWidget: Bool {
        var ancestor = superwidget
        while let widget = ancestor {
            if widget is ListWidget { return true }
            ancestor = widget.superwidget
        }
        return false
    }
}
