import Foundation
import TermUITesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A CursesKit app started where it cannot run (no terminal, no or an unknown
/// TERM) says why in one line on standard error, exits with status 2, and
/// never writes an escape sequence.
@Suite struct EnvironmentCheckTests {
    private let fixture = BuiltProduct.path("termui-restore-fixture")

    @Test func standardInputNotATerminal() async throws {
        let result = try await PipedProcess.run(executable: fixture, arguments: ["wait"])
        #expect(result.status == .exited(2))
        #expect(
            result.standardError
                == "termui-restore-fixture: standard input is not a terminal; run this program in a terminal window\n"
        )
        #expect(result.standardOutput.isEmpty)
    }

    /// Runs the fixture on a pty through `sh`, so standard input is the pty while
    /// `redirect` changes what else the program sees; returns the pty's text.
    private func runOnPty(
        script: String, environment: [String: String] = [:]
    ) throws -> (text: String, before: termios, after: termios) {
        let process = try PtyProcess.spawn(
            executable: "/bin/sh", arguments: ["-c", script, fixture], environment: environment)
        let before = try process.termios()
        _ = try process.waitForExit(timeout: .seconds(30))
        try process.waitForOutputEnd(timeout: .seconds(30))
        return (process.outputText, before, try process.termios())
    }

    @Test func standardOutputNotATerminal() throws {
        let run = try runOnPty(script: #""$0" wait > /dev/null; echo "status=$?""#)
        #expect(
            run.text
                == "termui-restore-fixture: standard output is not a terminal; run this program in a terminal window\r\nstatus=2\r\n"
        )
        #expect(sameSettings(run.before, run.after))
    }

    @Test func terminalTypeUnset() throws {
        let run = try runOnPty(script: #"unset TERM; "$0" wait; echo "status=$?""#)
        #expect(
            run.text
                == "termui-restore-fixture: TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color\r\nstatus=2\r\n"
        )
        #expect(sameSettings(run.before, run.after))
    }

    @Test func terminalTypeUnknown() throws {
        let run = try runOnPty(
            script: #""$0" wait; echo "status=$?""#, environment: ["TERM": "no-such-terminal"])
        #expect(
            run.text
                == "termui-restore-fixture: unknown terminal type 'no-such-terminal'; set TERM to a type in terminfo, e.g. xterm-256color\r\nstatus=2\r\n"
        )
        #expect(sameSettings(run.before, run.after))
    }

    /// TERM=dumb has no cursor addressing (`cup`): a full-screen app cannot draw
    /// there, so it says so before touching the terminal.
    @Test func terminalWithoutCursorAddressing() throws {
        let run = try runOnPty(script: #""$0" wait; echo "status=$?""#, environment: ["TERM": "dumb"])
        #expect(
            run.text
                == "termui-restore-fixture: terminal type 'dumb' cannot move the cursor, which a full-screen "
                + "program needs; run it in a terminal window with TERM set to its type, e.g. xterm-256color"
                + "\r\nstatus=2\r\n"
        )
        #expect(sameSettings(run.before, run.after))
    }
}
