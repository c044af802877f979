import CursesKit

/// The one-row footer of a ``KeyHints`` view: the active keys that fit,
/// each key bold and its action dimmed.
@MainActor
final class KeyHintsWidget: Widget {
    /// Every active key, as the registry gives them; the widget shows those that fit.
    var hints: [KeyHint] = [] {
        didSet { if hints != oldValue { setNeedsDisplay() } }
    }
    /// The focused view's `.help`, drawn in the room the keys leave.
    var help: String? {
        didSet { if help != oldValue { setNeedsDisplay() } }
    }
    /// A message shown for a moment before the keys (``FooterNotice``).
    var notice: String? {
        didSet { if notice != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the keys (the accent, when the app sets one).
    var keyStyle = Style(attributes: .bold) {
        didSet { if keyStyle != oldValue { setNeedsDisplay() } }
    }

    /// One row as wide as every hint side by side.
    override var intrinsicContentSize: Size {
        Size(width: KeyHintsLayout.totalWidth(of: hints), height: 1)
    }

    override func draw(in surface: Surface) {
        guard bounds.height > 0 else { return }
        var x = 0
        if let notice {
            x += surface.draw(
                TextLayout.truncate(notice, width: bounds.width), at: .zero, style: Style(attributes: .bold))
            x += KeyHintsLayout.gap
        }
        for hint in KeyHintsLayout.fit(hints, width: max(0, bounds.width - x)) {
            x += surface.draw(hint.symbol, at: Point(x: x, y: 0), style: keyStyle)
            x += 1
            x += surface.draw(hint.label, at: Point(x: x, y: 0), style: Style(foreground: .gray))
            x += KeyHintsLayout.gap
        }
        // The help after the keys, as a Mac's tooltip is beside its control:
        // only where the keys leave room for some of it.
        if let help, !help.isEmpty, bounds.width - x >= Self.minimumHelpWidth {
            let text = TextLayout.truncate(help, width: bounds.width - x)
            surface.draw(text, at: Point(x: x, y: 0), style: Style(attributes: .italic))
        }
    }

    /// The fewest columns worth showing the help in.
    static let minimumHelpWidth = 8
}
