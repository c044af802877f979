import CursesKit

/// Terminal input bytes → events. Any program can write to the pty, and a
/// paste can hold anything; the decoder must never crash, must give the same
/// events however the bytes are cut into reads, and must hand a bracketed
/// paste's content on byte for byte.
enum TerminalInputFuzz {
    static let target = FuzzTarget.terminalInput

    /// An xterm-like terminfo entry, plus sequences other terminals use that
    /// xterm's generic decoding does not know (the Linux console's `ESC [ [ A`,
    /// rxvt's `ESC [ a`), so longest-match and prefix waits are exercised.
    static let capabilities: [String: String] = [
        "kcuu1": "\u{1B}OA", "kcud1": "\u{1B}OB", "kcuf1": "\u{1B}OC", "kcub1": "\u{1B}OD",
        "khome": "\u{1B}OH", "kend": "\u{1B}OF", "kpp": "\u{1B}[5~", "knp": "\u{1B}[6~",
        "kdch1": "\u{1B}[3~", "kich1": "\u{1B}[2~", "kcbt": "\u{1B}[Z", "kbs": "\u{7F}",
        "kf1": "\u{1B}OP", "kf2": "\u{1B}OQ", "kf5": "\u{1B}[15~", "kf13": "\u{1B}[1;2P",
        "kf25": "\u{1B}[[A", "kri": "\u{1B}[a", "kUP5": "\u{1B}[1;5A", "kDC5": "\u{1B}[3;5~",
        "kLFT": "\u{1B}[1;2D",
    ]

    static let keys = KeySequenceTable.fromTerminfo { capabilities[$0] }
    static let pasteStart = Array("\u{1B}[200~".utf8)
    static let pasteEnd = Array("\u{1B}[201~".utf8)

    static func check(_ bytes: [UInt8]) throws(FuzzViolation) {
        let whole = decode(bytes, cuts: [])
        try checkCuts(of: bytes, expecting: whole, what: "the bytes")
        try target.require(
            same(decode(bytes, cuts: Array(0..<bytes.count)), whole),
            "one byte per read decodes differently from one read of \(shown(bytes))")
        try checkPaste(of: bytes)
    }

    /// Every cut (or, for long inputs, a spread of cuts) into two reads gives
    /// the events of one read, both as reads of one burst and as the reader
    /// delivers them (a burst ends at a cut where the decoder waits for nothing).
    private static func checkCuts(of bytes: [UInt8], expecting whole: [InputEvent], what: String)
        throws(FuzzViolation)
    {
        for cut in cutPoints(bytes) {
            try target.require(
                same(decode(bytes, cuts: [cut]), whole),
                "\(what) cut at byte \(cut) decode differently: \(shown(bytes))")
            try target.require(
                same(decode(bytes, cuts: [cut], burstAtIdleCuts: true), whole),
                "\(what) cut at byte \(cut), the burst ending there, decode differently: \(shown(bytes))")
        }
    }

    /// The bytes (without any end marker in them) as a bracketed paste: one
    /// paste event whose text is the bytes, however the stream is cut.
    private static func checkPaste(of bytes: [UInt8]) throws(FuzzViolation) {
        var content = bytes
        while let marker = range(of: pasteEnd, in: content) { content.removeSubrange(marker) }
        let stream = pasteStart + content + pasteEnd
        let expected = String(decoding: content, as: UTF8.self)
        let events = decode(stream, cuts: [])
        guard events.count == 1, case .paste(let text) = events[0] else {
            throw FuzzViolation(
                target: target, invariant: "a paste of \(shown(content)) gave \(events) rather than one paste"
            )
        }
        // Bytes, not String ==, which would call canonically equivalent texts equal.
        try target.require(
            Array(text.utf8) == Array(expected.utf8),
            "a paste of \(shown(content)) came out as \(shown(Array(text.utf8)))")
        try checkCuts(of: stream, expecting: events, what: "a paste")
    }

    /// Decodes `bytes` as reads cut at `cuts`, then ends the burst. With
    /// `burstAtIdleCuts`, a read after which the decoder waits for nothing ends
    /// its burst, as ``Screen`` does when no rest of a sequence is due.
    static func decode(_ bytes: [UInt8], cuts: [Int], burstAtIdleCuts: Bool = false) -> [InputEvent] {
        var decoder = TerminalInputDecoder(keys: keys)
        var events: [InputEvent] = []
        var start = 0
        for cut in cuts + [bytes.count] where cut >= start {
            events += decoder.feed(bytes[start..<cut])
            if burstAtIdleCuts, !decoder.isWaitingForMore { events += decoder.finishBurst() }
            start = cut
        }
        return events + decoder.finishBurst()
    }

    /// Every cut of a short input; for a longer one 32 spread evenly, and
    /// around the first Escs (where sequences begin and reads most often end).
    private static func cutPoints(_ bytes: [UInt8]) -> [Int] {
        guard bytes.count > 32 else { return Array(0...bytes.count) }
        var cuts = Set((0...32).map { $0 * bytes.count / 32 })
        for (index, byte) in bytes.enumerated() where byte == 0x1B && cuts.count < 96 {
            for offset in 1...7 where index + offset <= bytes.count { cuts.insert(index + offset) }
        }
        return cuts.sorted()
    }

    /// Events compared as a person receives them: a paste's text by its bytes.
    private static func same(_ a: [InputEvent], _ b: [InputEvent]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { x, y in
                if case .paste(let p) = x, case .paste(let q) = y { return Array(p.utf8) == Array(q.utf8) }
                return x == y
            }
    }

    private static func range(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }

    private static func shown(_ bytes: [UInt8]) -> String {
        ScreenText.shown(String(decoding: bytes, as: UTF8.self))
    }
}
