/// A title with an icon beside it (SwiftUI's `Label`), drawn as `icon title`;
/// ``View/labelStyle(_:)`` shows the title, the icon or both.
///
/// ```swift
/// Label("Inbox", systemImage: "tray")
/// Label {
///     Text("Boarding pass").bold()
/// } icon: {
///     Text("✈")
/// }
/// .labelStyle(.titleOnly)
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label with the title and icon the closures build.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label as its style draws it.
    public var body: some View {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: AnyView(title)),
            icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
        return Self.body(of: style, configuration: configuration)
    }

    private static func body(of style: some LabelStyle, configuration: LabelStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `title` with the symbol named `systemImage` (an SF
    /// Symbols name such as `"tray"` or `"star.fill"`) as its icon.
    ///
    /// The icon is `Image(systemName:)`: the symbol's terminal glyph, its ASCII
    /// stand-in where the terminal has no Unicode, a placeholder for a name
    /// TermUI does not know.
    public init(_ title: String, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// A label's text, for a picker option or type-to-select: its title's.
extension Label: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: title) }
}
