/// A one-line editable text field (UIKit's `UITextField`, SwiftUI's `TextField`).
///
/// Typing inserts any character at the cursor; Backspace and Delete remove,
/// Left/Right/Home/End (and Ctrl-A/Ctrl-E) move. Text wider than the field
/// scrolls horizontally, measured in display columns, so CJK and emoji fit.
/// Each edit sends ``ControlEvents/editingChanged``; Enter sends
/// ``ControlEvents/primaryActionTriggered``. Setting ``text`` from code sends
/// nothing and moves the cursor to the end.
///
/// ```swift
/// let name = TextInput(placeholder: "Name")
/// name.addTarget(coordinator, action: Coordinator.nameChanged, for: .editingChanged)
/// ```
public final class TextInput: Control {
    private var characters: [Character]
    /// The index of the first character shown: the horizontal scroll.
    private var firstVisible = 0

    /// The text being edited.
    public var text: String {
        get { String(characters) }
        set {
            let next = Array(newValue)
            guard next != characters else { return }
            characters = next
            cursorIndex = characters.count
            setNeedsDisplay()
        }
    }

    /// Shown, dimmed, while the text is empty.
    public var placeholder: String {
        didSet { if placeholder != oldValue && characters.isEmpty { setNeedsDisplay() } }
    }

    /// The cursor's place, in characters from the start (0...text.count).
    public var cursorIndex = 0 {
        didSet {
            let clamped = min(max(0, cursorIndex), characters.count)
            if clamped != cursorIndex { cursorIndex = clamped }
            if cursorIndex != oldValue {
                scrollToCursor()
                setNeedsDisplay()
            }
        }
    }

    /// The style of the field and its text.
    public var style = Style(attributes: .underline) {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// The style of the placeholder.
    public var placeholderStyle = Style(attributes: [.underline, .dim]) {
        didSet { if placeholderStyle != oldValue { setNeedsDisplay() } }
    }

    /// Creates a field holding `text`, with the cursor at its end.
    public init(text: String = "", placeholder: String = "") {
        characters = Array(text)
        self.placeholder = placeholder
        super.init()
        cursorIndex = characters.count
    }

    public override var isOpaque: Bool { true }

    public override var intrinsicContentSize: Size {
        Size(width: max(text.displayWidth, placeholder.displayWidth) + 1, height: 1)
    }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: min(1, proposal.height))
    }

    public override var cursorPosition: Point? {
        guard isFocused, isEnabled else { return nil }
        return Point(x: columns(firstVisible..<cursorIndex), y: 0)
    }

    public override func layoutSubwidgets() {
        scrollToCursor()
    }

    public override func draw(in surface: Surface) {
        scrollToCursor()
        let lineStyle = isEnabled ? style : style.adding(.dim)
        surface.fill(bounds, with: " ", style: lineStyle)
        if characters.isEmpty {
            surface.draw(
                TextLayout.prefix(of: placeholder, width: bounds.width), at: .zero, style: placeholderStyle)
            return
        }
        guard isFocused else {
            // At rest the field shows its beginning, ending in "…" when the text is longer
            // (only the characters that can be seen are measured).
            let head = String(characters.prefix(bounds.width + 1))
            let fits = characters.count <= bounds.width && head.displayWidth <= bounds.width
            let shown = fits ? head : TextLayout.prefix(of: head, width: bounds.width - 1) + "…"
            surface.draw(shown, at: .zero, style: lineStyle)
            return
        }
        let shown = String(characters[firstVisible...])
        surface.draw(TextLayout.prefix(of: shown, width: bounds.width), at: .zero, style: lineStyle)
    }

    public override func handle(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        let control = event.modifiers.contains(.control)
        switch event.key {
        case .character("a") where control: cursorIndex = 0
        case .character("e") where control: cursorIndex = characters.count
        case .character(let character) where !control && !event.modifiers.contains(.alt):
            characters.insert(character, at: cursorIndex)
            cursorIndex += 1
            edited()
        case .backspace:
            guard cursorIndex > 0 else { return true }
            characters.remove(at: cursorIndex - 1)
            cursorIndex -= 1
            edited()
        case .delete:
            guard cursorIndex < characters.count else { return true }
            characters.remove(at: cursorIndex)
            edited()
        case .left: cursorIndex -= 1
        case .right: cursorIndex += 1
        case .home: cursorIndex = 0
        case .end: cursorIndex = characters.count
        case .enter: sendActions(for: .primaryActionTriggered)
        default: return false
        }
        return true
    }

    public override func handle(_ event: MouseEvent) -> Bool {
        guard isEnabled, event.kind == .press || event.kind == .click else { return false }
        var column = 0
        var index = firstVisible
        while index < characters.count {
            let width = characters[index].displayWidth
            if column + width > event.location.x { break }
            column += width
            index += 1
        }
        cursorIndex = index
        return true
    }

    private func edited() {
        scrollToCursor()
        setNeedsDisplay()
        sendActions(for: .editingChanged)
    }

    private func columns(_ range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        return characters[range].reduce(0) { $0 + $1.displayWidth }
    }

    /// Keeps the cursor cell inside the field, and the field full when text was deleted.
    private func scrollToCursor() {
        let width = bounds.width
        firstVisible = min(firstVisible, characters.count)
        guard width > 0 else { return }
        if cursorIndex < firstVisible { firstVisible = cursorIndex }
        let cursorWidth = cursorIndex < characters.count ? characters[cursorIndex].displayWidth : 1
        while firstVisible < cursorIndex && columns(firstVisible..<cursorIndex) + cursorWidth > width {
            firstVisible += 1
        }
        while firstVisible > 0
            && columns((firstVisible - 1)..<characters.count) + (cursorIndex == characters.count ? 1 : 0)
                <= width
        {
            firstVisible -= 1
        }
    }
}
