import TermUI

/// A CursesKit control of one's own: a level from 0 to ``maximum`` drawn as
/// blocks, moved with ← and →, that sends `.valueChanged` to its targets.
final class GaugeWidget: Control {
    /// The level shown, from 0 to ``maximum``.
    var value = 0 {
        didSet { if value != oldValue { setNeedsDisplay() } }
    }

    /// The highest level.
    var maximum = 10 {
        didSet { if maximum != oldValue { setNeedsDisplay() } }
    }

    /// One cell per level, between brackets.
    override var intrinsicContentSize: Size { Size(width: maximum + 2, height: 1) }

    override var canBecomeFocused: Bool { isEnabled }

    override func draw(in surface: Surface) {
        let style = isFocused ? Style(foreground: .green, attributes: .bold) : Style(foreground: .green)
        let filled = String(repeating: "█", count: value)
        let empty = String(repeating: "·", count: max(0, maximum - value))
        surface.draw("[" + filled + empty + "]", at: .zero, style: style)
    }

    override func handle(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .left: step(by: -1)
        case .right: step(by: 1)
        default: return false
        }
        return true
    }

    /// Moves the level and tells the targets, as a slider does.
    private func step(by delta: Int) {
        let next = min(maximum, max(0, value + delta))
        guard next != value else { return }
        value = next
        sendActions(for: .valueChanged)
    }
}
