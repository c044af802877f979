import CursesKit

/// An editable text field bound to a string (SwiftUI's `TextField`).
///
/// One line by default, scrolling sideways when the text is longer; with
/// `axis: .vertical` it wraps and grows a line at a time. The prompt (or,
/// without one, the title) shows dimmed while the text is empty; the title
/// names the field, as on iOS, where it is the placeholder too. Every edit
/// writes the binding. Enter runs the nearest `.onSubmit` (in a vertical
/// field Alt-Enter breaks the line). Readline's keys work as in a shell:
/// Ctrl-A/E, Ctrl-K/U/W, Alt-D kill, Ctrl-Y yanks, Alt-B/F and Ctrl-←/→ move
/// by words, Ctrl-Z undoes and Alt-Z (or Ctrl-Y right after an undo) redoes.
///
/// ```swift
/// TextField("Name", text: $name, prompt: Text("Required"))
///     .onSubmit { save() }
/// TextField("Notes", text: $notes, axis: .vertical)
/// ```
public struct TextField<Label: View>: View {
    /// Which field draws it.
    enum Kind {
        case oneLine, vertical
        /// A field for a value shown and parsed by a format style.
        case formatted(AnyView)
    }

    let label: Label
    let placeholder: String
    let text: Binding<String>
    let kind: Kind

    init(label: Label, placeholder: String, text: Binding<String>, axis: Axis) {
        self.label = label
        self.placeholder = placeholder
        self.text = text
        self.kind = axis == .vertical ? .vertical : .oneLine
    }

    init(label: Label, placeholder: String, formatted field: AnyView) {
        self.label = label
        self.placeholder = placeholder
        self.text = .constant("")
        self.kind = .formatted(field)
    }

    /// A field labelled by `label` (kept for SwiftUI's signature: as on iOS, the
    /// field shows `prompt`, not the label), growing along `axis`.
    public init(
        text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), placeholder: prompt?.content ?? "", text: text, axis: axis)
    }

    /// A one-line field labelled by `label`, showing `prompt` while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// The one-line field, the growing one, or the one for a formatted value.
    public var body: some View {
        switch kind {
        case .oneLine: TextInputField(placeholder: placeholder, text: text)
        case .vertical: VerticalTextField(placeholder: placeholder, text: text)
        case .formatted(let field): field
        }
    }
}

extension TextField where Label == Text {
    /// A one-line field titled `title`, shown while the text is empty.
    public init(_ title: String, text: Binding<String>) {
        self.init(title, text: text, prompt: nil, axis: .horizontal)
    }

    /// A one-line field titled `title`, showing `prompt` (dimmed) while the text is empty.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field titled `title` that grows along `axis` (`.vertical`: wraps and
    /// adds lines as the text does).
    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, prompt: nil, axis: axis)
    }

    /// A field titled `title`, showing `prompt` while empty, growing along `axis`.
    public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(title), placeholder: prompt?.content ?? title, text: text, axis: axis)
    }
}
