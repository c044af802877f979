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
/// zombie was reaped, 20.0 s later (measured), and behind a zombie never reaped
/// it would wait for ever: that is how `make test` hung with twenty exit-test
/// children left as zombies.
@Suite struct SeparateTestProcessTests {
    @Test func anUnreapedChildOfTheTestProcessDoesNotHoldUpTheChildTest() async throws {
        // The child test process runs this function again; there only the body runs.
        guard !SeparateTestProcess.isChild else {
            await SeparateTestProcess.run {}
            return
        }
        let zombie = try Self.spawnExitingChild()
        #expect(Self.waitUntilZombie(zombie, seconds: 30), "the first child exited and is not reaped")
        // Reaped late, so a waiter stuck behind it fails this test instead of hanging it.
        let reaper = Thread {
            Thread.sleep(forTimeInterval: 20)  // wait-ok: the late reaping is the point
            var status: Int32 = 0
            _ = waitpid(zombie, &status, 0)
        }
        reaper.start()
        let start = ContinuousClock.now
        let outcome = await SeparateTestProcess.run {}
        let elapsed = ContinuousClock.now - start
        #expect(outcome?.status == .exited(0), "\(outcome?.output ?? "")")
        #expect(elapsed < .seconds(15), "the child test took \(elapsed) beside an unreaped zombie")
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
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            // "pid (comm) S ...": the state follows the command's closing parenthesis.
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
            usleep(2_000)  // wait-ok: polls the child's state under a deadline
        }
        return false
    }
}
