import Testing

@testable import CursesKit

/// Bytes as the terminal sends them, cut into reads anywhere, come out as the
/// same events; terminfo's own key sequences win; a bracketed paste is one
/// event however it is split, and never keys.
@Suite struct TerminalInputDecoderTests {
    /// xterm's entries for a few keys, plus the Linux console's F1 and rxvt's
    /// Shift-Up, which the generic CSI decoding does not know.
    static let table = KeySequenceTable([
        .init(bytes: Array("\u{1B}OA".utf8), key: KeyEvent(.up)),
        .init(bytes: Array("\u{1B}[3~".utf8), key: KeyEvent(.delete)),
        .init(bytes: Array("\u{1B}[3;5~".utf8), key: KeyEvent(.delete, modifiers: .control)),
        .init(bytes: Array("\u{1B}[[A".utf8), key: KeyEvent(.function(1))),
        .init(bytes: Array("\u{1B}[a".utf8), key: KeyEvent(.up, modifiers: .shift)),
        .init(bytes: [0x7F], key: KeyEvent(.backspace)),
    ])

    /// Feeds `reads` one by one, then ends the burst as the reader does when
    /// nothing more comes.
    private func decode(_ reads: [[UInt8]]) -> [InputEvent] {
        var decoder = TerminalInputDecoder(keys: Self.table)
        return reads.flatMap { decoder.feed($0) } + decoder.finishBurst()
    }

    private func decode(_ text: String) -> [InputEvent] { decode([Array(text.utf8)]) }

    /// A stream with every kind of input in it.
    static let mixed: [UInt8] =
        Array("a日🙂\u{1B}OA\u{1B}[3;5~\u{1B}[1;5C\u{1B}x\u{1B}[<0;5;3M\u{1B}[<0;5;3m".utf8)
        + Array("\u{1B}[200~q\r\n\u{1B}[A é\u{1B}[201~\u{1B}[[A\u{1B}[a\u{7F}z".utf8)
        + [0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2]  // X10: press button 1 at (4, 2)

    static let mixedEvents: [InputEvent] = [
        .key(.character("a")), .key(.character("日")), .key(.character("🙂")), .key(KeyEvent(.up)),
        .key(KeyEvent(.delete, modifiers: .control)), .key(KeyEvent(.right, modifiers: .control)),
        .key(KeyEvent(.character("x"), modifiers: .alt)),
        .mouse(MouseEvent(.press, at: Point(x: 4, y: 2), button: 1)),
        .mouse(MouseEvent(.release, at: Point(x: 4, y: 2), button: 1)),
        .paste("q\r\n\u{1B}[A é"), .key(KeyEvent(.function(1))), .key(KeyEvent(.up, modifiers: .shift)),
        .key(KeyEvent(.backspace)), .key(.character("z")),
        .mouse(MouseEvent(.press, at: Point(x: 4, y: 2), button: 1)),
    ]

    @Test func aWholeReadDecodesEveryKind() {
        #expect(decode([Self.mixed]) == Self.mixedEvents)
    }

    /// A read may end anywhere: inside a UTF-8 character, a key sequence, a
    /// mouse report, the paste markers.
    @Test func everySplitIntoTwoReadsDecodesTheSame() {
        for cut in 1..<Self.mixed.count {
            let reads = [Array(Self.mixed[..<cut]), Array(Self.mixed[cut...])]
            #expect(decode(reads) == Self.mixedEvents, "cut at byte \(cut)")
        }
    }

    @Test func oneByteReadsDecodeTheSame() {
        #expect(decode(Self.mixed.map { [$0] }) == Self.mixedEvents)
    }

    @Test func theReaderWaitsOnlyInsideASequence() {
        var decoder = TerminalInputDecoder(keys: Self.table)
        let reads: [[UInt8]] = ["a", "\u{1B}", "[3", ";5~", "\u{1B}[1;5", "C"].map { Array($0.utf8) }
        let states = (reads + [[0xE6], [0x97, 0xA5]]).map { bytes -> Bool in
            _ = decoder.feed(bytes)
            return decoder.isWaitingForMore
        }
        #expect(states == [false, true, true, false, true, false, true, false])
    }

