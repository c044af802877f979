/// Turns ``RawInput`` into ``InputEvent``s: the generic half of decoding,
/// under ``TerminalInputDecoder`` (which reads bytes, UTF-8 and terminfo keys).
///
/// Pure and stateful: feed every input of one burst (everything read before
/// the terminal went quiet), then call ``finishBurst()``. State carries an Esc
/// that may start an Alt combination: Esc followed in the same burst by a
/// character is Alt plus that character; an Esc at the end of a burst is the
/// Esc key. The reader waits 25 ms (``TerminalInputDecoder/escapeDelayMilliseconds``) for
/// the rest of a sequence before ending a burst, so a lone Esc and the start
/// of a sequence are told apart.
///
/// Escape sequences the terminfo table does not name (xterm's CSI and SS3
/// forms with modifiers, SGR mouse reports, the bracketed-paste markers) are
/// decoded here.
package struct InputDecoder: Sendable {
    private var pendingEscape = false
    /// Characters of an escape sequence after `ESC`, while one is being read.
    private var sequence: [UInt32]?
    /// The mouse button held, so that motion reports become drags.
    var heldButton = 0
    /// Set when `ESC [200~` (a bracketed paste begins) was decoded; the byte
    /// reader then takes the paste's bytes itself, up to `ESC [201~`, and clears this.
    package var pasteBegan = false
    /// What the terminal reported about itself (answers to queries, focus
    /// changes), in the order it came; the owner takes them with ``takeReports()``.
    private(set) var reports: [TerminalReport] = []
    /// How many cursor position reports (`CSI row ; column R`) are awaited:
    /// while one is, that form is a report, not F3 with modifiers.
    package var expectedCursorReports = 0
    /// True while answers to the start-up queries may still come (until the
    /// sentinel's, DA1): `ESC [` and `ESC P` at the end of a burst are then
    /// kept as the start of an answer cut by the link, not read as Alt-[ or Alt-P.
    package var awaitsAnswers = false

    /// Creates a decoder in its resting state.
    package init() {}

    /// True while an Esc or an escape sequence has begun and not ended: the
    /// reader should wait a moment for the rest before ending the burst.
    package var isInsideSequence: Bool { pendingEscape || sequence != nil }

    /// The reports decoded since the last call.
    package mutating func takeReports() -> [TerminalReport] {
        defer { reports.removeAll() }
        return reports
    }

    /// Notes a report; the primary device attributes end the start-up queries.
    mutating func report(_ report: TerminalReport) {
        // (Cursor position queries are counted on their own: an inline region
        // sends them after frames, after the sentinel.)
        if case .primaryDeviceAttributes = report { awaitsAnswers = false }
        if case .cursorPosition = report { expectedCursorReports = max(0, expectedCursorReports - 1) }
        reports.append(report)
    }

    /// True when the unfinished sequence can only be a terminal's reply: a CSI
    /// with a private marker (`?`, `>`, `=`), or digits while a cursor report
    /// or the start-up answers are awaited. No key starts that way, so it is kept across bursts (a
    /// reply cut by a slow link), never read as typed text.
    private var isInsideReply: Bool {
        guard let chars = sequence, chars.first == 0x5B else { return false }
        guard chars.count > 1 else { return awaitsAnswers }
        if [0x3F, 0x3E, 0x3D].contains(chars[1]) { return true }
        // Digits and semicolons: a cursor report, or the cell size (`6 ; h ; w t`)
        // among the start-up answers.
        return (expectedCursorReports > 0 || awaitsAnswers)
            && chars.dropFirst().allSatisfy { (0x30...0x3B).contains($0) }
    }

    /// Decodes one input; returns the events it completes (often none or one).
    package mutating func feed(_ input: RawInput) -> [InputEvent] {
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
        case .key(let key):
            // Esc then a key sequence: the key with Alt held (xterm's metaSendsEscape).
            let alt = pendingEscape
            pendingEscape = false
            events.append(.key(alt ? key.addingModifiers(.alt) : key))
        }
        return events
    }

    /// Ends a burst: a pending Esc is the Esc key, an unfinished sequence is
    /// read as the Alt combination its first character makes.
    package mutating func finishBurst() -> [InputEvent] {
        if isInsideReply { return [] }
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

    /// Decodes terminfo's extended capability names for modified keys: `kUP5`
    /// is Ctrl-Up, `kDC3` Alt-Delete, `kRIT2` Shift-Right.
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
        KeyEvent(key, modifiers: modifiers.union(more), phase: phase)
    }
}
