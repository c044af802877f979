import CursesKit

/// A control that opens a URL through the environment's ``OpenURLAction``:
/// SwiftUI's `Link`, drawn as its title in the accent colour (blue by
/// default), activated with Enter, Space or a click. On a terminal that
/// takes OSC 8 hyperlinks the title is one too, so the terminal's own link
/// click (often Ctrl- or Cmd-click while the app has the mouse) opens it.
/// See docs/TERMINAL-FEATURES.md.
///
/// ```swift
/// Link("TermUI on GitHub", destination: URL(string: "https://github.com")!)
/// ```
public struct Link<Label: View>: View {
    let title: String
    let destination: URL
    @Environment(\.openURL) private var openURL
    @Environment(\.accentColor) private var accentColor

    /// The link, a button titled as its label.
    public var body: some View {
        let openURL = self.openURL
        let destination = self.destination
        return PushButton(
            title: title, role: nil, action: { openURL(destination) },
            bezel: ButtonBezel(frame: .bare, isTinted: true), link: destination
        )
        .environment(\.accentColor, accentColor ?? .blue)
    }
}

extension Link where Label == Text {
    /// A link titled `title` that opens `destination`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.title = String(title)
        self.destination = destination
    }
}

extension Link {
    /// A link whose title is what `label` builds: a `Text`, or a `Label`
    /// (its symbol's glyph, then its title), as a button's label is shown.
    ///
    /// ```swift
    /// Link(destination: URL(string: "https://swift.org")!) {
    ///     Label("Swift.org", systemImage: "safari")
    /// }
    /// ```
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        title = LabelText.title(of: label()).text
        self.destination = destination
    }
}
