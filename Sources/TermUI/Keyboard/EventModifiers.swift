import CursesKit

/// SwiftUI's name for the modifier keys of a keyboard shortcut or a key
/// press: TermUI's ``KeyModifiers``.
public typealias EventModifiers = KeyModifiers

extension KeyModifiers {
    /// ⌘, held as Ctrl: a terminal receives no Command key, and Ctrl is the
    /// key terminal programs take commands with, so
    /// `.keyboardShortcut("s", modifiers: .command)` answers Ctrl-S and its
    /// hint says so. Ctrl letters the terminal keeps for itself do not reach
    /// a shortcut (Ctrl-I is Tab, Ctrl-M Enter, Ctrl-H Backspace; Ctrl-C
    /// quits and Ctrl-Z suspends unless a shortcut takes them first).
    public static let command = KeyModifiers.control
    /// ⌥, which terminals send as Alt (an Esc before the key).
    public static let option = KeyModifiers.alt
    /// Caps Lock: a terminal does not report it, so a shortcut that needs it never fires.
    public static let capsLock = KeyModifiers(rawValue: 1 << 5)
    /// A key of the numeric keypad: not reported apart by a terminal; never matched.
    public static let numericPad = KeyModifiers(rawValue: 1 << 6)
    /// The Fn key: not reported by a terminal; never matched.
    public static let function = KeyModifiers(rawValue: 1 << 7)
    /// Every modifier.
    public static let all: KeyModifiers = [.shift, .control, .alt, .capsLock, .numericPad, .function]
}
