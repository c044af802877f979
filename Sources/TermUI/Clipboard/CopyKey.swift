import CursesKit

/// What a focused widget offers the copy key: the text it copies now, or
/// `nil` when it has nothing to copy (the key then goes on as any other).
@MainActor
protocol CopySource: AnyObject {
    var textToCopy: String? { get }
}

/// The copy keys, which the ``EventRouter`` takes for the focused widget
/// before the widget itself (an `.onKeyPress` handler still comes first),
/// and their footer hint, generated from the same test.
///
/// - `y` where no text is typed (a `List` or `Table` row, a text with
///   `.textSelection(.enabled)`): yank, as in less, vim and lazygit.
/// - Alt-W everywhere, text fields included: Emacs's copy (`kill-ring-save`),
///   which readline leaves unbound and `TextCommand` does not use.
///
/// Ctrl-C stays quit, and Ctrl-Shift-C is the terminal's own copy in kitty,
/// WezTerm, foot, GNOME Terminal and Konsole (it never reaches the app).
@MainActor
enum CopyKey {
    static let yank = KeyEvent.character("y")
    static let altW = KeyEvent(.character("w"), modifiers: .alt)

    /// The copy key `key` is for `widget`, if it is one.
    static func matches(_ key: KeyEvent, on widget: Widget) -> Bool {
        key == altW || (key == yank && !widget.takesTypedText)
    }

    /// The hint of the copy key of `widget` (shown only while a copy reaches the terminal).
    static func hint(for widget: Widget) -> KeyHint {
        widget.takesTypedText
            ? KeyHint(altW, "copy", priority: .low)
            : KeyHint([yank, altW], "copy", symbol: "y", priority: .low)
    }

    /// Copies what the focused widget offers when `key` is its copy key, and
    /// says in the footer what became of it; false when the key is not taken.
    static func handle(_ key: KeyEvent, graph: ViewGraph) -> Bool {
        // The key first: every key passes here, typed text included.
        guard key == altW || key == yank, let focused = graph.focusChain.focused, matches(key, on: focused),
            let source = focused as? CopySource, let text = source.textToCopy
        else { return false }
        let result = Clipboard.shared.copy(text)
        let clock = graph.node(containing: focused)?.environment.timelineClock ?? TimelineClock()
        graph.keyHints.showNotice(message(for: result), clock: clock)
        return true
    }

    /// What the footer says after a copy.
    static func message(for result: ClipboardResult) -> String {
        switch result {
        case .copied(let characters): "Copied \(characters) character\(characters == 1 ? "" : "s")"
        case .unavailable: "Copying is not available in this terminal"
        case .tooLong(let maximum): "Too long to copy (over \(maximum) bytes)"
        }
    }
}

extension TextInput: CopySource {
    /// A one-line field has no selection: the copy key copies its whole text
    /// (never a secure field's).
    var textToCopy: String? { isSecureTextEntry || text.isEmpty ? nil : text }
}

extension TextArea: CopySource {
    /// The selection (Shift with a move makes one), else the whole text.
    var textToCopy: String? {
        let selected = selectedText
        if !selected.isEmpty { return selected }
        return text.isEmpty ? nil : text
    }
}
