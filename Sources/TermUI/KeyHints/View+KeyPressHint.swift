import CursesKit

extension View {
    /// Handles `key` pressed without Ctrl or Alt, and shows it in the
    /// ``KeyHints`` footer and the `?` help as `hint` (a TermUI addition:
    /// SwiftUI's `onKeyPress(_:action:)` has no hint).
    ///
    /// The hint comes from the declaration that handles the key, so it cannot
    /// name a key that does something else. A `nil` hint turns the handler off:
    /// it takes no key and shows nothing (a key that works only in one mode).
    /// A key that types text is left to a focused text field.
    ///
    /// ```swift
    /// .onKeyPress("r", hint: "reload") {
    ///     reload()
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(
        _ key: KeyEquivalent, hint: String?, priority: KeyHint.Priority = .normal,
        action: @escaping @MainActor () -> KeyPress.Result
    ) -> some View {
        onKeyPress([KeyEvent(key.key)], hint: hint, priority: priority) { _ in action() }
    }

    /// Handles any of `keys` (with exactly their modifiers: `.control("l")`),
    /// shown as `hint` with `symbol` (by default the keys' names, `b/f`); the
    /// first key is the one that does what the hint says. A TermUI addition,
    /// see ``View/onKeyPress(_:hint:priority:action:)-(KeyEquivalent,_,_,_)``.
    ///
    /// ```swift
    /// .onKeyPress([.character("+"), .character("=")], hint: "bigger", symbol: "+") { _ in
    ///     size += 1
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(
        _ keys: [KeyEvent], hint: String?, symbol: String? = nil, priority: KeyHint.Priority = .normal,
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressModifier(
            action: { event in
                guard hint != nil, keys.contains(event) else { return false }
                return action(KeyPress(event)) == .handled
            },
            hints: hint.map { [KeyHint(keys, $0, symbol: symbol, priority: priority)] } ?? [],
            yieldsToTyping: true,
            content: self)
    }
}
