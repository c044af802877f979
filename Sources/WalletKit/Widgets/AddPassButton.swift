import CursesKit

/// Wallet's "Add to Wallet" button (PassKit's `PKAddPassButton`): a control that
/// sends `.primaryActionTriggered` when activated with
/// Enter, Space or a mouse press released inside it.
///
/// Recommended size: **17×3 cells** (``intrinsicContentSize``), the terminal
/// counterpart of Apple's 127×40 pt. The button scales to any frame: the label
/// shortens as it narrows (`▤ Add to Wallet`, then `▤ Add`, then the glyph
/// alone) and stays centred vertically when tall. Set ``isPassAdded`` when the
/// pass is already in the library to show Wallet's `✓ In Wallet` state.
///
/// ```swift
/// let button = AddPassButton(addPassButtonStyle: .black)
/// button.addTarget(coordinator, action: Coordinator.tapped, for: .primaryActionTriggered)
/// button.frame = Rect(origin: .zero, size: button.intrinsicContentSize)
/// ```
@MainActor
public final class AddPassButton: Control {
    /// The wallet glyph drawn before the label.
    public static let walletGlyph = "▤"

    /// Black, or black with a white outline.
    public var addPassButtonStyle: AddPassButtonStyle {
        didSet { if addPassButtonStyle != oldValue { setNeedsDisplay() } }
    }

    /// Shows the "already in Wallet" state (`✓ In Wallet`). The button still sends
    /// its action, so the app can open the pass instead of adding it.
    public var isPassAdded = false {
        didSet { if isPassAdded != oldValue { setNeedsDisplay() } }
    }

    /// Creates a button of the given style.
    public init(addPassButtonStyle: AddPassButtonStyle) {
        self.addPassButtonStyle = addPassButtonStyle
        super.init()
    }

    /// 17×3 cells: `▤ Add to Wallet` with a column of padding each side and a row above and below.
    public override var intrinsicContentSize: Size { Size(width: 17, height: 3) }

    /// The labels tried from widest to narrowest.
    var labels: [String] {
        let glyph = Self.walletGlyph
        if isPassAdded { return ["✓ In Wallet", "✓ Added", "✓"] }
        return ["\(glyph) Add to Wallet", "\(glyph) Add", glyph]
    }

    /// The widest label that fits `width` columns (padding is given up before
    /// words are); empty when not even the glyph fits.
    func label(forWidth width: Int) -> String {
        labels.first { $0.displayWidth <= width } ?? ""
    }

    // MARK: - Drawing

    public override func draw(in surface: Surface) {
        let size = surface.size
        guard size.width > 0, size.height > 0 else { return }
        let background = isHighlighted ? AddPassButtonPalette.pressed : AddPassButtonPalette.black
        let base = Style(foreground: AddPassButtonPalette.white, background: background)
        surface.fill(Rect(origin: .zero, size: size), with: " ", style: base)

        var content = Rect(origin: .zero, size: size)
        if addPassButtonStyle == .blackOutline, size.height >= 3, size.width >= 3 {
            drawOutline(in: surface, size: size, style: isFocused ? base.adding(.bold) : base)
            content = content.inset(top: 1, left: 1, bottom: 1, right: 1)
        }
        let text = label(forWidth: content.width)
        guard !text.isEmpty else { return }
        let x = content.minX + (content.width - text.displayWidth) / 2
        let y = content.minY + (content.height - 1) / 2
        drawLabel(text, at: Point(x: x, y: y), in: surface, base: base)
    }

    private func drawLabel(_ text: String, at point: Point, in surface: Surface, base: Style) {
        var textStyle = isEnabled ? base.adding(.bold) : base.foreground(AddPassButtonPalette.disabledText)
        if isFocused { textStyle = textStyle.adding(.underline) }
        guard let first = text.first else { return }
        var glyphStyle = textStyle
        if isPassAdded, isEnabled { glyphStyle = glyphStyle.foreground(AddPassButtonPalette.added) }
        let advance = surface.draw(String(first), at: point, style: glyphStyle)
        surface.draw(String(text.dropFirst()), at: point.offsetBy(dx: advance, dy: 0), style: textStyle)
    }

    private func drawOutline(in surface: Surface, size: Size, style: Style) {
        let horizontal = String(repeating: "─", count: size.width - 2)
        surface.draw("╭" + horizontal + "╮", at: .zero, style: style)
        surface.draw("╰" + horizontal + "╯", at: Point(x: 0, y: size.height - 1), style: style)
        for y in 1..<(size.height - 1) {
            surface.draw("│", at: Point(x: 0, y: y), style: style)
            surface.draw("│", at: Point(x: size.width - 1, y: y), style: style)
        }
    }

    // MARK: - Input

    public override func handle(_ event: KeyEvent) -> Bool { handlePushButtonKey(event) }

    /// Enter adds the pass, or, once it is in, does what the button then says.
    public override var keyHints: [KeyHint] {
        pushButtonKeyHints(title: isPassAdded ? "In Wallet" : "Add to Wallet")
    }

    public override func handle(_ event: MouseEvent) -> Bool { handlePushButtonMouse(event) }
}
