import Testing

@testable import CursesKit

/// The terminal's answers to the start-up queries and its focus reports are
/// taken out of the input wherever they come (whole, cut across reads, cut
/// across bursts), never read as typed text; the kitty keyboard protocol's
/// keys decode to the keys a person pressed.
@Suite struct TerminalReportDecodingTests {
    /// What a terminal answering every start-up query sends (kitty's replies,
    /// xterm's DA1), with keys typed around it.
    static let answers =
        "a\u{1B}[?2026;2$y\u{1B}[?1004;2$y\u{1B}[?0u\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[I\u{1B}[?62;22cb"
    static let reports: [TerminalReport] = [
        .modeReport(mode: 2026, value: 2), .modeReport(mode: 1004, value: 2), .keyboardFlags(0),
        .version("kitty(0.26.5)"), .focus(true), .primaryDeviceAttributes([62, 22]),
    ]

    private func decode(_ reads: [[UInt8]], expectVersion: Bool = true) -> ([InputEvent], [TerminalReport]) {
        var decoder = TerminalInputDecoder(keys: KeySequenceTable([]))
        decoder.awaitsAnswers = expectVersion
        let events = reads.flatMap { decoder.feed($0) } + decoder.finishBurst()
        return (events, decoder.takeReports())
    }

    @Test func answersAreReportsNeverKeys() {
        let (events, reports) = decode([Array(Self.answers.utf8)])
        #expect(events == [.key(.character("a")), .key(.character("b"))])
        #expect(reports == Self.reports)
    }

    /// A read may end anywhere inside an answer, and the reader may give up
    /// waiting (end the burst) before the rest comes, as over a slow link:
    /// anywhere after the answer's first two bytes (an Esc followed by
    /// silence is the Esc key, as it has to be on a terminal without the
    /// kitty protocol).
    @Test func anAnswerCutAnywhereAcrossBurstsIsStillAReport() {
        let bytes = Array(Self.answers.utf8)
        for cut in 1..<bytes.count {
            var decoder = TerminalInputDecoder(keys: KeySequenceTable([]))
            decoder.awaitsAnswers = true
            var events = decoder.feed(bytes[..<cut])
            if bytes[cut - 1] != 0x1B { events += decoder.finishBurst() }
            events += decoder.feed(bytes[cut...])
            events += decoder.finishBurst()
            #expect(events == [.key(.character("a")), .key(.character("b"))], "cut at byte \(cut)")
            #expect(decoder.takeReports() == Self.reports, "cut at byte \(cut)")
        }
    }

    @Test func aCursorReportIsOnlyAReportWhileOneIsAwaited() {
        var decoder = TerminalInputDecoder(keys: KeySequenceTable([]))
        #expect(
            decoder.feed(Array("\u{1B}[1;5R".utf8)) == [.key(KeyEvent(.function(3), modifiers: .control))])
        decoder.expectedCursorReports = 1
        #expect(decoder.feed(Array("\u{1B}[12;".utf8)).isEmpty)
        #expect(decoder.finishBurst().isEmpty)
        #expect(decoder.feed(Array("40R".utf8)).isEmpty)
        #expect(decoder.takeReports() == [.cursorPosition(row: 12, column: 40)])
        #expect(decoder.expectedCursorReports == 0)
    }

    /// Without an XTVERSION query waiting, `ESC P` alone is still Alt-P.
    @Test func escapePIsAltPWhenNoVersionIsAwaited() {
        let (events, reports) = decode([Array("\u{1B}P".utf8)], expectVersion: false)
        #expect(events == [.key(KeyEvent(.character("P"), modifiers: .alt))])
        #expect(reports.isEmpty)
    }

    @Test func unknownPrivateRepliesAreDropped() {
        let (events, reports) = decode([Array("\u{1B}[>1;4000;29cx".utf8)])
        #expect(events == [.key(.character("x"))])
        #expect(reports.isEmpty)
    }

    /// The disambiguate flag's keys: what legacy bytes could not tell apart.
    @Test(arguments: [
        ("\u{1B}[13;2u", KeyEvent(.enter, modifiers: .shift)),
        ("\u{1B}[13;5u", KeyEvent(.enter, modifiers: .control)),
        ("\u{1B}[105;5u", KeyEvent(.character("i"), modifiers: .control)),
        ("\u{1B}[109;5u", KeyEvent(.character("m"), modifiers: .control)),
        ("\u{1B}[27u", KeyEvent(.escape)),
        ("\u{1B}[99;5u", KeyEvent.control("c")),
        ("\u{1B}[9;2u", KeyEvent(.backTab)),
        ("\u{1B}[97;3u", KeyEvent(.character("a"), modifiers: .alt)),
        ("\u{1B}[97;69u", KeyEvent(.character("a"), modifiers: .control)),  // Caps Lock held
        ("\u{1B}[1;5:2A", KeyEvent(.up, modifiers: .control, phase: .repeat)),
        ("\u{1B}[97;1:3u", KeyEvent(.character("a"), phase: .up)),
        ("\u{1B}[57414u", KeyEvent(.enter)),
        ("\u{1B}[27;2;13~", KeyEvent(.enter, modifiers: .shift)),  // xterm's modifyOtherKeys
    ])
    func kittyKeys(bytes: String, key: KeyEvent) {
        #expect(decode([Array(bytes.utf8)]).0 == [.key(key)])
    }

    /// Esc arrives as `CSI 27 u`: a whole sequence, decided without waiting.
    @Test func escapeNeedsNoWait() {
        var decoder = TerminalInputDecoder(keys: KeySequenceTable([]))
        #expect(decoder.feed(Array("\u{1B}[27u".utf8)) == [.key(KeyEvent(.escape))])
        #expect(!decoder.isWaitingForMore)
    }
}
