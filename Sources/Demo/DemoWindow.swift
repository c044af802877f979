import CursesKit

/// The placeholder demo's one screen: a title, a counting button, a progress
/// bar that "+" advances with an animation, a text field with a greeting, and
/// a footer of key hints.
@MainActor
final class DemoWindow: Widget {
    let title = Label("TermUI · CursesKit demo", style: Style(attributes: .bold))
    let button = Button(title: "Pressed 0 times")
    let progress = ProgressBar()
    let nameLabel = Label("Name:")
    let nameField = TextInput(placeholder: "type your name")
    let greeting = Label("")
    let footer = Label(
        "Tab next · Enter press · + advance · q quit · Ctrl-C quit", style: Style(attributes: .dim))

    /// Called when the user asks to quit with "q" outside the text field.
    var onQuit: (() -> Void)?

    private var presses = 0

    override init() {
        super.init()
        progress.label = "Progress"
        progress.showsPercentage = true
        for child: Widget in [title, button, progress, nameLabel, nameField, greeting, footer] {
            addSubwidget(child)
        }
        button.addTarget(self, action: DemoWindow.buttonPressed, for: .primaryActionTriggered)
        nameField.addTarget(self, action: DemoWindow.nameChanged, for: .editingChanged)
    }

    override func layoutSubwidgets() {
        let width = bounds.width
        let inner = max(0, width - 4)
        title.frame = Rect(x: 2, y: 1, width: inner, height: 1)
        button.frame = Rect(origin: Point(x: 2, y: 3), size: button.intrinsicContentSize)
        progress.frame = Rect(x: 2, y: 5, width: min(inner, 50), height: 1)
        nameLabel.frame = Rect(x: 2, y: 7, width: 6, height: 1)
        nameField.frame = Rect(x: 8, y: 7, width: min(max(0, width - 10), 30), height: 1)
        greeting.frame = Rect(x: 2, y: 9, width: inner, height: 1)
        footer.frame = Rect(x: 2, y: max(10, bounds.height - 1), width: inner, height: 1)
    }

    /// Keys no focused widget took: "+" advances the bar, "q" quits.
    override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .character("+"), .character("="):
            advance()
            return true
        case .character("q"):
            onQuit?()
            return true
        default:
            return false
        }
    }

    private func buttonPressed() {
        presses += 1
        button.title = "Pressed \(presses) time\(presses == 1 ? "" : "s")"
        button.frame.size = button.intrinsicContentSize
    }

    private func nameChanged() {
        greeting.text = nameField.text.isEmpty ? "" : "Hello, \(nameField.text)!"
    }

    private func advance() {
        let next = progress.progress >= 1 ? 0 : min(1, progress.progress + 0.1)
        Widget.animate(duration: 0.4, curve: .easeOut) {
            progress.progress = next
        }
    }
}
