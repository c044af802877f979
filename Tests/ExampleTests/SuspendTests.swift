import Foundation
import TermUITesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-Z in a TermUI app that no view takes it in: the graph's one router
/// suspends to the shell, as a shell job stops, and `fg` (SIGCONT) brings the
/// app back with its screen and its state.
@Suite struct SuspendTests {
    /// The process's state letter from `/proc/PID/stat` ("T" when stopped).
    static func state(of pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[close...].dropFirst(2).first
    }

    @Test func ctrlZStopsTheAppAndContinuingBringsItBack() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("CounterExample"))
        try await terminal.waitFor(text: "Count: 0")
        let pid = terminal.process.pid
        try terminal.type("\u{1A}")
        let stopped = await waitUntil(timeout: .seconds(30)) { Self.state(of: pid) == "T" }
        #expect(stopped, "Ctrl-Z did not stop the app")
        // It gave the terminal back before it stopped.
        #expect(await waitUntil(timeout: .seconds(30)) { !terminal.isAlternateScreenOn })
        let framesBefore = terminal.readyMarkerCount
        try terminal.process.signal(SIGCONT)
        let repainted = await waitUntil(timeout: .seconds(30)) {
            terminal.readyMarkerCount > framesBefore && terminal.isAlternateScreenOn
        }
        #expect(repainted, "the app drew no frame after SIGCONT")
        // The first button still has focus, and the count is where it was.
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Count: 1")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
