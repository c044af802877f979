/// A push button drawn as `[ Title ]` (UIKit's `UIButton`).
///
/// Enter, Space or a mouse click send ``ControlEvents/primaryActionTriggered``.
/// Looks: plain at rest, reversed when focused, reversed and bold while
/// pressed, dim when disabled.
///
/// ```swift
/// let add = Button(title: "Add to Wallet")
/// add.addTarget(coordinator, action: Coordinator.addTapped, for: .primaryActionTriggered)
/// ```
open class Button: Control {
    /// The text between the brackets.
    public var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// The style at rest; the other looks are derived from it.
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Creates a button titled `title`.
    public init(title: String = "") {
        self.title = title
        super.init()
    }

    /// The style the button draws with in its current state.
    public var currentStyle: Style {
        if !isEnabled { return style.adding(.dim) }
        if isHighlighted { return style.adding([.reverse, .bold]) }
        if isFocused { return style.adding(.reverse) }
        return style
    }

    open override var intrinsicContentSize: Size { Size(width: title.displayWidth + 4, height: 1) }

    open override func draw(in surface: Surface) {
        guard bounds.width >= 4, bounds.height >= 1 else { return }
        let label = "[ " + TextLayout.truncate(title, width: bounds.width - 4) + " ]"
        let x = (bounds.width - label.displayWidth) / 2
        surface.draw(label, at: Point(x: x, y: (bounds.height - 1) / 2), style: currentStyle)
    }

    open override func handle(_ event: KeyEvent) -> Bool { handlePushButtonKey(event) }

    open override func handle(_ event: MouseEvent) -> Bool { handlePushButtonMouse(event) }
}
