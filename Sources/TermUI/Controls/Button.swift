import CursesKit
import Foundation

/// What a button does, which changes how it looks.
public enum ButtonRole: Sendable, Hashable {
    /// Deletes or discards: drawn in red.
    case destructive
    /// Cancels: in an alert or a confirmation dialog, Esc runs it.
    case cancel
}

/// A control that runs `action` when activated with Enter, Space, a click or its keyboard shortcut.
///
/// Drawn as `[ Title ]`; ``View/buttonStyle(_:)-(PrimitiveButtonStyle)`` changes the look
/// (`.borderedProminent`, `.borderless`, `.plain`, or a style of the app's own) and
/// ``View/controlSize(_:)`` the room around the title.
///
/// ```swift
/// Button("Delete", role: .destructive) { items.removeAll() }
///     .keyboardShortcut("d", modifiers: .control)
/// ```
public struct Button: View {
    let title: String
    let role: ButtonRole?
    let action: () -> Void
    /// Made by a ``PrimitiveButtonStyle`` from its configuration: drawn by the
    /// built-in look around it, never by the style again.
    let isFromConfiguration: Bool
    @Environment(\.buttonLook) private var look

    /// A button titled `title`.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.title = title
        self.role = role
        self.action = action
        self.isFromConfiguration = false
    }

    /// A button whose title is the text `label` builds.
    public init(role: ButtonRole? = nil, action: @escaping () -> Void, label: () -> Text) {
        self.init(label().content, role: role, action: action)
    }

    /// A button whose label is any view SwiftUI code gives it: a `Label`, an
    /// `Image(systemName:)`, a `Text`, or these side by side. A terminal
    /// button is one line, so it shows the label's symbol glyphs and words,
    /// icon first, in its frame (`[ ＋ Add ]`).
    ///
    /// ```swift
    /// Button { addItem() } label: {
    ///     Label("Add", systemImage: "plus")
    /// }
    /// ```
    public init<L: View>(role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> L) {
        self.init(LabelText.title(of: label()).text, role: role, action: action)
    }

    /// A button labelled with `title` and the SF Symbol `systemImage` (its
    /// glyph first), as `Label(title, systemImage:)` shows them.
    public init(_ title: String, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
    }

    /// The button a ``PrimitiveButtonStyle`` wraps: its configuration's
    /// label, role and action, with a button's focus, keys and clicks.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.title = configuration.title
        self.role = configuration.role
        self.action = configuration.action
        self.isFromConfiguration = true
    }

    /// The button in the look of the environment's style.
    public var body: some View {
        switch isFromConfiguration ? .builtIn(ButtonBezel(frame: .brackets, isTinted: true)) : look {
        case .builtIn(let bezel):
            PushButton(title: title, role: role, action: action, bezel: bezel)
        case .style(let style):
            StyledButton(title: title, role: role, action: action, style: style)
        case .primitive(let style):
            Self.body(
                of: style,
                PrimitiveButtonStyleConfiguration(
                    role: role, label: ButtonStyleConfiguration.Label(content: AnyView(Text(title))),
                    title: title,
                    action: action))
        }
    }

    private static func body(
        of style: some PrimitiveButtonStyle, _ configuration: PrimitiveButtonStyleConfiguration
    )
        -> AnyView
    {
        AnyView(style.makeBody(configuration: configuration))
    }
}

/// A button in a built-in look, hosted on CursesKit's `Button`.
struct PushButton: View, HostedView {
    typealias Body = Never
    let title: String
    let role: ButtonRole?
    let action: () -> Void
    let bezel: ButtonBezel
    /// The URL the title links to (``Link``'s destination), sent as an OSC 8
    /// hyperlink where the terminal takes them.
    var link: URL? = nil
}

extension PushButton {
    func makeWidget(target: ActionTarget) -> CursesKit.Button {
        let button = CursesKit.Button()
        button.addTarget(target, action: ActionTarget.fire, for: .primaryActionTriggered)
        return button
    }

    func update(_ widget: CursesKit.Button, environment: EnvironmentValues, transaction: Transaction) {
        widget.title = title
        widget.isEnabled = environment.isEnabled
        widget.titlePadding = environment.controlSize.titlePadding
        let tint: Color =
            role == .destructive ? .red : (environment.accentColor ?? bezel.defaultTint ?? .default)
        switch bezel.frame {
        case .brackets:
            widget.bezel = .brackets
            widget.style = Style(foreground: bezel.isTinted ? tint : .default)
        case .bare:
            widget.bezel = .none
            widget.style = Style(foreground: bezel.isTinted ? tint : .default)
        case .filled:
            widget.bezel = .filled
            // The accent fills the button; the terminal's default for an untinted one.
            widget.style = Style(
                foreground: tint == .default ? .default : .black,
                background: tint == .default ? .default : tint,
                attributes: tint == .default ? [.bold, .reverse] : .bold)
        }
        // `.bold()`, `.italic()` or `.fontWeight(_:)` around the button style its title, as a text's.
        let around = environment.textStyle
        if let weight = around.weight {
            widget.style.attributes.formUnion(
                Font.body.weight(weight).attributes(for: environment.dynamicTypeSize))
        }
        widget.style.attributes.formUnion(around.set)
        widget.style.attributes.subtract(around.cleared)
        widget.style.link = link?.absoluteString
    }

    func performAction(environment: EnvironmentValues) {
        guard environment.isEnabled else { return }
        action()
        // Any button of an alert or a dialog closes it.
        if environment.buttonsDismissPresentation {
            environment.dismiss()
            // An item of a submenu closes every menu it was opened from.
            for dismiss in environment.enclosingMenuDismissals { dismiss() }
        }
    }

    func cancelAction(environment: EnvironmentValues) -> (() -> Void)? {
        role == .cancel && environment.isEnabled ? action : nil
    }

    static var answersKeyboardShortcuts: Bool { true }

    var shortcutHintLabel: String { title }
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

    /// The shortcut's hint: the button's `label` beside its key. Enter and
    /// Esc (`.defaultAction`, `.cancelAction`) rank above letters.
    func hint(_ label: String) -> KeyHint {
        let isDefaultOrCancel = modifiers.isEmpty && (key == .enter || key == .escape)
        return KeyHint(
            KeyEvent(key, modifiers: modifiers), label, priority: isDefaultOrCancel ? .high : .normal)
    }
}

extension KeyboardShortcut {
    /// True when a shortcut button's hint differs between the two
    /// environments: its key, or whether it is enabled.
    @MainActor static func hintChanges(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        old.keyboardShortcut != new.keyboardShortcut || old.isEnabled != new.isEnabled
    }
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

    /// Triggers the button(s) inside when the key `key` is pressed with
    /// `modifiers` (SwiftUI's `keyboardShortcut(_:modifiers:)` with a
    /// `KeyEquivalent`): `.keyboardShortcut(.delete)` answers Backspace,
    /// `.keyboardShortcut(.upArrow)` the ↑ key, when no focused widget took it.
    /// A terminal sees no ⌘, so no modifier is the default.
    @_disfavoredOverload
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: KeyModifiers = []) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key.key, modifiers: modifiers))
    }
}
