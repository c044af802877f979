/// A value with a label (SwiftUI's `LabeledContent`): the label at the
/// leading edge, the value at the trailing one, as a row of a ``Form``.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "1.2")
///     LabeledContent("Seat") { Text("12A").bold() }
/// }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A row of `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label, then the content pushed to the trailing edge.
    public var body: some View {
        HStack(spacing: 0) {
            label
            Spacer(minLength: .columns(1))
            content
        }
    }
}

extension LabeledContent where Label == Text {
    /// A row of `content` labelled by the text `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row showing `value` labelled by `title`.
    public init(_ title: String, value: String) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
