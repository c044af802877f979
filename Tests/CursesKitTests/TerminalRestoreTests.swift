import Foundation
import TermUITesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// How a test ends the restore fixture.
enum Ending: Sendable, CustomStringConvertible {
    /// Send this signal from outside.
    case signal(Int32)
    /// Type these bytes (the fixture dies or quits on them).
    case keys(String)

    var description: String {
        switch self {
        case .signal(let signo): "signal \(signo)"
        case .keys(let keys): "keys \(keys.debugDescription)"
        }
    }
}

/// One way for a CursesKit app to end, and the statuses it may end with.
struct RestoreCase: Sendable, CustomStringConvertible {
    var mode: String
    var ending: Ending
    var expected: [PtyProcess.ExitStatus]

    var description: String { "\(mode) by \(ending)" }
}

/// Bytes that put the terminal back, each of which must come after the last
/// byte that changed the mode it undoes.
private let undoPairs: [(set: String, reset: String, what: String)] = [
    ("\u{1B}[?1049h", "\u{1B}[?1049l", "the alternate screen"),
    ("\u{1B}[?25l", "\u{1B}[?25h", "the hidden cursor"),
    // terminfo's XM sets and resets 1006 and 1000 together: "\e[?1006;1000h" / "…l".
    ("1000h", "1000l", "mouse tracking"),
    ("\u{1B}[?1h", "\u{1B}[?1l", "keypad (application cursor) mode"),
]

/// Runs the restore fixture on a pty, ends it every way an app can end, and
/// checks that the terminal's settings and modes are back as they were.
@Suite struct TerminalRestoreTests {
    static let crashSignals: [PtyProcess.ExitStatus] = [.signaled(SIGILL), .signaled(SIGTRAP)]

    static let cases: [RestoreCase] = [
        RestoreCase(mode: "quit", ending: .keys("q"), expected: [.exited(0)]),
        RestoreCase(mode: "quit", ending: .keys("\u{03}"), expected: [.exited(128 + SIGINT)]),
        RestoreCase(mode: "wait", ending: .signal(SIGTERM), expected: [.exited(128 + SIGTERM)]),
        RestoreCase(mode: "wait", ending: .signal(SIGHUP), expected: [.exited(128 + SIGHUP)]),
        RestoreCase(mode: "wait", ending: .signal(SIGINT), expected: [.exited(128 + SIGINT)]),
        RestoreCase(mode: "wait", ending: .signal(SIGSEGV), expected: [.signaled(SIGSEGV)]),
        RestoreCase(mode: "wait", ending: .signal(SIGABRT), expected: [.signaled(SIGABRT)]),
        RestoreCase(mode: "wait", ending: .signal(SIGBUS), expected: [.signaled(SIGBUS)]),
        RestoreCase(mode: "wait", ending: .signal(SIGFPE), expected: [.signaled(SIGFPE)]),
        RestoreCase(mode: "fatal", ending: .keys("x"), expected: crashSignals),
        RestoreCase(mode: "throw", ending: .keys("x"), expected: crashSignals),
        RestoreCase(mode: "segv", ending: .keys("x"), expected: [.signaled(SIGSEGV)]),
        RestoreCase(mode: "abort", ending: .keys("x"), expected: [.signaled(SIGABRT)]),
        RestoreCase(mode: "exit", ending: .keys("x"), expected: [.exited(3)]),
        RestoreCase(mode: "sigterm-self", ending: .keys("x"), expected: [.exited(128 + SIGTERM)]),
    ]

