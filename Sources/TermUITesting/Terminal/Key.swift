/// A key press as a terminal would send it, in one write.
///
/// ```swift
/// try terminal.press(.tab)
/// try terminal.press(.shiftTab)
/// try terminal.press(.control("c"))
/// try terminal.press(.function(5))
/// ```
public struct Key: Hashable, Sendable, CustomStringConvertible {
    enum Base: Hashable, Sendable {
        case named(NamedKey)
        case character(Character)
    }

    let base: Base
    /// The modifiers held.
    public let modifiers: KeyModifiers

    init(_ base: Base, modifiers: KeyModifiers = []) {
        self.base = base
        self.modifiers = modifiers
    }

    /// The same key with `extra` modifiers held too.
    public func with(_ extra: KeyModifiers) -> Key {
        Key(base, modifiers: modifiers.union(extra))
    }

    /// Enter (carriage return).
    public static let enter = Key(.named(.enter))
    /// Tab.
    public static let tab = Key(.named(.tab))
    /// Shift-Tab (back-tab, `CSI Z`).
    public static let shiftTab = Key(.named(.tab), modifiers: .shift)
    /// Backspace (DEL, as xterm sends it).
    public static let backspace = Key(.named(.backspace))
    /// A bare Esc.
    public static let escape = Key(.named(.escape))
    /// Arrow up.
    public static let up = Key(.named(.up))
    /// Arrow down.
    public static let down = Key(.named(.down))
    /// Arrow left.
    public static let left = Key(.named(.left))
    /// Arrow right.
    public static let right = Key(.named(.right))
    /// Insert.
    public static let insert = Key(.named(.insert))
    /// Delete (forward).
    public static let delete = Key(.named(.delete))
    /// Home.
    public static let home = Key(.named(.home))
    /// End.
    public static let end = Key(.named(.end))
    /// Page up.
    public static let pageUp = Key(.named(.pageUp))
    /// Page down.
    public static let pageDown = Key(.named(.pageDown))

    /// Function key F`number` (1-12).
    public static func function(_ number: Int) -> Key {
        Key(.named(.function(number)))
    }

    /// A printable character.
    public static func character(_ character: Character) -> Key {
        Key(.character(character))
    }

    /// Control plus a letter or one of `@[\]^_` (Ctrl-C sends 0x03).
    public static func control(_ character: Character) -> Key {
        Key(.character(character), modifiers: .control)
    }

    /// Alt plus a character (sent as Esc then the character).
    public static func alt(_ character: Character) -> Key {
        Key(.character(character), modifiers: .alt)
    }

    /// `"Ctrl-C"`, `"Shift-Tab"`, `"F5"`, `"Up"`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        switch base {
        case .named(.function(let number)): parts.append("F\(number)")
        case .named(let key): parts.append("\(key)".prefix(1).uppercased() + "\(key)".dropFirst())
        case .character(let character): parts.append(String(character).uppercased())
        }
        return parts.joined(separator: "-")
    }

    /// The bytes of a character key; named keys need the terminal's modes (VirtualScreen).
    var characterBytes: [UInt8]? {
        guard case .character(let character) = base else { return nil }
        var bytes = Array(String(character).utf8)
        if modifiers.contains(.control), bytes.count == 1 {
            let byte = bytes[0]
            bytes = [byte == 0x3F ? 0x7F : byte & 0x1F]  // Ctrl-? is DEL
        }
        if modifiers.contains(.alt) { bytes.insert(0x1B, at: 0) }
        return bytes
    }
}
