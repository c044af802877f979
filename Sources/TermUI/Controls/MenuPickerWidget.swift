import CursesKit

/// The control of a `.menu` ``Picker``: `[Purple ▾]`, as wide as its widest
/// option. Enter, Space, ↓ or a click opens its ``MenuPopup``; while open,
/// ↑ ↓ (or `k` `j`), Home and End move through the options, Enter or Space chooses, Esc
/// closes, and Tab closes and moves on.
@MainActor
final class MenuPickerWidget: Control, MenuPopupOwner {
    var options: [String] = [] {
        didSet {
            guard options != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
            popup?.options = options
        }
    }
    /// The option the binding holds, if any of them.
    var selected: Int? {
        didSet {
            if selected != oldValue { setNeedsDisplay() }
            popup?.selected = selected
        }
    }
    var accent: Style = .plain {
        didSet { if accent != oldValue { setNeedsDisplay() } }
    }
    /// Called with the chosen option's index.
    var onSelect: (Int) -> Void = { _ in }

    private var popup: MenuPopup?
    /// True while the options are shown.
    var isOpen: Bool { popup != nil }

    private var optionWidth: Int { options.map(\.displayWidth).max() ?? 0 }

    override var intrinsicContentSize: Size { Size(width: optionWidth + 4, height: 1) }

    /// Paints every cell of its bounds: a change repaints the control alone.
    override var isOpaque: Bool { true }

    override func draw(in surface: Surface) {
        surface.clear()
        let name = selected.flatMap { options.indices.contains($0) ? options[$0] : nil } ?? ""
        let padded = name + String(repeating: " ", count: max(0, optionWidth - name.displayWidth))
        var style = accent
        if !isEnabled { style = style.adding(.dim) } else if isFocused { style = style.adding(.reverse) }
        surface.draw(TextLayout.truncate("[\(padded) ▾]", width: bounds.width), at: .zero, style: style)
    }

    /// The pop-up opens under the whole control.
    var menuAnchor: Rect { bounds }

    func openMenu() {
        guard popup == nil else { return }
        popup = MenuPopup.open(for: self, options: options, selected: selected, accent: accent)
        setNeedsDisplay()
    }

    func closeMenu() {
        guard let popup else { return }
        self.popup = nil
        popup.dismiss(from: self)
        setNeedsDisplay()
    }

    /// The person chose option `index`: the menu closes and the binding is written.
    func choose(_ index: Int) {
        closeMenu()
        onSelect(index)
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        guard let popup else {
            switch event.key {
            case .enter, .character(" "), .down:
                openMenu()
                return true
            default: return false
            }
        }
        switch event.key.withVimArrows {
        case .up: popup.highlighted = max(0, popup.highlighted - 1)
        case .down: popup.highlighted = min(options.count - 1, popup.highlighted + 1)
        case .home: popup.highlighted = 0
        case .end: popup.highlighted = options.count - 1
        case .enter, .character(" "): choose(popup.highlighted)
        case .escape: closeMenu()
        case .tab, .backTab:
            closeMenu()
            return false
        default: return false
        }
        return true
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard isEnabled, event.button == 1 else { return false }
        switch event.kind {
        case .press: return true
        case .release, .click:
            if bounds.contains(event.location) { isOpen ? closeMenu() : openMenu() }
            return true
        default: return false
        }
    }
}
