/// A key that works now and what it does, as a footer or a help screen shows
/// it: `Enter open`, `↑↓ move`, `Esc back`.
///
/// A hint is declared by the code that handles its keys, beside the handler
/// (a widget's ``Widget/keyHints``, a TermUI `.onKeyPress(_:hint:action:)`,
/// a button's `.keyboardShortcut`), so that it cannot name a key that does
/// something else. ``keys`` are the presses it stands for: the first is the
/// one a person (or a test) presses to do what ``label`` says.
///
/// ```swift
/// override var keyHints: [KeyHint] {
///     [KeyHint([KeyEvent(.up), KeyEvent(.down)], "move")]
/// }
/// ```
public struct KeyHint: Hashable, Sendable, CustomStringConvertible {
    /// How much a hint matters when the footer has no room for all of them.
    public enum Priority: Int, Comparable, Sendable {
        /// Shown only where there is room (cursor keys inside a field, paging).
        case low
        /// The usual case.
        case normal
        /// What the screen is for (open, follow, submit).
        case high
        /// The ways back and out (back, close, quit, help): kept however narrow.
        case essential

        /// Lower priorities sort first.
        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The presses the hint stands for; the first does what ``label`` says.
    public let keys: [KeyEvent]
    /// The keys as shown: `Enter`, `↑↓`, `b/f`, `Ctrl-C`.
    public let symbol: String
    /// What the keys do, in a word or two: `open`, `back/fwd`.
    public let label: String
    /// How much it matters when space is short.
    public let priority: Priority

    /// A hint for `keys`, shown with ``symbol(for:)`` unless `symbol` is given.
    public init(_ keys: [KeyEvent], _ label: String, symbol: String? = nil, priority: Priority = .normal) {
        self.keys = keys
        self.label = label
        self.symbol = symbol ?? Self.symbol(for: keys)
        self.priority = priority
    }

    /// A hint for one key.
    public init(_ key: KeyEvent, _ label: String, symbol: String? = nil, priority: Priority = .normal) {
        self.init([key], label, symbol: symbol, priority: priority)
    }

    /// `Enter open`.
    public var description: String { "\(symbol) \(label)" }

    /// How a person names `keys`: `↑↓` for the two vertical arrows, else the
    /// names joined with `/` (`b/f`, `+/-`, `PgUp/PgDn`).
    public static func symbol(for keys: [KeyEvent]) -> String {
        let plain = keys.map { KeyEvent($0.key) }
        if plain == [KeyEvent(.up), KeyEvent(.down)] && keys.allSatisfy(\.modifiers.isEmpty) { return "↑↓" }
        if plain == [KeyEvent(.left), KeyEvent(.right)] && keys.allSatisfy(\.modifiers.isEmpty) {
            return "←→"
        }
        return keys.map(name(of:)).joined(separator: "/")
    }

    /// How a person names one key: `Enter`, `Esc`, `Ctrl-C`, `Space`, `g`.
    public static func name(of event: KeyEvent) -> String {
        var parts: [String] = []
        if event.modifiers.contains(.control) { parts.append("Ctrl") }
        if event.modifiers.contains(.alt) { parts.append("Alt") }
        if event.modifiers.contains(.shift) { parts.append("Shift") }
        let name: String
        switch event.key {
        case .character(" "): name = "Space"
        case .character(let character):
            name =
                event.modifiers.isDisjoint(with: [.control, .alt])
                ? String(character) : character.uppercased()
        case .enter: name = "Enter"
        case .tab: name = "Tab"
        case .backTab: name = "Shift-Tab"
        case .escape: name = "Esc"
        case .backspace: name = "Backspace"
        case .delete: name = "Delete"
        case .insert: name = "Insert"
        case .up: name = "↑"
        case .down: name = "↓"
        case .left: name = "←"
        case .right: name = "→"
        case .home: name = "Home"
        case .end: name = "End"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        case .function(let number): name = "F\(number)"
        }
        parts.append(name)
        return parts.joined(separator: "-")
    }

    /// True when `event` is a key that types text: a character with at most Shift.
    public static func types(_ event: KeyEvent) -> Bool {
        if case .character = event.key { return event.modifiers.subtracting(.shift).isEmpty }
        return false
    }
}
