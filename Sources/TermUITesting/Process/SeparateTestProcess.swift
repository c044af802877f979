import Foundation
import Testing

/// Runs part of a test in a test process of its own, and waits for that one child.
///
/// Use it where Swift Testing's exit tests (`#expect(processExitsWith:)`) would go: a
/// body that ends the process, or one that counts process-wide things no other test
/// may disturb. The child is this test binary run again with `--filter` on the current
/// test and `TERMUI_TEST_CHILD` naming the body; there, `run` runs the body instead of
/// spawning, and the test process's own exit status is the result (an issue recorded in
/// the child fails it, and its output is shown here). The whole test function runs
/// again in the child, where `run` returns `nil`: work around the call that only the
/// parent should do goes after it, on a non-nil outcome, or under ``isChild``.
///
/// Why not exit tests: on Linux, Swift Testing waits for every exit-test child from one
/// thread that calls `waitid(P_ALL, WEXITED | WNOWAIT)` in a loop and only reaps the
/// children it spawned itself. Any other child of the test process that has exited and
/// is not reaped yet (a pty child, a Foundation `Process` whose reaping waits for a socket
/// another child inherited) is the one `waitid` returns, again and again: the thread
/// spins on it, and every exit-test child behind it stays a zombie that nobody awaits.
/// Here each child is waited for by its own pid (``PtyProcess`` does), so no call in
/// the test process waits for "any child".
///
/// ```swift
/// @Test func anOrphanStopsTheProgram() async {
///     let outcome = await SeparateTestProcess.run(expecting: .failure) {
///         await MainActor.run { _ = HeadlessHost(size: Size(width: 6, height: 1)) { Orphan() } }
///     }
///     #expect(outcome?.output.contains("No ObservableObject of type Order") == true)
/// }
/// ```
public enum SeparateTestProcess {
    /// How the child must end.
    public enum Ending: Sendable, CustomStringConvertible {
        /// Exit status 0: the body returned and recorded no issue.
        case success
        /// Anything else: a non-zero exit status or a signal (a trap, a crash).
        case failure
        /// This exit status exactly (the body called `exit` or `_exit` with it).
        case exitCode(Int32)

        /// `"success"`, `"failure"` or `"exit 42"`.
        public var description: String {
            switch self {
            case .success: "success"
            case .failure: "failure"
            case .exitCode(let code): "exit \(code)"
            }
        }

        func matches(_ status: PtyProcess.ExitStatus) -> Bool {
            switch self {
            case .success: status == .exited(0)
            case .failure: status != .exited(0)
            case .exitCode(let code): status == .exited(code)
            }
        }
    }

    /// How the child ended and what it printed.
    public struct Outcome: Sendable {
        /// The child's exit status.
        public let status: PtyProcess.ExitStatus
        /// Its standard output and error together (one terminal), lines ending in `\n`.
        public let output: String
    }

    /// The variable that tells a child which body to run.
    static let childVariable = "TERMUI_TEST_CHILD"

    /// Whether this process is a child started by `run`.
    public static var isChild: Bool {
        ProcessInfo.processInfo.environment[childVariable] != nil
    }

    /// Runs `body` in a child test process and checks how it ended.
    ///
    /// - Parameters:
    ///   - name: tells this body apart from others in the same test function (one per
    ///     argument of a parameterised test); empty when the test has one.
    ///   - ending: how the child must end; a mismatch is recorded as an issue with the
    ///     child's output.
    ///   - comment: said with the issue when the child ends otherwise.
    ///   - sourceLocation: where the issue points.
    ///   - body: the work to run in the child. In the parent it is not called.
    /// - Returns: how the child ended and what it printed; `nil` in the child itself, or
    ///   when the child could not be started (an issue says why).
    @discardableResult
    public static func run(
        _ name: String = "",
        expecting ending: Ending = .success,
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () async -> Void
    ) async -> Outcome? {
        if let wanted = ProcessInfo.processInfo.environment[childVariable] {
            // The child: the filter ran this test function; only the named body runs
            // (another argument of a parameterised test does nothing here).
            if wanted == name { await body() }
            return nil
        }
        guard let test = Test.current else {
            Issue.record(
                "SeparateTestProcess.run must be called from a running test", sourceLocation: sourceLocation)
            return nil
        }
        let outcome: Outcome
        do {
            outcome = try await spawn(
                filter: filter(moduleName: test.id.moduleName, nameComponents: test.id.nameComponents),
                name: name)
        } catch {
            Issue.record("the child test process did not start: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        if !ending.matches(outcome.status) {
            let said = comment.map { "\($0.rawValue): " } ?? ""
            Issue.record(
                Comment(
                    rawValue: "\(said)the child test process ended with \(outcome.status), not \(ending); "
                        + "it printed:\n\(outcome.output.suffix(6000))"),
                sourceLocation: sourceLocation)
        }
        return outcome
    }

    /// A `--filter` expression that selects one test (its `Test.ID`'s parts) and nothing else.
    static func filter(moduleName: String, nameComponents: [String]) -> String {
        let name = ([moduleName] + nameComponents).joined(separator: ".")
        // The module and the first suite are joined by a dot, the rest by slashes
        // (`Module.Suite/test()`); a dot also matches a slash where the two differ.
        let pattern = NSRegularExpression.escapedPattern(for: name).replacingOccurrences(
            of: "\\.", with: "[./]")
        return "^\(pattern)(/|$)"
    }

    /// The test binary running now.
    static var testBinary: String {
        #if os(Linux)
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]
        #else
            CommandLine.arguments[0]
        #endif
    }

    /// Starts the child and waits for its pid, then for the end of its output, on a
    /// thread of its own: no thread of Swift's cooperative pool blocks meanwhile.
    private static func spawn(filter: String, name: String) async throws(PtyError) -> Outcome {
        var environment = ProcessInfo.processInfo.environment
        // Nothing that sizes a terminal, as for any pty child.
        environment["LINES"] = nil
        environment["COLUMNS"] = nil
        environment[childVariable] = name
        environment["NO_COLOR"] = "1"
        // A crash the child is expected to end with reports at once, not interactively.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        let process = try PtyProcess.spawn(
            executable: testBinary,
            arguments: ["--testing-library", "swift-testing", "--filter", filter],
            environment: environment,
            size: TerminalSize(rows: 50, cols: 200))
        return await withCheckedContinuation { continuation in
            let waiter = Thread {
                // No deadline of its own: a child that never ends is a hang that CI's
                // watchdog (Scripts/watchdog.sh) reports with every thread's stack.
                let status = (try? process.waitForExit(timeout: .seconds(24 * 3600))) ?? .exited(-1)
                // Whatever the child left running (a server it started) may hold the
                // terminal a little longer; its output so far is enough then.
                try? process.waitForOutputEnd(timeout: .seconds(10))
                let output = process.outputText.replacingOccurrences(of: "\r\n", with: "\n")
                continuation.resume(returning: Outcome(status: status, output: output))
            }
            waiter.name = "termui-test-child-\(process.pid)"
            waiter.start()
        }
    }
}
