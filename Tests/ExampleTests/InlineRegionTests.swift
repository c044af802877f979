import Foundation
import TermUITesting
import Testing

/// An inline region through a pty (Tests/Fixtures/InlineFixture): as tall as
/// its rows up to three, then showing the newest three; Swift's own `print`
/// written above it, even a burst larger than a pipe holds.
@Suite struct InlineRegionTests {
    static func launch() throws -> Terminal {
        try Terminal.launch(
            executable: "/bin/sh",
            arguments: ["-c", "echo above; exec \"$0\"", BuiltProduct.path("termui-inline-fixture")],
            size: TerminalSize(rows: 12, cols: 40))
    }

    /// The screen's first rows, trailing spaces dropped.
    static func rows(_ terminal: Terminal, _ count: Int) -> [String] {
        terminal.screen.lines.prefix(count).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func theRegionIsAsTallAsItsContentUpToItsMaximum() async throws {
        let terminal = try Self.launch()
        try await terminal.waitFor(text: "row 1 of 1")
        #expect(Self.rows(terminal, 3) == ["above", "row 1 of 1", ""])
        try terminal.type("+")
        try await terminal.waitFor(text: "row 2 of 2")
        #expect(Self.rows(terminal, 4) == ["above", "row 1 of 2", "row 2 of 2", ""])
        try terminal.type("++")
        try await terminal.waitFor(text: "row 4 of 4")
        // Three rows at most: the newest ones, nothing below them.
        #expect(Self.rows(terminal, 5) == ["above", "row 2 of 4", "row 3 of 4", "row 4 of 4", ""])
        try terminal.type("---")
        try await terminal.waitFor(text: "row 1 of 1")
        #expect(
            Self.rows(terminal, 5) == ["above", "row 1 of 1", "", "", ""], "the taller region's rows erased")
        try terminal.press(.character("q"))
        #expect(try await terminal.waitForExit() == .exited(0))
        #expect(terminal.screen.cursor.row == 2 && terminal.screen.cursor.isVisible)
    }

    @Test func swiftsPrintGoesAboveTheRegion() async throws {
        let terminal = try Self.launch()
        try await terminal.waitFor(text: "row 1 of 1")
        try terminal.type("+p")
        try await terminal.waitFor(text: "stdout line 1")
        try terminal.type("p")
        try await terminal.waitFor(text: "stdout line 2")
        try await terminal.settle()
        #expect(
            Self.rows(terminal, 6) == [
                "above", "stdout line 1", "stdout line 2", "row 1 of 2", "row 2 of 2", "",
            ])
        try terminal.press(.character("q"))
        #expect(try await terminal.waitForExit() == .exited(0))
        #expect(
            Self.rows(terminal, 6) == [
                "above", "stdout line 1", "stdout line 2", "row 1 of 2", "row 2 of 2", "",
            ])
        #expect(terminal.screen.cursor.row == 5)
    }

    /// An animation (an indeterminate bar's sweep) draws its frames in the region.
    @Test func anAnimationDrawsInTheRegion() async throws {
        let terminal = try Self.launch()
        try await terminal.waitFor(text: "row 1 of 1")
        try terminal.type("s")
        try await terminal.waitFor("the bar") { $0.lines[2].contains("█") || $0.lines[2].contains("▌") }
        let first = terminal.screen.lines[2]
        try await terminal.waitFor("the bar moved") { $0.lines[2] != first && !$0.lines[2].isEmpty }
        #expect(Self.rows(terminal, 2) == ["above", "row 1 of 1"])
        try terminal.press(.character("q"))
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    /// 5,000 lines printed from the main actor in one key press, more than a
    /// pipe holds: the app does not block on its own output, and every line
    /// arrives, in order, above the region.
    @Test func aBurstOfPrintedLinesDoesNotBlock() async throws {
        let terminal = try Self.launch()
        try await terminal.waitFor(text: "row 1 of 1")
        try terminal.type("b")
        try await terminal.waitFor(text: "burst line 5000")
        try await terminal.settle()
        let lines = Self.rows(terminal, 12)
        #expect(lines[9] == "burst line 4999 ....................")
        #expect(lines[10] == "burst line 5000 ....................")
        #expect(lines[11] == "row 1 of 1")
        #expect(terminal.process.outputText.components(separatedBy: "burst line ").count - 1 == 5000)
        try terminal.press(.character("q"))
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    /// Ctrl-C, a crash and SIGTERM: the frame of that moment stays, the cursor
    /// is on the line after it and shown, the shell's modes are back, and the
    /// modes the region turned on are turned off last; never the alternate screen.
    @Test(arguments: [
        ("ctrl-c", PtyProcess.ExitStatus.exited(130)), ("SIGSEGV", .signaled(SIGSEGV)),
        ("SIGTERM", .exited(128 + SIGTERM)),
    ])
    func everyWayOutLeavesTheFrame(way: String, status: PtyProcess.ExitStatus) async throws {
        let terminal = try Self.launch()
        try await terminal.waitFor(text: "row 1 of 1")
        try terminal.type("+")
        try await terminal.waitFor(text: "row 2 of 2")
        switch way {
        case "ctrl-c": try terminal.press(.control("c"))
        case "SIGSEGV": try terminal.process.signal(SIGSEGV)
        default: try terminal.process.signal(SIGTERM)
        }
        #expect(try await terminal.waitForExit() == status)
        #expect(Self.rows(terminal, 3) == ["above", "row 1 of 2", "row 2 of 2"], "the frame stays")
        if way == "SIGSEGV" {
            // A crash names its signal on the line after the frame (two rows at 40 columns), as full screen.
            #expect(Self.rows(terminal, 4)[3].hasPrefix("termui: ended by SIGSEGV"))
            #expect(terminal.screen.cursor.row == 5 && terminal.screen.cursor.isVisible)
        } else {
            #expect(Self.rows(terminal, 4)[3].isEmpty)
            #expect(terminal.screen.cursor.row == 3 && terminal.screen.cursor.isVisible)
        }
        #expect(!terminal.isAlternateScreenOn)
        let after = try terminal.process.termios()
        let cooked = tcflag_t(ICANON | ECHO | ISIG)
        #expect(after.c_lflag & cooked == cooked, "line editing, echo and signals are back")
        #expect(after.c_iflag & tcflag_t(ICRNL) != 0, "Return is read as a newline again")
        let output = terminal.process.outputText
        #expect(!output.contains("\u{1B}[?1049h"), "never the alternate screen")
        let modesOff = "\u{1B}[?2004l\u{1B}[?1l\u{1B}>\u{1B}[?12l\u{1B}[?25h"
        let tail = output.suffix(modesOff.count + 80)
        #expect(
            tail.contains(modesOff),
            "bracketed paste, keypad mode off, the cursor shown: \(tail.debugDescription)")
    }
}
