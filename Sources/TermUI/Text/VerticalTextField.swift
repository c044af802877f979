import CursesKit

/// The field behind `TextField(_:text:axis: .vertical)`: a `TextArea` that
/// wraps, as tall as its text (at least one line), whose Enter submits.
struct VerticalTextField: View {
    /// Body is `Never`: hosted on a `TextArea`.
    typealias Body = Never
    let placeholder: String
    let text: Binding<String>
}

extension VerticalTextField: HostedView, TextBindingView {
    func makeWidget(target: ActionTarget) -> TextArea {
        let area = TextArea()
        area.submitsOnEnter = true
        area.style = Style(attributes: .underline)
        area.placeholderStyle = Style(attributes: [.underline, .dim])
        area.wire(to: target)
        return area
    }

    func update(_ widget: TextArea, environment: EnvironmentValues, transaction: Transaction) {
        widget.placeholder = placeholder
        widget.isEnabled = environment.isEnabled
        widget.text = text.wrappedValue
    }

    /// The width offered, and as many lines as the text wraps to there: the
    /// field measures its whole text (a field holds a value, not a document;
    /// ``TextEditor`` never does this).
    func sizeThatFits(_ proposal: ProposedSize, widget: TextArea) -> Size {
        let width = proposal.width ?? max(widget.text.displayWidth + 1, placeholder.displayWidth + 1, 10)
        return Size(width: width, height: widget.rowCount(forWidth: width))
    }
}
