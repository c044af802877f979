import CNcurses

/// Turns what ncurses' `get_wch` returned into ``InputEvent``s.
///
/// Pure and stateful: feed every ``RawInput`` of one burst (everything read
/// before `get_wch` said `ERR`), then call ``finishBurst()``. State carries an
/// Esc that may start an Alt combination: Esc followed in the same burst by a
/// character is Alt plus that character; an Esc at the end of a burst is the
/// Esc key. ncurses waits `ESCDELAY` (25 ms) for the rest of a sequence before
/// ending a burst, so a lone Esc and the start of a sequence are told apart.
///
/// Escape sequences ncurses did not decode itself (CSI and SS3 forms, SGR mouse
/// reports) arrive as separate characters and are decoded here too.
package struct InputDecoder: Sendable {
    /// Names ncurses gives extended key codes (above `KEY_MAX`), such as `kUP5`;
    /// looked up only for those codes.
    package typealias KeyNameLookup = @Sendable (Int32) -> String?

    private var pendingEscape = false
    /// Characters of an escape sequence after `ESC`, while one is being read.
    private var sequence: [UInt32]?
    /// The mouse button held, so that motion reports become drags.
    var heldButton = 0
    /// The text of a bracketed paste being read (after `ESC [200~`), kept across bursts.
    var paste: [Unicode.Scalar]?
    private let keyName: KeyNameLookup

    /// Creates a decoder; `keyName` names extended key codes (ncurses' `keyname`).
    package init(keyName: @escaping KeyNameLookup = { _ in nil }) {
        self.keyName = keyName
    }

    /// Decodes one input; returns the events it completes (often none or one).
    package mutating func feed(_ input: RawInput) -> [InputEvent] {
        if paste != nil { return continuePaste(input) }
        if sequence != nil, case .character(let c) = input {
            return continueSequence(c)
        }
        var events = abandonSequence()
        switch input {
        case .character(let c):
            if pendingEscape {
                pendingEscape = false
                if c == 0x1B {
                    events.append(.key(KeyEvent(.escape)))
                    pendingEscape = true
                } else if c == 0x5B || c == 0x4F {  // "[" or "O": CSI or SS3
                    sequence = [c]
                } else if let key = Self.key(forCharacter: c) {
                    events.append(.key(key.addingModifiers(.alt)))
                }
            } else if c == 0x1B {
                pendingEscape = true
            } else if let key = Self.key(forCharacter: c) {
                events.append(.key(key))
            }
        case .keyCode(let code):
            let alt = pendingEscape
            pendingEscape = false
            if code == KEY_RESIZE {
                events.append(.resize)
            } else if let key = key(forCode: code) {
                events.append(.key(alt ? key.addingModifiers(.alt) : key))
            }
        case .mouse(let x, let y, let state):
            events += flushEscape()
            events += mouseEvents(x: x, y: y, buttonState: state)
        }
        return events
    }

    /// Ends a burst: a pending Esc is the Esc key, an unfinished sequence is
    /// read as the Alt combination its first character makes. A paste goes on
    /// across bursts until its end marker.
    package mutating func finishBurst() -> [InputEvent] {
        guard paste == nil else { return [] }
        return abandonSequence() + flushEscape()
    }

    /// Decodes a whole burst and ends it.
    package mutating func decode(_ inputs: [RawInput]) -> [InputEvent] {
        inputs.flatMap { feed($0) } + finishBurst()
    }

    private mutating func flushEscape() -> [InputEvent] {
        guard pendingEscape else { return [] }
        pendingEscape = false
        return [.key(KeyEvent(.escape))]
    }

    /// An unfinished sequence: ESC "[" alone is Alt-[, the rest is dropped.
    private mutating func abandonSequence() -> [InputEvent] {
        guard let chars = sequence else { return [] }
        sequence = nil
        guard chars.count == 1, let first = chars.first, let key = Self.key(forCharacter: first) else {
            return []
        }
        return [.key(key.addingModifiers(.alt))]
    }

    private mutating func continueSequence(_ c: UInt32) -> [InputEvent] {
        guard var chars = sequence else { return [] }
        chars.append(c)
        let isSS3 = chars.first == 0x4F
        let isFinal = isSS3 ? chars.count == 2 : (chars.count > 1 && (0x40...0x7E).contains(c))
        if !isFinal && chars.count < 32 && (0x20...0x7E).contains(c) {
            sequence = chars
            return []
        }
        sequence = nil
        if isSS3 { return Self.decodeSS3(c).map { [.key($0)] } ?? [] }
        return decodeCSI(Array(chars.dropFirst()))
    }

    // MARK: - Characters

    /// The key a single character stands for (no Esc handling).
    package static func key(forCharacter c: UInt32) -> KeyEvent? {
        switch c {
        case 0x09: return KeyEvent(.tab)
        case 0x0A, 0x0D: return KeyEvent(.enter)
        case 0x08, 0x7F: return KeyEvent(.backspace)
        case 0x1B: return KeyEvent(.escape)
        case 0x00: return KeyEvent(.character(" "), modifiers: .control)
        case 0x01...0x1A:
            return KeyEvent(.character(Character(Unicode.Scalar(UInt8(0x60 + c)))), modifiers: .control)
        case 0x1C...0x1F:
            return KeyEvent(.character(Character(Unicode.Scalar(UInt8(0x40 + c)))), modifiers: .control)
        case 0x80...0x9F: return nil
        default:
            guard let scalar = Unicode.Scalar(c) else { return nil }
            return KeyEvent(.character(Character(scalar)))
        }
    }

    // MARK: - ncurses key codes

    /// The key an ncurses key code stands for, or nil for codes TermUI does not use.
    package func key(forCode code: Int32) -> KeyEvent? {
        switch code {
        case KEY_UP: return KeyEvent(.up)
        case KEY_DOWN: return KeyEvent(.down)
        case KEY_LEFT: return KeyEvent(.left)
        case KEY_RIGHT: return KeyEvent(.right)
        case KEY_HOME: return KeyEvent(.home)
        case KEY_END: return KeyEvent(.end)
        case KEY_PPAGE: return KeyEvent(.pageUp)
        case KEY_NPAGE: return KeyEvent(.pageDown)
        case KEY_BACKSPACE: return KeyEvent(.backspace)
        case KEY_DC: return KeyEvent(.delete)
        case KEY_IC: return KeyEvent(.insert)
        case KEY_BTAB: return KeyEvent(.backTab)
        case KEY_ENTER: return KeyEvent(.enter)
        case KEY_SR: return KeyEvent(.up, modifiers: .shift)
        case KEY_SF: return KeyEvent(.down, modifiers: .shift)
        case KEY_SLEFT: return KeyEvent(.left, modifiers: .shift)
        case KEY_SRIGHT: return KeyEvent(.right, modifiers: .shift)
        case KEY_SHOME: return KeyEvent(.home, modifiers: .shift)
        case KEY_SEND: return KeyEvent(.end, modifiers: .shift)
        case KEY_SDC: return KeyEvent(.delete, modifiers: .shift)
        case (KEY_F0 + 1)...(KEY_F0 + 48):
            // xterm numbers Shift-F1 as F13, Ctrl-F1 as F25, Ctrl-Shift-F1 as F37.
            let n = Int(code - KEY_F0 - 1)
            let modifiers: [KeyModifiers] = [[], .shift, .control, [.control, .shift]]
            return KeyEvent(.function(n % 12 + 1), modifiers: modifiers[n / 12])
        case (KEY_MAX + 1)...:
            return keyName(code).flatMap(Self.key(forExtendedName:))
        default: return nil
        }
    }

    /// Decodes ncurses' names for modified keys from terminfo's extended
    /// capabilities: `kUP5` is Ctrl-Up, `kDC3` Alt-Delete, `kRIT2` Shift-Right.
    package static func key(forExtendedName name: String) -> KeyEvent? {
        let bases: [(String, KeyEvent.Key)] = [
            ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home),
            ("kEND", .end), ("kPRV", .pageUp), ("kNXT", .pageDown), ("kDC", .delete), ("kIC", .insert),
        ]
        for (prefix, key) in bases where name.hasPrefix(prefix) {
            guard let level = Int(name.dropFirst(prefix.count)), (2...8).contains(level) else { continue }
            return KeyEvent(key, modifiers: modifiers(xtermParameter: level))
        }
        return nil
    }

    /// xterm's modifier parameter: 1 + (1 shift, 2 alt, 4 control).
    package static func modifiers(xtermParameter p: Int) -> KeyModifiers {
        let bits = max(0, p - 1)
        var result: KeyModifiers = []
        if bits & 1 != 0 { result.insert(.shift) }
        if bits & 2 != 0 { result.insert(.alt) }
        if bits & 4 != 0 { result.insert(.control) }
        return result
    }
}

extension KeyEvent {
    /// The same key with more modifiers held.
    func addingModifiers(_ more: KeyModifiers) -> KeyEvent {
        KeyEvent(key, modifiers: modifiers.union(more))
    }
}
