import Foundation
import Testing

@testable import TermUITesting

#if canImport(Glibc)
    import Glibc
#endif

/// The pty spawner, checked against the C fixture without any terminal emulation.
@Suite struct PtyProcessTests {
    let fixture = BuiltProduct.path("termui-pty-fixture")
    let deadline = Duration.seconds(30)

    @Test func childGetsTheExplicitEnvironmentAndACleanSignalState() throws {
        let process = try PtyProcess.spawn(
            executable: fixture, arguments: ["env"], environment: ["EXTRA": "yes"])
        #expect(try process.waitForExit(timeout: deadline) == .exited(0))
        try process.waitForOutputEnd(timeout: deadline)
        let lines = process.outputText.split(separator: "\r\n").map(String.init)
        #expect(
            lines == [
                "TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "ESCDELAY=25",
                "LINES=(unset)", "COLUMNS=(unset)", "TERMUI_READY_MARKER=(unset)", "EXTRA=yes",
                "home-is-temporary=yes", "blocked-signals=0", "ignored-signals=0",
                "session-leader=yes", "controlling-tty=yes",
            ])
    }

    @Test(arguments: [Int32(0), 3, 42])
    func exitCodeAndEndOfOutput(code: Int32) throws {
        let process = try PtyProcess.spawn(executable: fixture, arguments: ["exit", "\(code)"])
        #expect(try process.waitForExit(timeout: deadline) == .exited(code))
        try process.waitForOutputEnd(timeout: deadline)
        #expect(process.outputText == "bye \(code)\r\n")
    }

    @Test func crashIsReportedAsASignal() throws {
        let process = try PtyProcess.spawn(executable: fixture, arguments: ["crash"])
        #expect(try process.waitForExit(timeout: deadline) == .signaled(SIGABRT))
    }

    @Test func signalReachesTheChild() throws {
        let process = try PtyProcess.spawn(executable: fixture, arguments: ["hold"])
        #expect(process.waitForOutput(containing: "holding", timeout: deadline))
        try process.signal(SIGTERM)
        #expect(try process.waitForExit(timeout: deadline) == .signaled(SIGTERM))
        // Signalling an exited child is a no-op, never a stray kill of a reused pid.
        try process.signal(SIGTERM)
    }

    @Test func missingExecutableFailsToSpawn() {
        #expect(throws: PtyError.spawnFailed(executable: "/nonexistent/termui", errno: ENOENT)) {
            try PtyProcess.spawn(executable: "/nonexistent/termui")
        }
    }

    @Test func keysArriveAsWrittenOneReadPerWrite() throws {
        let process = try PtyProcess.spawn(executable: fixture, arguments: ["keys"])
        #expect(process.waitForOutput(containing: "keys ready", timeout: deadline))
        try process.write([0x1B, 0x5B, 0x41])
        #expect(process.waitForOutput(containing: "read: 1b 5b 41\r\n", timeout: deadline))
        try process.write("é")
        #expect(process.waitForOutput(containing: "read: c3 a9\r\n", timeout: deadline))
        try process.write("q")
        #expect(try process.waitForExit(timeout: deadline) == .exited(0))
    }

    /// A terminal's screen is fed from the output callback: whatever a test
    /// sees there, the process's output already holds (a test that waited
    /// for a screen and then read `outputText` found it a chunk behind).
    @Test func theOutputHoldsEachChunkBeforeItsCallbackSeesIt() throws {
        final class Checks: @unchecked Sendable {
            let lock = NSLock()
            var process: PtyProcess?
            var results: [Bool] = []
        }
        let checks = Checks()
        let process = try PtyProcess.spawn(executable: fixture, arguments: ["keys"]) { chunk in
            checks.lock.withLock {
                guard let process = checks.process else { return }
                checks.results.append(process.output.suffix(chunk.count).elementsEqual(chunk))
            }
        }
        checks.lock.withLock { checks.process = process }
        #expect(process.waitForOutput(containing: "keys ready", timeout: deadline))
        for key in ["a", "b", "c"] {
            try process.write(key)
            #expect(
                process.waitForOutput(
                    containing: "read: \(String(key.utf8.first!, radix: 16))\r\n", timeout: deadline))
        }
        try process.write("q")
        #expect(try process.waitForExit(timeout: deadline) == .exited(0))
        let results = checks.lock.withLock { checks.results }
        #expect(results.count >= 3)
        #expect(!results.contains(false), "\(results)")
    }

    @Test func resizeDeliversSigwinch() throws {
        let process = try PtyProcess.spawn(
            executable: fixture, arguments: ["winch"], size: TerminalSize(rows: 30, cols: 100))
        #expect(process.waitForOutput(containing: "size 100x30", timeout: deadline))
        try process.resize(rows: 40, cols: 120)
        #expect(process.waitForOutput(containing: "size 120x40", timeout: deadline))
        try process.write("q")
        #expect(try process.waitForExit(timeout: deadline) == .exited(0))
    }

    @Test func termiosReflectsTheChildsRawMode() throws {
        let process = try PtyProcess.spawn(executable: fixture, arguments: ["keys"])
        #expect(process.waitForOutput(containing: "keys ready", timeout: deadline))
        let settings = try process.termios()
        #expect(settings.c_lflag & tcflag_t(ICANON) == 0)
        #expect(settings.c_lflag & tcflag_t(ECHO) == 0)
        try process.write("q")
        _ = try process.waitForExit(timeout: deadline)
    }

    /// A child holds only its terminal: not another test's pty master, not our descriptors.
    @Test func childInheritsNoDescriptorsButItsTerminal() throws {
        let sibling = try PtyProcess.spawn(executable: fixture, arguments: ["hold"])
        #expect(sibling.waitForOutput(containing: "holding", timeout: deadline))
        let process = try PtyProcess.spawn(executable: fixture, arguments: ["fds"])
        #expect(try process.waitForExit(timeout: deadline) == .exited(0))
        try process.waitForOutputEnd(timeout: deadline)
        #expect(process.outputText == "open-fds=0\r\n")
        try sibling.signal(SIGKILL)
        _ = try sibling.waitForExit(timeout: deadline)
    }

    /// A pty master inherited by a sibling would keep the slave open and EIO would never come.
    @Test func parallelSpawnsDoNotInheritEachOthersPty() async throws {
        let first = try PtyProcess.spawn(executable: fixture, arguments: ["hold"])
        let others = try await withThrowingTaskGroup(of: PtyProcess.self) { group in
            for _ in 0..<6 {
                group.addTask { try PtyProcess.spawn(executable: fixture, arguments: ["hold"]) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(first.waitForOutput(containing: "holding", timeout: deadline))
        try first.write("x")
        #expect(try first.waitForExit(timeout: deadline) == .exited(0))
        try first.waitForOutputEnd(timeout: deadline)
        for other in others {
            #expect(other.exitStatus == nil)
            try other.signal(SIGKILL)
            #expect(try other.waitForExit(timeout: deadline) == .signaled(SIGKILL))
        }
    }
}
