import CursesKit

/// A one-line field hosted on CursesKit's `TextInput`: the widget behind
/// ``TextField`` and ``SecureField``.
///
/// The binding gets each edit; Enter runs the nearest `.onSubmit`.
struct TextInputField: View {
    /// Body is `Never`: hosted on a `TextInput`.
    typealias Body = Never
    let placeholder: String
    let text: Binding<String>
    var isSecure = false
}

extension TextInputField: HostedView, TextBindingView {
    func makeWidget(target: ActionTarget) -> TextInput {
        let input = TextInput()
        input.wire(to: target)
        return input
    }

    func update(_ widget: TextInput, environment: EnvironmentValues, transaction: Transaction) {
        widget.isSecureTextEntry = isSecure
        // A password's kills stay in the field: nothing of it in the shared kill ring.
        if isSecure { widget.killRing = nil }
        widget.placeholder = placeholder
        widget.isEnabled = environment.isEnabled
        widget.text = text.wrappedValue
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: TextInput) -> Size {
        Size(width: proposal.width ?? max(widget.intrinsicContentSize.width, 10), height: 1)
    }
}

/// A hosted view that edits a string binding: each edit the widget reports
/// goes back through the binding (equal text is not written).
protocol TextBindingView: HostedView {
    var text: Binding<String> { get }
}

extension TextBindingView {
    /// An edit: the widget's text goes back through the binding.
    func performAction(environment: EnvironmentValues, target: ActionTarget) {
        guard let edited = target.widgetText(), text.wrappedValue != edited else { return }
        text.wrappedValue = edited
    }
}

extension Control {
    /// Wires an editable widget's edits to `target` (fired) and its Enter to
    /// the nearest `.onSubmit`; `target` reads the text back through `text`.
    @MainActor
    func wire(to target: ActionTarget, text: @escaping @MainActor () -> String?) {
        addTarget(target, action: ActionTarget.fire, for: .editingChanged)
        addTarget(target, action: ActionTarget.submit, for: .primaryActionTriggered)
        target.submitAction = { node in node.environment.onSubmitAction?() }
        target.widgetText = text
    }
}

extension TextInput {
    /// Wires edits and Enter to `target`.
    func wire(to target: ActionTarget) {
        wire(to: target) { [weak self] in self?.text }
    }
}

extension TextArea {
    /// Wires edits and Enter to `target`.
    func wire(to target: ActionTarget) {
        wire(to: target) { [weak self] in self?.text }
    }
}
