/// Modifier keys held with a key or mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifier bits.
    public let rawValue: UInt8
    /// Modifiers from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift (reported with named keys; a shifted character arrives as itself).
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt (Meta), sent by terminals as an Esc prefix.
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Ctrl.
    public static let control = KeyModifiers(rawValue: 1 << 2)
}

/// A key press decoded from what the terminal sent.
///
/// Ctrl-C arrives as `KeyEvent(.character("c"), modifiers: .control)`,
/// Alt-x as `KeyEvent(.character("x"), modifiers: .alt)`, Shift-Tab as
/// ``Key/backTab``.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// Which key.
    public enum Key: Hashable, Sendable {
        /// A key that types `Character` (letters, digits, space, punctuation).
        case character(Character)
        /// Enter, Tab, Shift-Tab (`backTab`), Esc, Backspace, Delete and Insert.
        case enter, tab, backTab, escape, backspace, delete, insert
        /// The arrows, Home, End, Page Up and Page Down.
        case up, down, left, right, home, end, pageUp, pageDown
        /// F1 through F12.
        case function(Int)
    }

    /// Whether the key went down, repeats while held, or came up (SwiftUI's
    /// `KeyPress.Phases`, one at a time).
    ///
    /// Only a terminal speaking the kitty keyboard protocol with event types
    /// asked for tells repeats and releases apart; every other key is `.down`.
    public enum Phase: Hashable, Sendable {
        /// The key was pressed.
        case down
        /// The key is held and repeats.
        case `repeat`
        /// The key was released.
        case up
    }

    /// The key.
    public var key: Key
    /// The modifiers held with it.
    public var modifiers: KeyModifiers
    /// Down, repeat or up (`.down` unless the terminal reports more).
    public var phase: Phase

    /// Creates a key event.
    public init(_ key: Key, modifiers: KeyModifiers = [], phase: Phase = .down) {
        self.key = key
        self.modifiers = modifiers
        self.phase = phase
    }

    /// A plain character key.
    public static func character(_ c: Character) -> KeyEvent { KeyEvent(.character(c)) }
    /// Ctrl plus a letter.
    public static func control(_ c: Character) -> KeyEvent {
        KeyEvent(.character(c), modifiers: .control)
    }

    /// The key with its modifiers, as a person names it: `Ctrl-c`, `Shift-up`, `F5`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        switch key {
        case .character(let c): parts.append(String(c))
        case .function(let n): parts.append("F\(n)")
        default: parts.append("\(key)")
        }
        return parts.joined(separator: "-")
    }
}
