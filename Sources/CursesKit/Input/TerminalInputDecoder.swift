/// Turns the bytes read from the terminal, in whatever pieces the reads
/// return, into ``InputEvent``s.
///
/// CursesKit reads the terminal itself, a block at a time (``Screen`` reads
/// everything waiting with one `read(2)` per block); ncurses only draws. Its
/// `wget_wch` read one byte per system call, so a 1 MB paste took a million
/// reads and polls. Here:
/// - at every Esc the terminal's own key sequences (``KeySequenceTable``,
///   from terminfo) are tried first, longest match;
/// - X10 mouse reports (`ESC [ M` and three raw bytes) are taken whole;
/// - everything else is decoded as UTF-8 and handed to ``InputDecoder`` as
///   characters (CSI/SS3 keys with modifiers, SGR mouse, Alt combinations);
/// - a bracketed paste is taken as bytes up to `ESC [201~`, across reads,
///   and becomes one ``InputEvent/paste(_:)`` (invalid UTF-8 repaired).
///
/// A read that ends inside a sequence (or a character) leaves the rest here:
/// ``isWaitingForMore`` tells the reader to wait ``escapeDelayMilliseconds`` for the
/// rest; when none comes, ``finishBurst()`` decides (a lone Esc is the Esc key).
package struct TerminalInputDecoder: Sendable {
    /// How long the reader waits for the rest of a sequence after a read that
    /// ended inside one (ncurses' `ESCDELAY`, which TermUI set to the same 25 ms).
    package static let escapeDelayMilliseconds: Int32 = 25

    private var decoder = InputDecoder()
    private let keys: KeySequenceTable
    /// Bytes read but not yet decoded: an unfinished sequence or character.
    private var pending: [UInt8] = []
    /// The bytes of a bracketed paste being read, while one is.
    private var paste: [UInt8]?
    /// The text of a device control string (XTVERSION's answer) or an APC
    /// string (a kitty graphics answer) being read, while one is.
    private var controlString: [UInt8]?
    /// Whether ``controlString`` is a graphics answer (`ESC _ G`) rather than XTVERSION's.
    private var controlStringIsGraphics = false

    private static let escape: UInt8 = 0x1B
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// `ESC P > |`: the start of XTVERSION's answer.
    private static let versionStart: [UInt8] = Array("\u{1B}P>|".utf8)
    /// `ESC _ G`: the start of a kitty graphics answer.
    private static let graphicsStart: [UInt8] = Array("\u{1B}_G".utf8)
    /// The longest device control string kept; the rest is read and dropped.
    private static let controlStringLimit = 256

    /// The reports (answers to queries, focus changes) decoded since the last call.
    package mutating func takeReports() -> [TerminalReport] {
        decoder.takeReports()
    }

    /// How many cursor position reports are awaited (see ``InputDecoder/expectedCursorReports``).
    package var expectedCursorReports: Int {
        get { decoder.expectedCursorReports }
        set { decoder.expectedCursorReports = newValue }
    }

    /// True while answers to the start-up queries may still come (see ``InputDecoder/awaitsAnswers``).
    package var awaitsAnswers: Bool {
        get { decoder.awaitsAnswers }
        set { decoder.awaitsAnswers = newValue }
    }

    /// A decoder for a terminal whose special keys are `keys`.
    package init(keys: KeySequenceTable) {
        self.keys = keys
    }

    /// True when the last read ended inside an escape sequence, a key sequence
    /// or a UTF-8 character: more is probably on its way, and a lone Esc must
    /// not be decided yet. Not while a paste is being read: that goes on
    /// across reads without waiting.
    package var isWaitingForMore: Bool {
        paste == nil && controlString == nil && (!pending.isEmpty || decoder.isInsideSequence)
    }

    /// Decodes one read's bytes; returns the events they complete.
    package mutating func feed(_ bytes: some Collection<UInt8>) -> [InputEvent] {
        var buffer = pending
        buffer.append(contentsOf: bytes)
        pending.removeAll()
        return decode(buffer, final: false)
    }

    /// Ends a burst after the reader waited and nothing more came: what is left
    /// is decoded as it stands (a lone Esc is the Esc key, an unfinished
    /// character becomes U+FFFD). A paste goes on until its end marker.
    package mutating func finishBurst() -> [InputEvent] {
        guard paste == nil, controlString == nil else { return [] }
        let rest = pending
        pending.removeAll()
        return decode(rest, final: true) + decoder.finishBurst()
    }

    private mutating func decode(_ bytes: [UInt8], final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if paste != nil {
                index = takePaste(bytes, from: index, into: &events)
                continue
            }
            if controlString != nil {
                index = takeControlString(bytes, from: index)
                continue
            }
            guard let (input, length) = nextInput(bytes, at: index, final: final, events: &events) else {
                pending = Array(bytes[index...])
                break
            }
            index += length
            if let input { events += decoder.feed(input) }
            if decoder.pasteBegan {
                decoder.pasteBegan = false
                paste = []
            }
        }
        return events
    }

    /// The input at `index` and how many bytes it took, or nil when the bytes end
    /// inside it (and `final` is false). X10 mouse reports are decoded into
    /// `events` directly (the input is then nil).
    private mutating func nextInput(
        _ bytes: [UInt8], at index: Int, final: Bool, events: inout [InputEvent]
    ) -> (RawInput?, Int)? {
        let byte = bytes[index]
        if byte == Self.escape {
            let rest = bytes[index...]
            switch keys.match(rest) {
            case .key(let key, let length): return (.key(key), length)
            case .incomplete where !final: return nil
            case .incomplete, .none: break
            }
            // A lone Esc at the end of a read may begin anything: wait for the rest.
            if rest.count == 1 && !final { return nil }
            if rest.count > 1, rest[index + 1] == 0x5F {  // ESC _: an APC string?
                if rest.starts(with: Self.graphicsStart) {
                    controlString = []
                    controlStringIsGraphics = true
                    return (nil, Self.graphicsStart.count)
                }
                // Cut by the read: wait for the rest, as for XTVERSION's answer below.
                if Self.graphicsStart.starts(with: rest), !final || decoder.awaitsAnswers { return nil }
            }
            if rest.count > 1, rest[index + 1] == 0x50 {  // ESC P: a device control string?
                if rest.starts(with: Self.versionStart) {
                    controlString = []
                    controlStringIsGraphics = false
                    return (nil, Self.versionStart.count)
                }
                // Its start cut by the read: wait for the rest (while the answer is
                // awaited, across bursts; otherwise ESC P alone is Alt-P).
                if Self.versionStart.starts(with: rest), !final || decoder.awaitsAnswers { return nil }
            }
            if rest.starts(with: [0x1B, 0x5B, 0x4D]) {  // ESC [ M: an X10 mouse report
                guard rest.count >= 6 else { return final ? (.character(UInt32(byte)), 1) : nil }
                let (code, x, y) = (Int(rest[index + 3]), Int(rest[index + 4]), Int(rest[index + 5]))
                events += decoder.sgrMouseEvents(code: code - 32, x: x - 33, y: y - 33, isRelease: false)
                return (nil, 6)
            }
        }
        guard byte >= 0x80 else { return (.character(UInt32(byte)), 1) }
        return Self.decodeUTF8(bytes, at: index, final: final).map { (.character($0.scalar), $0.length) }
    }

    /// One UTF-8 character at `index`: its scalar and length, U+FFFD (one
    /// byte) for a byte that cannot start or continue one, nil when the bytes
    /// end inside a character that may still be completed.
    private static func decodeUTF8(_ bytes: [UInt8], at index: Int, final: Bool) -> (
        scalar: UInt32, length: Int
    )? {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (0xFFFD, 1)
        }
        let available = bytes.endIndex - index
        var scalar = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard offset < available else { return final ? (0xFFFD, available) : nil }
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return (0xFFFD, offset) }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        guard Unicode.Scalar(scalar) != nil, scalar >= [0, 0x80, 0x800, 0x10000][length - 1] else {
            return (0xFFFD, length)
        }
        return (scalar, length)
    }

    /// Takes a device control (or APC) string's bytes from `index` up to its terminator
    /// (ST, `ESC \`, or BEL), which completes it into a report. Returns where
    /// decoding goes on; an Esc at the end of `bytes` stays pending.
    private mutating func takeControlString(_ bytes: [UInt8], from index: Int) -> Int {
        var scan = index
        while scan < bytes.endIndex {
            let byte = bytes[scan]
            if byte == 0x07 || (byte == Self.escape && scan + 1 < bytes.endIndex && bytes[scan + 1] == 0x5C) {
                keepControlString(bytes[index..<scan])
                let text = String(decoding: controlString ?? [], as: UTF8.self)
                controlString = nil
                decoder.report(controlStringIsGraphics ? .graphics(text) : .version(text))
                return scan + (byte == 0x07 ? 1 : 2)
            }
            if byte == Self.escape && scan + 1 == bytes.endIndex {
                keepControlString(bytes[index..<scan])
                pending = [byte]
                return bytes.endIndex
            }
            scan += 1
        }
        keepControlString(bytes[index...])
        return bytes.endIndex
    }

    private mutating func keepControlString(_ bytes: ArraySlice<UInt8>) {
        let room = Self.controlStringLimit - (controlString?.count ?? 0)
        if room > 0 { controlString?.append(contentsOf: bytes.prefix(room)) }
    }

    /// Takes paste bytes from `index` up to the end marker (which completes the
    /// paste into `events`) or the end of `bytes` (an Esc there that may begin
    /// the marker stays pending). Returns where decoding goes on.
    private mutating func takePaste(_ bytes: [UInt8], from index: Int, into events: inout [InputEvent]) -> Int
    {
        var scan = index
        while let escape = bytes[scan...].firstIndex(of: Self.escape) {
            let rest = bytes[escape...]
            if rest.starts(with: Self.pasteEnd) {
                paste?.append(contentsOf: bytes[index..<escape])
                events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
                paste = nil
                return escape + Self.pasteEnd.count
            }
            if Self.pasteEnd.starts(with: rest) {
                // The marker may be cut by the read: keep its start for the next one.
                paste?.append(contentsOf: bytes[index..<escape])
                pending = Array(rest)
                return bytes.endIndex
            }
            scan = escape + 1
        }
        paste?.append(contentsOf: bytes[index...])
        return bytes.endIndex
    }
}
