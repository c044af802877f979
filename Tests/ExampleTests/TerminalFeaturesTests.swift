import Foundation
import TermUITesting
import Testing

/// The modern terminal, asked and used (Tests/Fixtures/FeaturesFixture): the
/// test plays the terminal, answering the start-up queries as kitty would or
/// not at all, and checks the bytes the app sends and what it shows.
@Suite struct TerminalFeaturesTests {
    static let fixture = BuiltProduct.path("termui-features-fixture")

    /// What the app asks at start-up, in one write, DA1 (the sentinel) last.
    static let queries = "\u{1B}[?2026$p\u{1B}[?1004$p\u{1B}[?u\u{1B}[16t\u{1B}[>0q\u{1B}[c"
    /// An inline region's: no cell size (it shows pictures as half blocks only).
    static let inlineQueries = queries.replacingOccurrences(of: "\u{1B}[16t", with: "")

    /// A terminal with synchronized output, focus reports and the kitty
    /// keyboard protocol: answers every query as kitty does (libvterm's
    /// answers dropped but its cursor position reports).
    static let kitty = QueryAnswers { output, libvterm in
        var reply = cursorReports(in: libvterm)
        if output.contains("\u{1B}[?2026$p") { reply += Array("\u{1B}[?2026;2$y".utf8) }
        if output.contains("\u{1B}[?1004$p") { reply += Array("\u{1B}[?1004;2$y".utf8) }
        if output.contains("\u{1B}[?u") { reply += Array("\u{1B}[?0u".utf8) }
        if output.contains("\u{1B}[>0q") { reply += Array("\u{1B}P>|played-kitty(1.0)\u{1B}\\".utf8) }
        if output.contains("\u{1B}[c") { reply += Array("\u{1B}[?62;22c".utf8) }
        return reply
    }

    /// The `CSI row ; column R` answers among libvterm's replies.
    static func cursorReports(in replies: [UInt8]) -> [UInt8] {
        let text = String(decoding: replies, as: UTF8.self)
        let pattern = /\x1B\[\d+;\d+R/
        return text.matches(of: pattern).flatMap { Array(String($0.output).utf8) }
    }

    static func launch(
        answers: QueryAnswers, environment: [String: String] = [:], arguments: [String] = []
    ) throws -> Terminal {
        try Terminal.launch(
            executable: fixture, arguments: arguments, environment: environment,
            size: TerminalSize(rows: 12, cols: 60), answers: answers)
    }

    /// The output with the start-up queries (and an inline region's cursor
    /// position queries) taken out.
    static func withoutQueries(_ output: [UInt8]) -> String {
        String(decoding: output, as: UTF8.self).replacingOccurrences(of: queries, with: "")
            .replacingOccurrences(of: inlineQueries, with: "").replacingOccurrences(of: "\u{1B}[6n", with: "")
    }

    /// A terminal that answers nothing costs one write of queries and nothing
    /// else: the same bytes as with the queries turned off, frame for frame.
    @Test(arguments: [[], ["--inline"]])
    func aSilentTerminalGetsTodaysBytes(arguments: [String]) async throws {
        var outputs: [[UInt8]] = []
        for environment in [[:], ["TERMUI_QUERIES": "0"]] {
            let terminal = try Self.launch(answers: .silent, environment: environment, arguments: arguments)
            try await terminal.waitFor(text: "phase active changed 0")
            try await terminal.settle()
            try terminal.type("a")
            try await terminal.waitFor(text: "keys a")
            try terminal.press(.character("q"))
            #expect(await terminal.exitProblems().isEmpty)
            outputs.append(terminal.process.output)
        }
        let queries = arguments.isEmpty ? Self.queries : Self.inlineQueries
        #expect(outputs[0].occurrences(of: queries) == 1)
        #expect(outputs[1].occurrences(of: queries) == 0)
        #expect(Self.withoutQueries(outputs[0]) == Self.withoutQueries(outputs[1]))
        // (An inline region turns the mouse on only once it knows where it is.)
        let mouse = arguments.isEmpty ? [] : ["\u{1B}[?1006;1000h"]
        for feature in ["\u{1B}[>1u", "\u{1B}[<u", "\u{1B}[?2026h", "\u{1B}[?1004h"] + mouse {
            #expect(!outputs[0].contains(feature), "sent \(feature.debugDescription) unasked")
        }
    }

    /// Kitty's answers turn every feature on: the keyboard flags pushed once,
    /// focus reports on, each frame synchronized; keys legacy bytes cannot
    /// tell apart arrive as themselves; every feature is off again at exit,
    /// before the alternate screen is left (its keyboard stack is its own).
    @Test func aKittyTerminalGetsEveryFeature() async throws {
        let terminal = try Self.launch(answers: Self.kitty)
        try await terminal.waitFor(text: "phase active changed 0")
        #expect(terminal.process.waitForOutput(containing: "\u{1B}[?1004h", timeout: .seconds(30)))
        #expect(terminal.process.waitForOutput(containing: "\u{1B}[>1u", timeout: .seconds(30)))
        try await terminal.settle()
        let beforeKeys = terminal.process.output.count
        // Shift-Enter, Ctrl-Enter, Ctrl-I, Tab, Ctrl-M, Enter, Esc: one write each.
        for key in [
            "\u{1B}[13;2u", "\u{1B}[13;5u", "\u{1B}[105;5u", "\t", "\u{1B}[109;5u", "\r", "\u{1B}[27u",
        ] {
            try terminal.send(Array(key.utf8))
            try await terminal.settle()
        }
        #expect(
            terminal.screen.contains("keys Shift-enter Ctrl-enter Ctrl-i tab Ctrl-m enter escape"),
            "\(terminal.screen.lines.joined(separator: "\n"))")
        let frames = Array(terminal.process.output[beforeKeys...])
        #expect(frames.occurrences(of: "\u{1B}[?2026h") >= 6)
        #expect(frames.occurrences(of: "\u{1B}[?2026h") == frames.occurrences(of: "\u{1B}[?2026l"))
        // Focus out, then in: the scene's phase follows, and .onChange(of:) runs each time.
        try terminal.send(Array("\u{1B}[O".utf8))
        try await terminal.waitFor(text: "phase inactive changed 1")
        try terminal.send(Array("\u{1B}[I".utf8))
        try await terminal.waitFor(text: "phase active changed 2")
        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
        let output = String(decoding: terminal.process.output, as: UTF8.self)
        #expect(output.components(separatedBy: "\u{1B}[>1u").count == 2, "pushed once")
        let pop = try #require(output.range(of: "\u{1B}[<u", options: .backwards))
        let focusOff = try #require(output.range(of: "\u{1B}[?1004l", options: .backwards))
        let leave = try #require(output.range(of: "\u{1B}[?1049l", options: .backwards))
        #expect(pop.lowerBound < leave.lowerBound && focusOff.lowerBound < leave.lowerBound)
    }

