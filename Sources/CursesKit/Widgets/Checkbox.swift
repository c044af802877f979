/// An on/off control drawn as `[x] Title` or `[ ] Title` (UIKit's `UISwitch`,
/// SwiftUI's `Toggle` in its checkbox style).
///
/// Space, Enter or a click flip ``isOn`` and send
/// ``ControlEvents/valueChanged``; setting ``isOn`` in code sends nothing.
/// Looks: plain at rest, reversed when focused, dim when disabled.
///
/// ```swift
/// let wifi = Checkbox(title: "Wi-Fi", isOn: true)
/// wifi.addTarget(coordinator, action: Coordinator.wifiChanged, for: .valueChanged)
/// ```
open class Checkbox: Control {
    /// The text after the box.
    public var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// Whether the box is checked.
    public var isOn: Bool {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The style at rest; the other looks are derived from it.
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// How the value is drawn: a box `[x] Title` (the default), a switch
    /// `[━●] Title` / `[○─] Title`, or a button `[ Title ]`, bold and
    /// underlined while on.
    public enum Indicator: Sendable, Hashable {
        /// `[x] Title`.
        case checkbox
        /// `[━●] Title` when on, `[○─] Title` when off.
        case `switch`
        /// `[ Title ]`, bold and underlined when on.
        case button
    }

    /// How the value is drawn.
    public var indicator: Indicator = .checkbox {
        didSet {
            guard indicator != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Creates a checkbox titled `title`.
    public init(title: String = "", isOn: Bool = false) {
        self.title = title
        self.isOn = isOn
        super.init()
    }

    /// The style the checkbox draws with in its current state.
    public var currentStyle: Style {
        if !isEnabled { return style.adding(.dim) }
        let style = indicator == .button && isOn ? style.adding([.bold, .underline]) : style
        if isFocused { return style.adding(.reverse) }
        return style
    }

    /// What the checkbox shows: the box (or switch), then the title; or the button.
    public var text: String {
        let mark: String
        switch indicator {
        case .checkbox: mark = isOn ? "[x]" : "[ ]"
        case .switch: mark = isOn ? "[━●]" : "[○─]"
        case .button: return "[ " + title + " ]"
        }
        return mark + (title.isEmpty ? "" : " " + title)
    }

    open override var intrinsicContentSize: Size { Size(width: text.displayWidth, height: 1) }

    open override func draw(in surface: Surface) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let line = TextLayout.truncate(text, width: bounds.width)
        surface.draw(line, at: Point(x: 0, y: (bounds.height - 1) / 2), style: currentStyle)
    }

    /// Flips the value as the user does, and tells the targets.
    public func toggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    /// Space (or Enter) toggles.
    open override var keyHints: [KeyHint] {
        isEnabled
            ? [KeyHint([.character(" "), KeyEvent(.enter)], "toggle", symbol: "Space", priority: .high)] : []
    }

    open override func handle(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        switch event.key {
        case .enter, .character(" "):
            toggle()
            return true
        default:
            return false
        }
    }

    open override func handle(_ event: MouseEvent) -> Bool {
        guard isEnabled, event.button == 1 else { return false }
        switch event.kind {
        case .press:
            return true
        case .release, .click:
            if bounds.contains(event.location) { toggle() }
            return true
        default:
            return false
        }
    }
}
