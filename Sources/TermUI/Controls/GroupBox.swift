/// Related views in a box with an optional label (SwiftUI's `GroupBox`):
/// a one-cell border, the label in bold on its first line.
///
/// ```swift
/// GroupBox("Flight") {
///     LabeledContent("Gate", value: "12")
///     LabeledContent("Seat", value: "4C")
/// }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box of `content` titled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label and content inside a border, one cell in from its sides.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !(label is EmptyView) {
                label.font(.headline)
            }
            content
        }
        .padding(.horizontal, .columns(1))
        .border()
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}
