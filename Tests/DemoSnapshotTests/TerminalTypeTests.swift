import TermUITesting
import Testing

/// The demo on terminals other than a 256-colour xterm in a UTF-8 locale: fewer
/// colours, none at all, no cursor addressing, no UTF-8. Each still gets a
/// readable, complete screen, or a clear message.
@Suite struct TerminalTypeTests {
    /// Cells with a glyph drawn in black on black or the default background, or in
    /// the colour of their own background: unreadable on a dark terminal.
    private func unreadableCells(_ screen: TerminalScreen) -> [String] {
        var found: [String] = []
        for (row, cells) in screen.cells.enumerated() {
            for (col, cell) in cells.enumerated() where !cell.text.allSatisfy({ $0 == " " }) {
                let style = cell.style
                let blackText = style.foreground == .indexed(0) || style.foreground == .indexed(8)
                let darkGround = style.background == .default || style.background == .indexed(0)
                let sameColour = style.foreground != .default && style.foreground == style.background
                if (blackText && darkGround && !style.isReversed) || sameColour {
                    found.append("\(cell.text)@\(row),\(col) \(style)")
                }
            }
        }
        return found
    }

    @Test(arguments: [["--screen", "context"], ["--screen", "wallet"], []])
    func eightColourTerminalIsReadable(arguments: [String]) async throws {
        let terminal = try await DemoApp.launch(arguments: arguments, environment: ["TERM": "xterm"])
        let screen = terminal.screen
        #expect(unreadableCells(screen) == [])
        // The header bar is a bar: reverse video, as the terminal's own colours.
        let header = screen.cells[0].prefix(30)
        #expect(header.allSatisfy { $0.style.isReversed }, "\(header.map(\.style))")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func eightColourScreensMatchTheirGoldens() async throws {
        let terminal = try await DemoApp.launch(
            arguments: ["--screen", "context"], environment: ["TERM": "xterm"])
        await assertSnapshot(of: terminal, named: "xterm-context")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// NO_COLOR (no-color.org): any non-empty value turns colour off; the bars and
    /// the selection keep their meaning in attributes (reverse, bold).
    @Test(arguments: [["--screen", "context"], ["--screen", "wallet"], []])
    func noColorTurnsColourOff(arguments: [String]) async throws {
        let terminal = try await DemoApp.launch(arguments: arguments, environment: ["NO_COLOR": "1"])
        let screen = terminal.screen
        let coloured = screen.cells.joined().filter {
            $0.style.foreground != .default || $0.style.background != .default
        }
        #expect(coloured.isEmpty, "\(coloured.prefix(5).map { "\($0.text) \($0.style)" })")
        #expect(screen.cells[0].prefix(30).allSatisfy { $0.style.isReversed }, "the header is still a bar")
        #expect(!terminal.process.outputText.contains("\u{1B}[38;5"), "no colour sequence was sent")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func noColorIgnoresAnEmptyValue() async throws {
        let terminal = try await DemoApp.launch(
            arguments: ["--screen", "context"], environment: ["NO_COLOR": ""])
        #expect(terminal.screen.cells.joined().contains { $0.style.foreground != .default })
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// TERM=dumb cannot address the cursor: the demo says so in one line and exits 2,
    /// without a single escape sequence.
    @Test func dumbTerminalExitsWithAMessage() async throws {
        let terminal = try Terminal.launch(
            executable: DemoApp.path, environment: ["TERM": "dumb"], readyMarker: false)
        let status = try await terminal.waitForExit()
        #expect(status == .exited(2))
        let output = terminal.process.outputText
        #expect(
            output
                == "termui-demo: terminal type 'dumb' cannot move the cursor, which a full-screen program "
                + "needs; run it in a terminal window with TERM set to its type, e.g. xterm-256color\r\n")
    }

    /// vt100 and linux: the exit strings come from terminfo through tputs (no `$<2>`
    /// padding as text) and, without an alternate screen, the screen is cleared so the
    /// shell's prompt does not overwrite the app's last line.
    @Test(arguments: ["vt100", "linux"])
    func terminalsWithoutAnAlternateScreenAreLeftClean(type: String) async throws {
        let terminal = try await DemoApp.launch(environment: ["TERM": type])
        #expect(terminal.screen.contains("Each screen re-creates"))
        try terminal.press(.character("q"))
        #expect(try await terminal.waitForExit() == .exited(0))
        #expect(!terminal.process.outputText.contains("$<"))
        #expect(terminal.screen.lines.allSatisfy { $0.allSatisfy { $0 == " " } }, "\(terminal.screen.lines)")
        #expect(
            terminal.screen.cursor.row == 0 && terminal.screen.cursor.col == 0, "the prompt starts at the top"
        )
    }

    /// Without a UTF-8 locale nothing vanishes: lines are the terminal's line-drawing
    /// characters, symbols ASCII, and the QR code, which needs half blocks, gives way to
    /// a line saying so and the pass's alternative text.
    @Test func asciiLocaleFallsBackInsteadOfDroppingGlyphs() async throws {
        let terminal = try await DemoApp.launch(
            arguments: ["--screen", "wallet"], environment: ["LANG": "C", "LC_ALL": "C"])
        await assertSnapshot(of: terminal, named: "wallet-lang-c")
        #expect(terminal.screen.contains("QR code needs a UTF-8 terminal"))
        #expect(terminal.screen.contains("7Q2K9F"))
        try terminal.press(.escape)
        try await terminal.waitFor(text: "Each screen re-creates")
        // From the wallet's row, the context screen is two rows up (the scanner is between).
        for _ in 0..<2 {
            try terminal.press(.up)
            try await terminal.settle()
        }
        try terminal.press(.enter)
        try await terminal.waitFor(text: "UIViewRepresentableContext")
        await assertSnapshot(of: terminal, named: "context-lang-c")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
