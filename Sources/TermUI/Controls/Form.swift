/// A container of grouped controls for settings and data entry (SwiftUI's
/// `Form` in its grouped style): each ``Section`` shows its header in bold,
/// its rows indented under it and its footer dimmed, one blank line apart;
/// ``LabeledContent`` and the controls inside put their label at the
/// leading edge and their value at the trailing one.
///
/// ```swift
/// Form {
///     Section {
///         Picker("Accent", selection: $accent) {
///             Text("Purple").tag(Accent.purple)
///             Text("Orange").tag(Accent.orange)
///         }
///         Stepper("Size: \(size)", value: $size, in: 1...5)
///     } header: {
///         Text("Appearance")
///     } footer: {
///         Text("Applies at once.")
///     }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    /// A form of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The rows one under another, scrolling when they do not fit (Tab
    /// scrolls the focused control into view). No scroll bar: a bar drawn
    /// beside a form that fits would take a column from every row.
    public var body: some View {
        ScrollView(showsIndicators: false) {
            VStack(alignment: .leading, spacing: 0) { content }
        }
        .environment(\.isInForm, true)
    }
}

struct IsInFormKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside a ``Form``: sections draw their grouped look.
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}