    /// Key releases are asked for only while a view wants them
    /// (`.onKeyPress(phases: .up)`): the keyboard flags pushed are 3 (event
    /// types) instead of 1; a release reaches that handler alone, once, and the
    /// key's press still acts once. Without such a view a release is dropped.
    @Test(arguments: [true, false])
    func keyReleasesReachOnlyTheHandlersThatAskForThem(asked: Bool) async throws {
        let terminal = try Self.launch(answers: Self.kitty, arguments: asked ? ["--releases"] : [])
        let push = asked ? "\u{1B}[>3u" : "\u{1B}[>1u"
        #expect(terminal.process.waitForOutput(containing: push, timeout: .seconds(30)))
        try await terminal.settle()
        // a down, a down again (a repeat, as kitty reports it), then up.
        try terminal.send(Array("a\u{1B}[97;1:2u\u{1B}[97;1:3u".utf8))
        try await terminal.settle()
        let expected = asked ? "keys a a:repeat a:up" : "keys a a:repeat"
        #expect(
            terminal.screen.lines[1].trimmingCharacters(in: .whitespaces) == expected,
            "\(terminal.screen.lines.joined(separator: "\n"))")
        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
        #expect(!terminal.process.output.contains(asked ? "\u{1B}[>1u" : "\u{1B}[>3u"))
    }

    /// Every way out turns the features off: a signal, a crash (through
    /// CTerminal's restore bytes, which follow the answers), and `q` in an
    /// inline region (no alternate screen: pushed and popped on the main one).
    @Test(arguments: ["SIGTERM", "segv", "inline"])
    func everyWayOutPopsTheKeyboardFlags(way: String) async throws {
        let terminal: Terminal
        if way == "segv" {
            terminal = try Terminal.launch(
                executable: BuiltProduct.path("termui-restore-fixture"), arguments: ["segv"],
                size: TerminalSize(rows: 12, cols: 60), answers: Self.kitty)
        } else {
            terminal = try Self.launch(answers: Self.kitty, arguments: way == "inline" ? ["--inline"] : [])
        }
        #expect(terminal.process.waitForOutput(containing: "\u{1B}[>1u", timeout: .seconds(30)))
        try await terminal.settle()
        let pushed = terminal.process.output.count
        if way == "segv" {
            try terminal.type("x")
        } else if way == "inline" {
            try terminal.send(Array("\u{1B}[13;2u".utf8))  // Shift-Enter, as kitty sends it
            try await terminal.waitFor(text: "keys Shift-enter")
            try terminal.press(.character("q"))
        } else {
            try terminal.process.signal(SIGTERM)
        }
        _ = try? await terminal.waitForExit()
        let after = Array(terminal.process.output[pushed...])
        #expect(after.contains("\u{1B}[<u"), "\(way): the keyboard flags were not popped")
        #expect(after.contains("\u{1B}[?1004l"), "\(way): focus reports were left on")
    }

    /// The environment turns a feature off (not even asked) or on (without asking).
    @Test func environmentOverridesEachFeature() async throws {
        let off = try Self.launch(
            answers: Self.kitty,
            environment: ["TERMUI_KITTY_KEYBOARD": "0", "TERMUI_SYNCHRONIZED_OUTPUT": "0"])
        #expect(off.process.waitForOutput(containing: "\u{1B}[?1004h", timeout: .seconds(30)))
        try await off.settle()
        try off.type("a")
        try await off.waitFor(text: "keys a")
        #expect(!off.process.output.contains("\u{1B}[?u"))
        #expect(!off.process.output.contains("\u{1B}[>1u"))
        #expect(!off.process.output.contains("\u{1B}[?2026h"))
        try off.press(.character("q"))
        #expect(await off.exitProblems().isEmpty)

        let on = try Self.launch(answers: .silent, environment: ["TERMUI_FOCUS_EVENTS": "1"])
        #expect(on.process.waitForOutput(containing: "\u{1B}[?1004h", timeout: .seconds(30)))
        try await on.settle()
        #expect(!on.process.output.contains("\u{1B}[?1004$p"))
        try on.send(Array("\u{1B}[O".utf8))
        try await on.waitFor(text: "phase inactive changed 1")
        try on.press(.character("q"))
        #expect(await on.exitProblems().isEmpty)
        #expect(on.process.output.contains("\u{1B}[?1004l"))
    }

    /// An inline app started after a partial line (the cursor not at column
    /// 0) starts on the next line and leaves the partial line as it was.
    @Test func aPartialLineBeforeAnInlineAppStays() async throws {
        let terminal = try Terminal.launch(
            executable: "/bin/sh", arguments: ["-c", "printf 'Name: '; exec \"$0\" --inline", Self.fixture],
            size: TerminalSize(rows: 12, cols: 60))
        try await terminal.waitFor(text: "phase active")
        #expect(terminal.screen.lines[0].hasPrefix("Name: "))
        #expect(terminal.screen.lines[1].hasPrefix("phase active changed 0"))
        try terminal.press(.character("q"))
        #expect(try await terminal.waitForExit() == .exited(0))
        #expect(terminal.screen.lines[0].trimmingCharacters(in: .whitespaces) == "Name:")
    }

    /// In an inline region, the mouse is reported relative to the region: the
    /// terminal's answer to the cursor position query after a frame that moved
    /// it says where its first row is (and only then is the mouse turned on).
    @Test func inlineMouseReportsAreRelativeToTheRegion() async throws {
        let terminal = try Terminal.launch(
            executable: "/bin/sh",
            arguments: ["-c", "echo one; echo two; echo three; exec \"$0\" --inline", Self.fixture],
            size: TerminalSize(rows: 12, cols: 60))
        try await terminal.waitFor(text: "click none")
        #expect(terminal.process.waitForOutput(containing: "\u{1B}[?1006;1000h", timeout: .seconds(30)))
        try await terminal.settle()
        let row = try #require(terminal.screen.lines.firstIndex { $0.hasPrefix("click none") })
        #expect(row == 5)
        try terminal.click(row: row, col: 2)
        try await terminal.waitFor(text: "click on the click row")
        try terminal.press(.character("q"))
        #expect(try await terminal.waitForExit() == .exited(0))
        #expect(terminal.process.output.contains("\u{1B}[?1006;1000l"))
    }

    /// `TERMUI_INLINE_MOUSE=0` leaves the mouse to the terminal: its answer
    /// places the region, and the app still never turns reporting on.
    @Test func inlineMouseCanBeLeftToTheTerminal() async throws {
        let terminal = try Self.launch(
            answers: .libvterm, environment: ["TERMUI_INLINE_MOUSE": "0"], arguments: ["--inline"])
        try await terminal.waitFor(text: "click none")
        // The answer to the region's cursor position query has been read once a
        // key typed after it is shown.
        #expect(terminal.process.waitForOutput(containing: "\u{1B}[6n", timeout: .seconds(30)))
        try await terminal.settle()
        try terminal.type("a")
        try await terminal.waitFor(text: "keys a")
        try terminal.press(.character("q"))
        #expect(try await terminal.waitForExit() == .exited(0))
        #expect(!terminal.process.output.contains("\u{1B}[?1006;1000h"))
    }
}
