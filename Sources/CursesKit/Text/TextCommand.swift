/// What a key means to a text control: one table for ``TextInput`` and
/// ``TextArea``, so the same keys edit the same way in every field.
///
/// | key | command |
/// |---|---|
/// | a character | type it |
/// | Backspace / Delete | delete the character before / after the cursor |
/// | ← → | a character back / forward |
/// | Ctrl-← Ctrl-→, Alt-B Alt-F | a word back / forward |
/// | Home End | start / end of the row (in a one-line field: of the text) |
/// | Ctrl-A Ctrl-E | start / end of the line |
/// | ↑ ↓, PgUp PgDn | a row, a page (``TextArea``) |
/// | Ctrl-Home Ctrl-End | start / end of the text |
/// | Ctrl-K / Ctrl-U | kill to the end / the start of the line |
/// | Ctrl-W | kill the previous whitespace-separated word (a selection, when there is one) |
/// | Alt-D / Alt-Backspace | kill the next / the previous word |
/// | Ctrl-Y | yank the newest kill; right after an undo, redo |
/// | Alt-Y | right after a yank, yank the kill before it instead |
/// | Ctrl-Z, Ctrl-_ | undo |
/// | Alt-Z, Ctrl-Shift-Z | redo |
/// | Shift with a move | extend the selection (``TextArea``) |
///
/// Ctrl-Y is readline's yank: a terminal user's fingers have it, and it is
/// listed with the readline keys. It redoes only right after an undo (when the
/// user is walking the history, where a yank would make no sense), so the Mac's
/// and Windows' Ctrl-Z / Ctrl-Y pair still works. Alt-Z redoes anywhere;
/// Ctrl-Shift-Z is honoured too, though most terminals send it as Ctrl-Z.
enum TextCommand: Equatable {
    case insert(Character)
    case enter
    case deleteBackward, deleteForward
    case left, right, up, down
    case wordLeft, wordRight
    case rowStart, rowEnd
    case lineStart, lineEnd
    case pageUp, pageDown
    case textStart, textEnd
    case killToLineEnd, killToLineStart
    case killWhitespaceWordBackward, killWordForward, killWordBackward
    case yankOrRedo, yankPop
    case undo, redo

    /// The command `event` stands for, and whether Shift extends a selection;
    /// `nil` for keys a text control leaves to others (Tab, Esc, F-keys).
    init?(_ event: KeyEvent) {
        let modifiers = event.modifiers
        let control = modifiers.contains(.control)
        let alt = modifiers.contains(.alt)
        switch event.key {
        case .character(let character):
            if control && alt { return nil }
            if control {
                switch character {
                case "a": self = .lineStart
                case "e": self = .lineEnd
                case "k": self = .killToLineEnd
                case "u": self = .killToLineStart
                case "w": self = .killWhitespaceWordBackward
                case "y": self = .yankOrRedo
                case "z" where modifiers.contains(.shift), "Z": self = .redo
                case "z", "_": self = .undo
                default: return nil
                }
            } else if alt {
                switch character {
                case "b": self = .wordLeft
                case "f": self = .wordRight
                case "d": self = .killWordForward
                case "y": self = .yankPop
                case "z": self = .redo
                default: return nil
                }
            } else {
                self = .insert(character)
            }
        case .backspace: self = alt ? .killWordBackward : .deleteBackward
        case .delete: self = alt ? .killWordForward : .deleteForward
        case .enter where !control && !alt: self = .enter
        case .left: self = control || alt ? .wordLeft : .left
        case .right: self = control || alt ? .wordRight : .right
        case .up: self = .up
        case .down: self = .down
        case .home: self = control ? .textStart : .rowStart
        case .end: self = control ? .textEnd : .rowEnd
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        default: return nil
        }
    }

    /// True for the moves that Shift turns into selecting.
    var isMove: Bool {
        switch self {
        case .left, .right, .up, .down, .wordLeft, .wordRight, .rowStart, .rowEnd, .lineStart, .lineEnd,
            .pageUp, .pageDown, .textStart, .textEnd:
            true
        default: false
        }
    }
}

/// What a text control's previous key did, where the next key depends on it:
/// kills in a row join one kill-ring entry, Alt-Y replaces what Ctrl-Y just
/// yanked, Ctrl-Y redoes right after an undo.
enum PreviousCommand<Position: Comparable>: Equatable {
    case other
    case kill
    /// A yank that inserted the text now at this range.
    case yank(Range<Position>)
    case undo
}
