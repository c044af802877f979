/// A key press handed to an `.onKeyPress` action (SwiftUI's `KeyPress`).
public struct KeyPress: Sendable, CustomStringConvertible {
    /// What an `.onKeyPress` action did with a key.
    public enum Result: Sendable, Equatable {
        /// The key was used: nothing else sees it.
        case handled
        /// The key was not used: it goes on to the focused widget and the views around.
        case ignored
    }

    /// The key, as the terminal decoded it.
    public let event: KeyEvent

    /// The key as a ``KeyEquivalent``.
    public var key: KeyEquivalent { KeyEquivalent(event.key) }

    /// The modifiers held with the key.
    public var modifiers: KeyModifiers { event.modifiers }

    /// The text the key types: its character, or an empty string for other keys.
    public var characters: String {
        if case .character(let character) = event.key { return String(character) }
        return ""
    }

    /// Options for matching the phases of a key press (SwiftUI's `KeyPress.Phases`).
    public struct Phases: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The phase bits.
        public let rawValue: Int
        /// Phases from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]

        /// `down`, `repeat`, `up`, or the set of them.
        public var description: String {
            let names = [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { contains($0.0) }
            return names.count == 1 ? names[0].1 : "[\(names.map(\.1).joined(separator: ", "))]"
        }
    }

    /// The phase of this key press: `.down`, or `.repeat` / `.up` from a
    /// terminal that reports them (the kitty keyboard protocol with event types).
    public var phase: Phases {
        switch event.phase {
        case .down: return .down
        case .repeat: return .repeat
        case .up: return .up
        }
    }

    /// Wraps `event`.
    public init(_ event: KeyEvent) { self.event = event }

    /// The key, with its modifiers (`Ctrl-c`, `enter`).
    public var description: String { event.description }
}

/// A key an `.onKeyPress(_:action:)` waits for (SwiftUI's `KeyEquivalent`):
/// a character (`"q"`) or a named key (`.return`, `.upArrow`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key as CursesKit decodes it.
    public let key: KeyEvent.Key

    /// The key `key`.
    public init(_ key: KeyEvent.Key) { self.key = key }

    /// The character key `character`.
    public init(_ character: Character) { self.key = .character(character) }

    /// The character key written as a literal: `"q"`.
    public init(extendedGraphemeClusterLiteral character: Character) { self.init(character) }

    /// The character, for a character key.
    public var character: Character? {
        if case .character(let character) = key { return character }
        return nil
    }

    /// Enter.
    public static let `return` = KeyEquivalent(KeyEvent.Key.enter)
    /// Esc.
    public static let escape = KeyEquivalent(KeyEvent.Key.escape)
    /// Tab.
    public static let tab = KeyEquivalent(KeyEvent.Key.tab)
    /// The space bar.
    public static let space = KeyEquivalent(" " as Character)
    /// Backspace (SwiftUI's `.delete`).
    public static let delete = KeyEquivalent(KeyEvent.Key.backspace)
    /// The Delete key, deleting forward.
    public static let deleteForward = KeyEquivalent(KeyEvent.Key.delete)
    /// ↑.
    public static let upArrow = KeyEquivalent(KeyEvent.Key.up)
    /// ↓.
    public static let downArrow = KeyEquivalent(KeyEvent.Key.down)
    /// ←.
    public static let leftArrow = KeyEquivalent(KeyEvent.Key.left)
    /// →.
    public static let rightArrow = KeyEquivalent(KeyEvent.Key.right)
    /// Home.
    public static let home = KeyEquivalent(KeyEvent.Key.home)
    /// End.
    public static let end = KeyEquivalent(KeyEvent.Key.end)
    /// Page Up.
    public static let pageUp = KeyEquivalent(KeyEvent.Key.pageUp)
    /// Page Down.
    public static let pageDown = KeyEquivalent(KeyEvent.Key.pageDown)
}

extension View {
    /// Handles every key while this view or a descendant has focus (or, with
    /// nothing focused, before any widget sees it).
    ///
    /// ```swift
    /// .onKeyPress { press in
    ///     guard press.characters == "r" else { return .ignored }
    ///     reset()
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress { (event: KeyEvent) -> Bool in action(KeyPress(event)) == .handled }
    }

    /// Handles every key in one of `phases` while this view or a descendant
    /// has focus (SwiftUI's `onKeyPress(phases:action:)`).
    ///
    /// A key repeats (`.repeat`) or comes up (`.up`) only on a terminal that
    /// reports event types (the kitty keyboard protocol's flag 2, which TermUI
    /// asks for while a view whose `phases` hold `.up` is shown): elsewhere
    /// every key is `.down`. A release goes only to the `.onKeyPress` handlers
    /// that asked for it, never to a control.
    ///
    /// ```swift
    /// .onKeyPress(phases: .down) { press in
    ///     log.append(press.characters)
    ///     return .ignored
    /// }
    /// ```
    public func onKeyPress(
        phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressModifier(
            action: { event in action(KeyPress(event)) == .handled }, phases: phases, content: self)
    }

    /// Handles `key` pressed without Ctrl or Alt; every other key goes on.
    ///
    /// ```swift
    /// .onKeyPress(.return) {
    ///     start()
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(
        _ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result
    ) -> some View {
        onKeyPress(keys: [key]) { _ in action() }
    }

    /// Handles any of `keys` pressed without Ctrl or Alt; every other key goes on.
    ///
    /// ```swift
    /// .onKeyPress(keys: [.upArrow, .downArrow]) { press in
    ///     step(press.key == .upArrow ? 1 : -1)
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(
        keys: Set<KeyEquivalent>, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress { (event: KeyEvent) -> Bool in
            let press = KeyPress(event)
            guard press.isPlain, keys.contains(press.key) else { return false }
            return action(press) == .handled
        }
    }

    /// Handles a character key in `characters` pressed without Ctrl or Alt
    /// (see ``KeyCharacterSet`` for the classes, SwiftUI's `CharacterSet` names).
    ///
    /// ```swift
    /// .onKeyPress(characters: .decimalDigits) { press in
    ///     digits.append(press.characters)
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(
        characters: KeyCharacterSet, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress { (event: KeyEvent) -> Bool in
            let press = KeyPress(event)
            guard press.isPlain, let character = press.key.character,
                characters.containsEveryScalar(of: character)
            else { return false }
            return action(press) == .handled
        }
    }
}

extension KeyPress {
    /// True when neither Ctrl nor Alt is held (Shift is part of the character).
    var isPlain: Bool { modifiers.isDisjoint(with: [.control, .alt]) }
}