    @Test func waitingBytesAreDecidedWhenNothingMoreComes() {
        #expect(decode("\u{1B}") == [.key(KeyEvent(.escape))])
        #expect(decode("\u{1B}\u{1B}") == [.key(KeyEvent(.escape)), .key(KeyEvent(.escape))])
        #expect(decode("\u{1B}[") == [.key(KeyEvent(.character("["), modifiers: .alt))])
        #expect(decode([[0xE6, 0x97]]) == [.key(.character("\u{FFFD}"))])
    }

    @Test func escapeBeforeATerminfoKeyIsAlt() {
        #expect(decode("\u{1B}\u{1B}OA") == [.key(KeyEvent(.up, modifiers: .alt))])
    }

    @Test func invalidUTF8BecomesReplacementCharactersAndLosesNothingElse() {
        let events = decode([[0x61, 0xFF, 0x62, 0xC3, 0x28, 0xE0, 0x80, 0x80, 0xED, 0xA0, 0x80, 0x63]])
        let replacement = InputEvent.key(.character("\u{FFFD}"))
        #expect(
            events == [
                .key(.character("a")), replacement, .key(.character("b")), replacement,
                .key(.character("(")), replacement, replacement, .key(.character("c")),
            ])
    }

    @Test func aPasteIsOneEventWithItsTextAsIs() {
        #expect(
            decode("a\u{1B}[200~q\r\nline two\u{1B}[A\u{1B}[201~b") == [
                .key(.character("a")), .paste("q\r\nline two\u{1B}[A"), .key(.character("b")),
            ])
        #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    }

    /// A paste goes on across reads without the reader waiting, and its end
    /// marker may be cut anywhere.
    @Test func aPasteSpansReadsAndItsEndMayBeCut() {
        var decoder = TerminalInputDecoder(keys: Self.table)
        #expect(decoder.feed(Array("\u{1B}[200~first ".utf8)).isEmpty)
        #expect(!decoder.isWaitingForMore, "a paste never holds the reader")
        #expect(decoder.feed(Array("\u{1B}OAq\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.finishBurst().isEmpty, "a quiet moment does not end a paste")
        #expect(
            decoder.feed(Array("1~x".utf8)) == [.paste("first \u{1B}OAq"), .key(.character("x"))])
    }

    @Test func invalidUTF8InAPasteIsRepaired() {
        let bytes = Array("\u{1B}[200~a".utf8) + [0xFF, 0xE6] + Array("b\u{1B}[201~".utf8)
        #expect(decode([bytes]) == [.paste("a\u{FFFD}\u{FFFD}b")])
    }

    @Test func aMegabytePasteIsOneEventWithEveryByte() {
        let line = "0123456789 pasted text, q quits nothing, 日本語\n"
        let text = String(repeating: line, count: 1_048_576 / line.utf8.count)
        let bytes = Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
        var decoder = TerminalInputDecoder(keys: Self.table)
        var events: [InputEvent] = []
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + 4095, bytes.count)
            events += decoder.feed(bytes[offset..<end])
            offset = end
        }
        #expect(events == [.paste(text)])
    }
}

/// The table built from a real terminfo entry, and its longest-match rule.
@Suite struct KeySequenceTableTests {
    @Test func longestMatchWinsAndAPrefixWaits() {
        let table = TerminalInputDecoderTests.table
        #expect(
            table.match(ArraySlice(Array("\u{1B}[3;5~x".utf8)))
                == .key(KeyEvent(.delete, modifiers: .control), length: 6))
        #expect(table.match(ArraySlice(Array("\u{1B}[3~".utf8))) == .key(KeyEvent(.delete), length: 4))
        #expect(table.match(ArraySlice(Array("\u{1B}[3".utf8))) == .incomplete)
        #expect(table.match(ArraySlice(Array("\u{1B}[<0;1;1M".utf8))) == .none)
        #expect(!table.entries.contains { $0.bytes == [0x7F] }, "single bytes are characters")
    }

    @Test func theTableComesFromTerminfoCapabilities() {
        let linux = [
            "kcuu1": "\u{1B}[A", "kf1": "\u{1B}[[A", "kf13": "\u{1B}[25~", "kUP5": "\u{1B}[1;5A",
            "kbs": "\u{7F}",
        ]
        let table = KeySequenceTable.fromTerminfo { linux[$0] }
        let keys = table.entries.map { "\(String(decoding: $0.bytes.dropFirst(), as: UTF8.self)) \($0.key)" }
        #expect(Set(keys) == ["[A up", "[[A F1", "[25~ Shift-F1", "[1;5A Ctrl-up"])
    }
}
