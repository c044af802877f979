import CursesKit

/// What a button does, which changes how it looks.
public enum ButtonRole: Sendable, Hashable {
    /// Deletes or discards: drawn in red.
    case destructive
    /// Cancels: in an alert or a confirmation dialog, Esc runs it.
    case cancel
}

/// A control that runs `action` when activated with Enter, Space, a click or its keyboard shortcut.
///
/// ```swift
/// Button("Delete", role: .destructive) { items.removeAll() }
///     .keyboardShortcut("d", modifiers: .control)
/// ```
public struct Button: View {
    /// Body is `Never`: hosted on CursesKit's `Button`.
    public typealias Body = Never

    let title: String
    let role: ButtonRole?
    let action: () -> Void

    /// A button titled `title`.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.title = title
        self.role = role
        self.action = action
    }

    /// A button whose title is the text `label` builds.
    public init(role: ButtonRole? = nil, action: @escaping () -> Void, label: () -> Text) {
        self.init(label().content, role: role, action: action)
    }
}

extension Button: HostedView {
    func makeWidget(target: ActionTarget) -> CursesKit.Button {
        let button = CursesKit.Button()
        button.addTarget(target, action: ActionTarget.fire, for: .primaryActionTriggered)
        return button
    }

    func update(_ widget: CursesKit.Button, environment: EnvironmentValues, transaction: Transaction) {
        widget.title = title
        widget.isEnabled = environment.isEnabled
        var style = Style(foreground: environment.accentColor ?? .default)
        if role == .destructive { style.foreground = .red }
        widget.style = style
    }

    func performAction(environment: EnvironmentValues) {
        guard environment.isEnabled else { return }
        action()
        // Any button of an alert or a dialog closes it.
        if environment.buttonsDismissPresentation { environment.dismiss() }
    }

    func cancelAction(environment: EnvironmentValues) -> (() -> Void)? {
        role == .cancel && environment.isEnabled ? action : nil
    }

    static var answersKeyboardShortcuts: Bool { true }
}

/// A key and modifiers that trigger a button from anywhere in its screen (or sheet).
public struct KeyboardShortcut: Sendable, Hashable {
    /// The key.
    public var key: KeyEvent.Key
    /// The modifiers that must be held.
    public var modifiers: KeyModifiers

    /// Creates a shortcut.
    public init(_ key: KeyEvent.Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Enter.
    public static let defaultAction = KeyboardShortcut(.enter)
    /// Esc.
    public static let cancelAction = KeyboardShortcut(.escape)

    func matches(_ event: KeyEvent) -> Bool { event.key == key && event.modifiers == modifiers }
}

struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Triggers the button(s) inside when `key` is pressed with `modifiers` and
    /// no focused widget took the key.
    public func keyboardShortcut(_ key: Character, modifiers: KeyModifiers = []) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(.character(key), modifiers: modifiers))
    }

    /// Triggers the button(s) inside with `shortcut`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}
