import Foundation
import Testing

@testable import TermUITesting

#if canImport(Glibc)
    import Glibc
#endif

/// A test run in a child test process is waited for by its own pid, so a
/// child of the test process that has exited and that nobody has reaped yet
/// (a pty child between its exit and its reaper, a Foundation `Process` whose
/// reaping waits for a socket) cannot hold it up.
///
/// Swift Testing's exit tests could not promise that: their one waiting thread
/// calls `waitid(P_ALL, WEXITED | WNOWAIT)`, which returns such a zombie again
/// and again, and it never looks past it. With `#expect(processExitsWith:)` in
/// place of `SeparateTestProcess.run`, the child below was only seen once the
/// zombie was reaped (20.0 s later, when a thread reaped it after 20 s), and
/// behind a zombie never reaped it would wait for ever: that is how `make test`
/// hung with twenty exit-test children left as zombies. Here the child test
/// must end while the zombie is still there.
@Suite struct SeparateTestProcessTests {
    @Test func anUnreapedChildOfTheTestProcessDoesNotHoldUpTheChildTest() async throws {
        // The child test process runs this function again; there only the body runs.
        guard !SeparateTestProcess.isChild else {
            await SeparateTestProcess.run {}
            return
        }
        let zombie = try Self.spawnExitingChild()
        #expect(Self.waitUntilZombie(zombie, seconds: 30), "the first child exited and is not reaped")
        // Reaped once the child test has ended, or after 300 s, so that a waiter
        // stuck behind the zombie fails this test instead of hanging the suite.
        let childTestEnded = DispatchSemaphore(value: 0)
        let reaper = Thread {
            _ = childTestEnded.wait(timeout: .now() + 300)
            var status: Int32 = 0
            _ = waitpid(zombie, &status, 0)
        }
        reaper.start()
        let outcome = await SeparateTestProcess.run {}
        let stillUnreaped = Self.state(of: zombie) == "Z"
        childTestEnded.signal()
        #expect(outcome?.status == .exited(0), "\(outcome?.output ?? "")")
        #expect(stillUnreaped, "the child test ended only once the zombie beside it was reaped")
    }

    @Test func theFilterSelectsTheTestAndNothingElse() {
        let filter = SeparateTestProcess.filter(
            moduleName: "DemoTests", nameComponents: ["DemoMonkeyTests", "random(screen:)"])
        let regex = try? NSRegularExpression(pattern: filter)
        func matches(_ text: String) -> Bool {
            regex?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        #expect(matches("DemoTests.DemoMonkeyTests/random(screen:)"))
        #expect(matches("DemoTests.DemoMonkeyTests/random(screen:)/DemoMonkeyTests.swift:45:6"))
        #expect(!matches("DemoTests.DemoMonkeyTests/random(screen:)Again()"))
        #expect(!matches("OtherDemoTests.DemoMonkeyTests/random(screen:)"))
    }

    /// No test goes back to exit tests: one of them anywhere in the test process
    /// starts Swift Testing's waiting thread, and with it the hang above.
    @Test func noTestUsesSwiftTestingsExitTests() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let files =
            FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 100, "the test sources are found")
        let macro = "#expect(" + "processExitsWith"
        let users = try files.filter { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").contains { line in
                !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(macro)
            }
        }
        #expect(users.isEmpty, "use SeparateTestProcess.run in \(users.map(\.lastPathComponent))")
    }

    /// Starts `/bin/true`, which exits at once; the caller reaps it.
    static func spawnExitingChild() throws -> pid_t {
        var pid = pid_t()
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { arguments.forEach { free($0) } }
        let result = posix_spawn(&pid, "/bin/true", nil, nil, arguments, environ)
        guard result == 0 else { throw PtyError.spawnFailed(executable: "/bin/true", errno: result) }
        return pid
    }

    /// Waits until `pid` is a zombie (state Z in /proc), at most `seconds`.
    static func waitUntilZombie(_ pid: pid_t, seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if state(of: pid) == "Z" { return true }
            usleep(2_000)  // wait-ok: polls the child's state under a deadline
        }
        return false
    }

    /// The process's state letter in /proc (`"Z"` for a zombie), or nil when it is gone.
    static func state(of pid: pid_t) -> Character? {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        // "pid (comm) S ...": the state follows the command's closing parenthesis.
        guard let close = stat.lastIndex(of: ")") else { return nil }
        return stat[close...].dropFirst(2).first
    }
}
