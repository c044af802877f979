import CursesKit

/// A control that opens a list of actions: SwiftUI's `Menu`.
///
/// Drawn as a button with `▾` after its title (`▸` inside another menu).
/// Enter, Space or a click opens it below the button (above when there is
/// no room); in it ↑↓ move between the items, Enter or a click runs one and
/// closes every open menu, → opens a submenu, ← closes a submenu, Esc or a
/// click outside closes the menu, and focus goes back to the button.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate", action: duplicate)
///     Button("Rename", action: rename)
///     Menu("Copy") {
///         Button("Copy Name", action: copyName)
///         Button("Copy Address", action: copyAddress)
///     }
///     Divider()
///     Button("Delete", role: .destructive, action: delete)
/// }
/// ```
///
/// With `primaryAction`, Enter or a click runs it and ↓ or Space opens the menu.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    /// The title the menu's button shows (the label's text).
    let title: String
    @State private var isOpen = false
    @Environment(\.menuStyle) private var style
    @Environment(\.menuButtonBezel) private var bezel
    @Environment(\.buttonLook) private var buttonLook
    @Environment(\.menuLevel) private var level
    @Environment(\.dismiss) private var dismissEnclosingMenu
    @Environment(\.enclosingMenuDismissals) private var enclosingDismissals

    /// A menu whose label is the view `label` builds.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
        title = LabelText.title(of: self.label).text
    }

    /// A menu whose label is `label`; Enter or a click runs `primaryAction`,
    /// and ↓ or Space opens the menu.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping () -> Void
    ) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
        title = LabelText.title(of: self.label).text
    }

    /// The menu as its style draws it: its button, and its list while open.
    @ViewBuilder public var body: some View {
        if let style {
            // The style's `Menu(configuration)` is drawn as the standard menu.
            AnyView(erasing: style.makeBody(configuration: configuration)).environment(\.menuStyle, nil)
        } else {
            standard
        }
    }

    private var configuration: MenuStyleConfiguration {
        MenuStyleConfiguration(
            label: MenuStyleConfiguration.Label(content: AnyView(erasing: label)),
            content: MenuStyleConfiguration.Content(content: AnyView(erasing: content)), title: title,
            primaryAction: primaryAction)
    }

    /// The menu's button, and its list while open.
    private var standard: some View {
        let title = self.title + (level > 0 ? " ▸" : " ▾")
        let opensOnButton = primaryAction == nil
        var presentation = SheetModifier(
            base: Button(title) {
                if let primaryAction { primaryAction() } else { isOpen = true }
            }
            // Pressing a submenu's button opens it; it does not close the menu it is in.
            .environment(\.buttonsDismissPresentation, false)
            .environment(\.buttonLook, bezel.map { .builtIn($0) } ?? buttonLook)
            .onKeyPress { (event: KeyEvent) -> Bool in
                guard event.modifiers.isEmpty else { return false }
                switch event.key {
                case .right where level > 0, .down where !opensOnButton,
                    .character(" ") where !opensOnButton:
                    isOpen = true
                    return true
                default: return false
                }
            },
            contentKey: isOpen ? AnyHashable(true) : nil,
            content: {
                let dismissals = level > 0 ? enclosingDismissals + [dismissEnclosingMenu] : []
                return AnyView(MenuPanel(content: content, level: level + 1, enclosingDismissals: dismissals))
            },
            dismiss: { isOpen = false }, onDismiss: nil)
        presentation.placement = .anchored(edge: nil, spot: level > 0 ? .trailingRow : .bounds, padding: 0)
        return presentation
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }

    /// A menu titled `title`; Enter or a click runs `primaryAction`.
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(String(title)) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == TermUI.Label<Text, Image> {
    /// A menu titled `title` with the SF Symbol `systemImage` before it.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content
    ) {
        self.init(content: content) { TermUI.Label(String(title), systemImage: systemImage) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The standard menu of a ``MenuStyle``'s configuration, for a style of
    /// the app's own to wrap.
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        primaryAction = configuration.primaryAction
        title = configuration.title
    }
}
