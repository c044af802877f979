/// One thing the terminal reported: a key, a mouse event, or a paste.
///
/// A new size is not an input: it arrives as SIGWINCH, which the event loop watches.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// A mouse press, release, click, wheel turn or movement.
    case mouse(MouseEvent)
    /// Text pasted while bracketed paste was on (between `ESC [200~` and
    /// `ESC [201~`): one insertion, never read as keys or commands.
    case paste(String)
}

/// One unit of terminal input before ``InputDecoder`` interprets it: a
/// character (a Unicode scalar decoded from UTF-8), or a key the terminal's
/// terminfo entry names (``KeySequenceTable`` matched its bytes).
///
/// Keeping this apart from the bytes lets the decoder be tested with plain values.
package enum RawInput: Hashable, Sendable {
    /// A character the terminal sent (control characters and Esc included).
    case character(UInt32)
    /// A whole key sequence from the terminfo entry.
    case key(KeyEvent)
}