    @Test(arguments: cases)
    func terminalIsRestored(_ restoreCase: RestoreCase) async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("termui-restore-fixture"), arguments: [restoreCase.mode],
            // The Swift backtracer would symbolicate for seconds; the restore runs before it anyway.
            environment: ["RESTORE_FIXTURE_GATE": "1", "SWIFT_BACKTRACE": "enable=no"])
        let before = try terminal.process.termios()
        try terminal.type("go\n")
        try await terminal.waitFor(text: "restore fixture: \(restoreCase.mode)")
        #expect(terminal.isAlternateScreenOn)
        let during = try terminal.process.termios()
        #expect(!sameSettings(before, during), "the app switched the terminal to raw mode")

        switch restoreCase.ending {
        case .signal(let signo): try terminal.process.signal(signo)
        case .keys(let keys): try terminal.type(keys)
        }
        let status = try await terminal.waitForExit()
        #expect(restoreCase.expected.contains(status), "ended with \(status)")

        let after = try terminal.process.termios()
        #expect(sameSettings(before, after), "termios after exit equals termios before launch")
        #expect(!terminal.isAlternateScreenOn, "left the alternate screen")
        #expect(terminal.screen.cursor.isVisible, "cursor visible")
        let output = terminal.process.outputText
        for pair in undoPairs {
            let lastSet = output.range(of: pair.set, options: .backwards)?.lowerBound
            let lastReset = output.range(of: pair.reset, options: .backwards)?.lowerBound
            if let lastSet {
                #expect(lastReset.map { $0 > lastSet } ?? false, "\(pair.what) is undone at the end")
            }
        }
    }

    /// Terminals other than xterm get their own exit strings from terminfo, through
    /// `tputs`: vt100's `sgr0` ends in the padding `$<2>`, which must never reach the
    /// screen as text, on a normal exit or in the crash handler; and a terminal
    /// without an alternate screen is cleared, so the shell's prompt does not land
    /// on the app's last line.
    @Test(arguments: [
        ("vt100", Ending.keys("q")), ("vt100", .signal(SIGSEGV)), ("linux", .keys("q")),
        ("linux", .signal(SIGABRT)), ("xterm", .keys("q")),
    ])
    func exitStringsComeFromTerminfo(_ type: String, _ ending: Ending) async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("termui-restore-fixture"), arguments: ["wait"],
            environment: ["TERM": type, "SWIFT_BACKTRACE": "enable=no", "RESTORE_FIXTURE_GATE": "1"],
            readyMarker: false)
        let before = try terminal.process.termios()
        try terminal.type("go\n")
        try await terminal.waitFor(text: "restore fixture: wait")
        switch ending {
        case .signal(let signo): try terminal.process.signal(signo)
        case .keys(let keys): try terminal.type(keys)
        }
        _ = try await terminal.waitForExit()
        #expect(sameSettings(before, try terminal.process.termios()))
        let fullOutput = terminal.process.outputText
        #expect(!fullOutput.contains("$<"), "terminfo padding written as text")
        // A crash signal's one-line report follows the restore, on the normal screen.
        let report = "termui: ended by"
        let output = fullOutput.range(of: report).map { String(fullOutput[..<$0.lowerBound]) } ?? fullOutput
        let appFrameGone = terminal.screen.lines.allSatisfy {
            $0.contains(report) || $0.allSatisfy { $0 == " " }
        }
        let tail = output.suffix(40)
        // Seen once in a loaded full run (linux, SIGABRT): a line of the app's frame
        // was still on the emulated screen. What the screen held, and whether all the
        // output had been read, say which side lagged if it happens again.
        let frameLeft =
            "the app's frame is gone; output ended: \(terminal.process.hasOutputEnded), screen: "
            + terminal.screen.lines.filter { !$0.allSatisfy { $0 == " " } }.debugDescription
        switch type {
        case "vt100":
            // sgr0 without its padding, then clear (no rmcup): the screen is blank for the shell.
            #expect(
                tail.contains("\u{1B}[m\u{0F}"), "vt100's sgr0, padding stripped: \(tail.debugDescription)")
            #expect(tail.hasSuffix("\u{1B}[H\u{1B}[J"), "cleared last: \(tail.debugDescription)")
            #expect(!output.contains("\u{1B}[?1049"), "vt100 has no alternate screen")
            #expect(appFrameGone, "\(frameLeft)")
        case "linux":
            #expect(
                tail.hasSuffix("\u{1B}[H\u{1B}[J\u{1B}[?25h\u{1B}[?0c"),
                "clear, then linux's cnorm: \(tail.debugDescription)")
            #expect(!output.contains("\u{1B}[?1049"), "linux has no alternate screen")
            #expect(appFrameGone, "\(frameLeft)")
        default:
            #expect(
                tail.hasSuffix("\u{1B}[?1049l\u{1B}[23;0;0t\u{1B}[?12l\u{1B}[?25h"),
                "xterm's rmcup and cnorm: \(tail.debugDescription)")
        }
    }

    @Test func crashMessageAppearsAfterTheRestore() async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("termui-restore-fixture"), arguments: ["fatal"],
            environment: ["SWIFT_BACKTRACE": "enable=no"])
        try await terminal.waitFor(text: "restore fixture: fatal")
        try terminal.type("x")
        _ = try await terminal.waitForExit()
        // Standard error is held while curses owns the screen and replayed after the restore,
        // so the message lands on the main screen instead of vanishing with the alternate one.
        let output = terminal.process.outputText
        let leave = output.range(of: "\u{1B}[?1049l", options: .backwards)?.upperBound
        let message = output.range(of: "restore fixture: fatalError as asked")?.lowerBound
        #expect(leave != nil && message != nil && message! > leave!)
    }
}

/// True when two terminal settings are the same, field by field (the struct has padding).
func sameSettings(_ a: termios, _ b: termios) -> Bool {
    func controlCharacters(_ t: termios) -> [UInt8] {
        withUnsafeBytes(of: t.c_cc) { Array($0) }
    }
    return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag
        && a.c_lflag == b.c_lflag && a.c_line == b.c_line && controlCharacters(a) == controlCharacters(b)
        && cfgetispeed([a]) == cfgetispeed([b]) && cfgetospeed([a]) == cfgetospeed([b])
}
