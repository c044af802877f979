import Foundation
import TermUITesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Signals from outside while the app is busy, crash signals with the Swift
/// runtime's backtracer left on, and a stop someone else sent: each ends with
/// the terminal as it was (or, for a stop, with the app taking keys again).
@Suite struct SignalTests {
    /// How a busy app is ended: a signal sent, or Ctrl-C typed (the terminal's interrupt key).
    enum BusyEnding: Sendable, CustomStringConvertible {
        case signal(Int32)
        case controlC

        var description: String {
            switch self {
            case .signal(let signo): "signal \(signo)"
            case .controlC: "Ctrl-C"
            }
        }
    }

    static func launchFixture(
        _ mode: String, environment: [String: String] = ["SWIFT_BACKTRACE": "enable=no"]
    ) async throws -> (Terminal, TerminalSettings) {
        var variables = environment
        variables["RESTORE_FIXTURE_GATE"] = "1"
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("termui-restore-fixture"), arguments: [mode],
            environment: variables)
        let before = try terminal.process.termios()
        try terminal.type("go\n")
        try await terminal.waitFor(text: "restore fixture: \(mode)")
        return (terminal, before)
    }

    static func expectRestored(
        _ terminal: Terminal, like before: TerminalSettings, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let after = try terminal.process.termios()
        #expect(sameSettings(before, after), "termios restored", sourceLocation: sourceLocation)
        #expect(!terminal.isAlternateScreenOn, "left the alternate screen", sourceLocation: sourceLocation)
        #expect(terminal.screen.cursor.isVisible, "cursor visible", sourceLocation: sourceLocation)
        let output = terminal.process.outputText
        for (set, reset) in [("1000h", "1000l"), ("\u{1B}[?2004h", "\u{1B}[?2004l")] {
            let lastSet = output.range(of: set, options: .backwards)?.lowerBound
            let lastReset = output.range(of: reset, options: .backwards)?.lowerBound
            #expect(lastSet != nil, "\(set.debugDescription) was turned on", sourceLocation: sourceLocation)
            if let lastSet {
                #expect(
                    lastReset.map { $0 > lastSet } ?? false, "\(reset.debugDescription) at the end",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test(arguments: [
        BusyEnding.signal(SIGTERM), .signal(SIGINT), .signal(SIGHUP), .controlC,
    ])
    func aBusyAppStillAnswersTerminationSignals(_ ending: BusyEnding) async throws {
        let (terminal, before) = try await Self.launchFixture("busy")
        try terminal.type("x")
        try await terminal.waitFor(text: "restore fixture: spinning")
        switch ending {
        case .signal(let signo): try terminal.process.signal(signo)
        case .controlC: try terminal.type("\u{03}")
        }
        let status = try await terminal.waitForExit()
        let expected: Int32 =
            switch ending {
            case .signal(let signo): 128 + signo
            case .controlC: 128 + SIGINT
            }
        #expect(status == .exited(expected))
        try Self.expectRestored(terminal, like: before)
    }

    /// Under the kitty keyboard protocol the terminal sends Ctrl-C as
    /// `CSI 99;5u`, which makes no SIGINT: a busy app must still end on it, as
    /// it does on the legacy byte (CursesKit's interrupt guard takes the input
    /// the busy main thread leaves unread).
    @Test func aBusyAppEndsOnCtrlCSentAsAKittyKeySequence() async throws {
        let (terminal, before) = try await Self.launchFixture(
            "busy", environment: ["SWIFT_BACKTRACE": "enable=no", "TERMUI_KITTY_KEYBOARD": "1"])
        // The flags are pushed once the terminal has answered the start-up
        // queries, which may come after the first frame on a loaded machine.
        try await terminal.waitFor("the keyboard flags pushed") { _ in
            terminal.process.outputText.contains("\u{1B}[>1u")
        }
        try terminal.type("x")
        try await terminal.waitFor(text: "restore fixture: spinning")
        try terminal.type("\u{1B}[99;5u")
        #expect(try await terminal.waitForExit() == .exited(128 + SIGINT))
        try Self.expectRestored(terminal, like: before)
        #expect(terminal.process.outputText.contains("\u{1B}[<u"), "the keyboard flags were popped")
    }

    /// Keys typed while the main thread is busy are taken by the interrupt
    /// guard (it looks for Ctrl-C among them) and still reach the app, all of
    /// them, in order, once it is free; a released Ctrl-C is no Ctrl-C.
    @Test func keysTheInterruptGuardTookStillArriveInOrder() async throws {
        let (terminal, before) = try await Self.launchFixture(
            "stall", environment: ["SWIFT_BACKTRACE": "enable=no", "TERMUI_KITTY_KEYBOARD": "1"])
        try terminal.type("x")
        try await terminal.waitFor(text: "restore fixture: stalling")
        try terminal.type("ab\u{1B}[99;5:3uc")
        try await terminal.waitFor(text: "restore fixture: key 3 abc (taken)")
        try terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
        try Self.expectRestored(terminal, like: before)
    }

    /// With the backtracer on (no SWIFT_BACKTRACE), a sent crash signal used to
    /// leave the process in the runtime's interactive prompt for 30 s, then exit 0.
    @Test(arguments: [SIGSEGV, SIGABRT, SIGBUS, SIGQUIT])
    func crashSignalsEndWithTheirStatusAndAReportOnTheNormalScreen(_ signo: Int32) async throws {
        let (terminal, before) = try await Self.launchFixture("wait", environment: [:])
        try terminal.process.signal(signo)
        let status = try await terminal.waitForExit(timeout: .seconds(20))
        #expect(status == .signaled(signo))
        try Self.expectRestored(terminal, like: before)
        let output = terminal.process.outputText
        let leave = output.range(of: "\u{1B}[?1049l", options: .backwards)?.upperBound
        let report = output.range(of: "termui: ended by SIG")?.lowerBound
        #expect(leave != nil && report != nil && report! > leave!, "the report follows the restore")
    }

    /// Ctrl-Z in a focused text field is undo (the keyboard conventions): the
    /// app stays running and takes the next key; without a text field it suspends.
    @Test func ctrlZInAFocusedTextFieldUndoesInsteadOfSuspending() async throws {
        let (terminal, before) = try await Self.launchFixture("edit")
        try terminal.type("abc")
        try await terminal.waitFor(text: "restore fixture: field [abc]")
        try terminal.type("\u{1A}")
        try await terminal.waitFor(text: "restore fixture: field []")
        try terminal.type("d")
        try await terminal.waitFor(text: "restore fixture: field [d]")
        try terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
        try Self.expectRestored(terminal, like: before)
    }

    /// After `kill -STOP` the shell takes the terminal back (line mode, echo);
    /// `fg` continues the app, which must put its own modes back and take keys.
    @Test func continuingAfterAStopSomeoneElseSentReappliesTheModes() async throws {
        let (terminal, before) = try await Self.launchFixture("wait")
        let during = try terminal.process.termios()
        try terminal.process.signal(SIGSTOP)
        // What a shell does to a stopped job's terminal: its own settings back.
        try terminal.process.setTermios(before)
        let framesBefore = terminal.readyMarkerCount
        try terminal.process.signal(SIGCONT)
        // A person types once `fg` has given the app the terminal back; on a loaded
        // machine a key sent at once can beat the app's SIGCONT handler, and a key
        // typed into the shell's line mode is the shell's. So first the app's own
        // (non-canonical) mode must come back; it never would without the handler.
        let deadline = ContinuousClock.now + .seconds(30)
        while try terminal.process.termios().c_lflag & tcflag_t(ICANON) != 0, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(2))  // wait-ok: polls a condition under a deadline
        }
        // And the app's repaint after it re-entered its modes: a key typed between
        // ncurses' refresh and the rest of the modes coming back was echoed and lost
        // (a fresh-clone CI run showed "waitk" and no "key 1"); a person types once
        // the screen is back.
        let repainted = await waitUntil(timeout: .seconds(30)) { terminal.readyMarkerCount > framesBefore }
        #expect(repainted, "the app drew no frame after SIGCONT")
        // In line mode a lone "k" would wait for Enter forever (and be echoed).
        try terminal.type("k")
        try await terminal.waitFor(text: "restore fixture: key 1")
        let after = try terminal.process.termios()
        #expect(after.c_lflag & tcflag_t(ICANON | ECHO) == during.c_lflag & tcflag_t(ICANON | ECHO))
        #expect(terminal.isAlternateScreenOn)
        try terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
        try Self.expectRestored(terminal, like: before)
    }
}
