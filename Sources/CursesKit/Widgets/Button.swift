/// A push button drawn as `[ Title ]` (UIKit's `UIButton`), or bare or
/// filled (``bezel``).
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
        didSet {
            guard title != oldValue else { return }
            measuredTitleWidth = nil
            setNeedsDisplay()
        }
    }

    /// The title's width in columns, measured once per title: layout asks for
    /// the button's size several times a pass.
    private var measuredTitleWidth: Int?
    private var titleWidth: Int {
        if let measuredTitleWidth { return measuredTitleWidth }
        let width = title.displayWidth
        measuredTitleWidth = width
        return width
    }

    /// The style at rest; the other looks are derived from it.
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// How the title is framed: in brackets, `[ Title ]` (the default), bare,
    /// or on a filled background (the style's background colour).
    public enum Bezel: Sendable, Hashable {
        /// `[ Title ]`.
        case brackets
        /// `Title`.
        case none
        /// ` Title ` on the style's background.
        case filled
    }

    /// The frame around the title.
    public var bezel: Bezel = .brackets {
        didSet {
            guard bezel != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// The spaces on each side of the title inside the bezel (1 by default;
    /// 0 for a small control, 2 for a large one).
    public var titlePadding = 1 {
        didSet {
            guard titlePadding != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
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

    /// The cells the bezel adds around the title.
    private var chrome: Int {
        switch bezel {
        case .brackets: 2 + 2 * titlePadding
        case .none: 0
        case .filled: 2 * titlePadding
        }
    }

    open override var intrinsicContentSize: Size { Size(width: titleWidth + chrome, height: 1) }

    open override func draw(in surface: Surface) {
        guard bounds.width >= chrome, bounds.height >= 1 else { return }
        let pad = String(repeating: " ", count: bezel == .none ? 0 : titlePadding)
        let title = pad + TextLayout.truncate(title, width: bounds.width - chrome) + pad
        let label = bezel == .brackets ? "[" + title + "]" : title
        let x = (bounds.width - label.displayWidth) / 2
        surface.draw(label, at: Point(x: x, y: (bounds.height - 1) / 2), style: currentStyle)
    }

    open override func handle(_ event: KeyEvent) -> Bool { handlePushButtonKey(event) }

    /// Enter presses the button: its title says what that does.
    open override var keyHints: [KeyHint] { pushButtonKeyHints(title: title) }

    open override func handle(_ event: MouseEvent) -> Bool { handlePushButtonMouse(event) }
}
