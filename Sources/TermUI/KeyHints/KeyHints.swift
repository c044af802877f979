import CursesKit

/// A footer of the keys that work now, generated from the handlers that take
/// them (a TermUI addition: SwiftUI on a Mac shows shortcuts in menus instead).
///
/// It shows, on one row, the active keys in priority order, as many as fit
/// the width, the ways back and out (`Esc back`, `? help`, `q quit`) kept
/// last; `?` opens a help overlay with every active key. The keys come from
/// the declarations that handle them: `.onKeyPress(_:hint:action:)`, a
/// button's `.keyboardShortcut` (its title), and the built-in views (a list's
/// ↑↓ and Enter, a text field's Enter, a navigation stack's Esc, a sheet's
/// Esc). So the footer changes with focus and presentations, and cannot name
/// a key that does something else.
///
/// ```swift
/// VStack {
///     content
///     KeyHints()
/// }
/// .onKeyPress("r", hint: "reload") {
///     reload()
///     return .handled
/// }
/// ```
public struct KeyHints: View, HostedView {
    /// Body is `Never`: hosted by the footer's own widget.
    public typealias Body = Never

    /// A footer of the active keys.
    public init() {}
}

extension KeyHints {
    func makeWidget(target: ActionTarget) -> KeyHintsWidget {
        let widget = KeyHintsWidget()
        target.node?.graph?.keyHints.register(widget)
        return widget
    }

    func update(_ widget: KeyHintsWidget, environment: EnvironmentValues, transaction: Transaction) {
        widget.keyStyle = Style(foreground: environment.accentColor ?? .default, attributes: .bold)
    }

    /// The width offered (a footer spans its row), one row high.
    func sizeThatFits(_ proposal: ProposedSize, widget: KeyHintsWidget) -> Size {
        Size(width: proposal.width ?? widget.intrinsicContentSize.width, height: 1)
    }
}
