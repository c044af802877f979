import Testing

@testable import CursesKit

/// Decodes characters, terminfo keys and raw escape sequences into the
/// events a widget sees (the byte level is TerminalInputDecoderTests).
@Suite struct InputDecoderTests {
    private func decode(_ inputs: [RawInput]) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.decode(inputs)
    }

    private func decode(bytes: String) -> [InputEvent] {
        decode(bytes.unicodeScalars.map { .character($0.value) })
    }

    private func keys(_ events: [InputEvent]) -> [String] {
        events.map { event in
            switch event {
            case .key(let key): return key.description
            case .mouse(let mouse): return "mouse \(mouse.kind) \(mouse.button) \(mouse.location)"
            case .paste(let text): return "paste \(text.debugDescription)"
            }
        }
    }

    @Test(
        arguments: [
            ("a", "a"), ("Z", "Z"), ("é", "é"), ("日", "日"), ("🙂", "🙂"), (" ", " "),
            ("\t", "tab"), ("\r", "enter"), ("\n", "enter"), ("\u{7F}", "backspace"),
            ("\u{08}", "backspace"), ("\u{01}", "Ctrl-a"), ("\u{03}", "Ctrl-c"), ("\u{1A}", "Ctrl-z"),
            ("\u{11}", "Ctrl-q"),
        ])
    func characters(input: String, expected: String) {
        #expect(keys(decode(bytes: input)) == [expected])
    }

    @Test func extendedKeyNamesCarryModifiers() {
        let names = ["kUP5", "kDC3", "kRIT2", "kNXT6", "kUP9", "kXYZ5"]
        #expect(
            names.map { InputDecoder.key(forExtendedName: $0)?.description }
                == ["Ctrl-up", "Alt-delete", "Shift-right", "Ctrl-Shift-pageDown", nil, nil])
    }

    @Test func loneEscapeAtEndOfBurstIsTheEscKey() {
        #expect(keys(decode(bytes: "\u{1B}")) == ["escape"])
        #expect(keys(decode(bytes: "\u{1B}\u{1B}")) == ["escape", "escape"])
    }

    @Test func escapeThenCharacterInOneBurstIsAlt() {
        #expect(keys(decode(bytes: "\u{1B}x")) == ["Alt-x"])
        #expect(keys(decode(bytes: "\u{1B}X")) == ["Alt-X"])
        #expect(keys(decode(bytes: "\u{1B}\u{03}")) == ["Ctrl-Alt-c"])
        #expect(keys(decode(bytes: "\u{1B}\u{7F}")) == ["Alt-backspace"])
        #expect(keys(decode([.character(0x1B), .key(KeyEvent(.up))])) == ["Alt-up"])
    }

    @Test func escapeInOneBurstAndCharacterInTheNextAreTwoKeys() {
        var decoder = InputDecoder()
        var events = decoder.feed(.character(0x1B))
        #expect(events.isEmpty, "Esc waits for the end of the burst")
        events += decoder.finishBurst()
        events += decoder.decode([.character(0x78)])
        #expect(keys(events) == ["escape", "x"])
    }

    @Test(
        arguments: [
            ("\u{1B}[A", "up"), ("\u{1B}[B", "down"), ("\u{1B}[C", "right"), ("\u{1B}[D", "left"),
            ("\u{1B}OA", "up"), ("\u{1B}[H", "home"), ("\u{1B}[F", "end"), ("\u{1B}[5~", "pageUp"),
            ("\u{1B}[6~", "pageDown"), ("\u{1B}[3~", "delete"), ("\u{1B}[2~", "insert"),
            ("\u{1B}[Z", "backTab"), ("\u{1B}OP", "F1"), ("\u{1B}OS", "F4"), ("\u{1B}[15~", "F5"),
            ("\u{1B}[24~", "F12"), ("\u{1B}[1;5A", "Ctrl-up"), ("\u{1B}[1;2D", "Shift-left"),
            ("\u{1B}[1;3C", "Alt-right"), ("\u{1B}[3;5~", "Ctrl-delete"), ("\u{1B}[1;5P", "Ctrl-F1"),
        ])
    func rawEscapeSequences(input: String, expected: String) {
        #expect(keys(decode(bytes: input)) == [expected])
    }

    @Test func unknownSequencesAreDroppedAndTheRestDecoded() {
        #expect(keys(decode(bytes: "\u{1B}[Ia\u{1B}[99~b")) == ["a", "b"])
        #expect(keys(decode(bytes: "\u{1B}[")) == ["Alt-["])
    }

    /// A parameter with a sign or too many digits is no number: the sequence is dropped
    /// (it used to trap on `Int.min - 1`, found by the terminal-input fuzz target).
    @Test func signedOrOverlongParametersAreNotNumbers() {
        #expect(keys(decode(bytes: "\u{1B}[<0;-9223372036854775808;1Ma")) == ["a"])
        #expect(keys(decode(bytes: "\u{1B}[1;-9223372036854775808Ab")) == ["up", "b"])
        #expect(keys(decode(bytes: "\u{1B}[1;+5A\u{1B}[<0;1234567890;1M")) == ["up"])
        #expect(keys(decode(bytes: "\u{1B}[<0;123456789;1M")) == ["mouse press 1 (123456788, 0)"])
    }

    @Test func sgrMouseReports() {
        let events = decode(
            bytes: "\u{1B}[<0;10;5M\u{1B}[<32;11;5M\u{1B}[<0;11;5m\u{1B}[<65;1;1M\u{1B}[<18;2;3M")
        #expect(
            events == [
                .mouse(MouseEvent(.press, at: Point(x: 9, y: 4), button: 1)),
                .mouse(MouseEvent(.drag, at: Point(x: 10, y: 4), button: 1)),
                .mouse(MouseEvent(.release, at: Point(x: 10, y: 4), button: 1)),
                .mouse(MouseEvent(.wheelDown, at: Point(x: 0, y: 0), button: 0)),
                .mouse(MouseEvent(.press, at: Point(x: 1, y: 2), button: 3, modifiers: .control)),
            ])
    }
}
