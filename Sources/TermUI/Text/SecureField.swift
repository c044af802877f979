import CursesKit

/// A field for private text such as a password (SwiftUI's `SecureField`).
///
/// It edits as a one-line ``TextField`` does, with readline's keys, but
/// draws every character as `•` (`*` on a terminal without UTF-8), so the
/// text is in no cell of the screen, no frame written to the terminal and no
/// snapshot of it; nothing it kills goes to the kill ring, and TermUI's
/// lifecycle trace never sees it. The binding gets each edit; Enter runs the
/// nearest `.onSubmit`.
///
/// ```swift
/// SecureField("Password", text: $password)
///     .onSubmit { signIn() }
/// ```
public struct SecureField<Label: View>: View {
    let label: Label
    let placeholder: String
    let text: Binding<String>

    /// A secure field labelled by `label`, showing `prompt` while empty (the
    /// label is kept for SwiftUI's signature: as on iOS, the field draws the prompt).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.placeholder = prompt?.content ?? ""
        self.text = text
    }

    /// The masked one-line field.
    public var body: some View {
        TextInputField(placeholder: placeholder, text: text, isSecure: true)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled `title`, shown while the text is empty.
    public init(_ title: String, text: Binding<String>) {
        self.init(title, text: text, prompt: nil)
    }

    /// A secure field titled `title`, showing `prompt` (dimmed) while the text is empty.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.label = Text(title)
        self.placeholder = prompt?.content ?? title
        self.text = text
    }
}
