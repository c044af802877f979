import CursesKit

extension TextField where Label == Text {
    /// A one-line field for a value that `format` shows and parses (SwiftUI's
    /// `TextField(_:value:format:prompt:)`).
    ///
    /// The field shows the value formatted. Edits stay in the field until
    /// Enter or the field losing focus commits them: text that parses is
    /// written to `value` (and shown formatted again); text that does not is
    /// dropped, and the field shows the value it had. Enter then runs the
    /// nearest `.onSubmit`.
    ///
    /// FoundationEssentials (which `import TermUI` brings) has the protocols
    /// but not the locale-aware styles: an app that wants `.number` imports
    /// Foundation, as it would for SwiftUI, and TermUI defines no `.number`
    /// of its own, so the two never clash.
    ///
    /// ```swift
    /// import Foundation
    /// TextField("Age", value: $age, format: .number)
    /// ```
    public init<F: ParseableFormatStyle>(
        _ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let placeholder = prompt?.content ?? title
        self.init(
            label: Text(title), placeholder: placeholder,
            formatted: AnyView(
                erasing: FormattedTextField(placeholder: placeholder, value: value, format: format)))
    }
}

extension TextField {
    /// A one-line field for a value that `format` shows and parses, labelled
    /// by `label` (kept for SwiftUI's signature: the field shows `prompt`).
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        let placeholder = prompt?.content ?? ""
        self.init(
            label: label(), placeholder: placeholder,
            formatted: AnyView(
                erasing: FormattedTextField(placeholder: placeholder, value: value, format: format)))
    }
}

/// The field behind `TextField(_:value:format:)`: a draft of the text while
/// it is edited, committed on Enter or when focus leaves.
struct FormattedTextField<F: ParseableFormatStyle>: View where F.FormatOutput == String {
    let placeholder: String
    let value: Binding<F.FormatInput>
    let format: F
    /// The text being edited; `nil` shows the value formatted.
    @State private var draft: String?
    @FocusState private var isFocused: Bool
    @Environment(\.onSubmitAction) private var outerSubmit

    var body: some View {
        TextInputField(
            placeholder: placeholder,
            text: Binding(get: { draft ?? format.format(value.wrappedValue) }, set: { draft = $0 })
        )
        .focused($isFocused)
        .onChange(of: isFocused) { _, focused in
            if !focused { commit() }
        }
        .onSubmit {
            commit()
            outerSubmit?()
        }
    }

    /// Writes the draft to the value when it parses, and shows the value again.
    private func commit() {
        guard let draft else { return }
        if let parsed = try? format.parseStrategy.parse(draft) { value.wrappedValue = parsed }
        self.draft = nil
    }
}
