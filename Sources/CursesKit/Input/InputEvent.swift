/// One thing the terminal reported: a key, a mouse event, or a new size.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// A mouse press, release, click, wheel turn or movement.
    case mouse(MouseEvent)
    /// The terminal changed size (ncurses' `KEY_RESIZE`).
    case resize
    /// Text pasted while bracketed paste was on (between `ESC [200~` and
    /// `ESC [201~`): one insertion, never read as keys or commands.
    case paste(String)
}

/// What one `get_wch` call returned, before decoding: a character, an ncurses
/// key code, or (for `KEY_MOUSE`) the event `getmouse` read.
///
/// Keeping this separate from ncurses lets ``InputDecoder`` be tested with
/// plain values, and lets the same decoder handle escape sequences ncurses
/// did not recognise.
package enum RawInput: Hashable, Sendable {
    /// `get_wch` returned `OK` with this character.
    case character(UInt32)
    /// `get_wch` returned `KEY_CODE_YES` with this key code (not `KEY_MOUSE`).
    case keyCode(Int32)
    /// `KEY_MOUSE`, with the cell (0-based) and the `mmask_t` button state `getmouse` gave.
    case mouse(x: Int, y: Int, buttonState: UInt)
}
