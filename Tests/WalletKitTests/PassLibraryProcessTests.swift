import Foundation
import TermUITesting
import Testing
import WalletKit

/// Runs `termui-wallet-fixture`, built next to the test binary, as a
/// ``PipedChild`` (Foundation's `Process` could leave another test's child
/// waiting for good: see there).
final class FixtureProcess: Sendable {
    let child: PipedChild

    static var executable: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On macOS the test binary sits inside an .xctest bundle.
        while directory.pathExtension == "xctest" || directory.lastPathComponent == "MacOS"
            || directory.lastPathComponent == "Contents"
        {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("termui-wallet-fixture")
    }

    init(_ arguments: [String]) throws {
        child = try PipedChild(executable: Self.executable.path, arguments: arguments)
    }

    var text: String { child.outputText }

    /// Waits until `condition` holds, polling, or the deadline passes. It suspends
    /// between looks rather than blocking: a parallel run's other tests need the
    /// cooperative pool's threads (two on a 2-core machine) meanwhile.
    static func wait(seconds: Double, until condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(2))  // wait-ok: polls a condition under a deadline
        }
        return condition()
    }

    func kill() {
        child.stop()
    }

    /// Waits until the writer ended by itself; true when it did.
    func waitForExit(seconds: Double) async -> Bool {
        await Self.wait(seconds: seconds) { child.exitStatus != nil }
    }
}

@Suite struct PassLibraryProcessTests {
    @Test func fixtureIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: FixtureProcess.executable.path))
    }

    @Test func twoProcessesAddingAtOnceLoseNothing() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let count = 25
        let first = try FixtureProcess(["add", folder.url.path, "first", String(count)])
        let second = try FixtureProcess(["add", folder.url.path, "second", String(count)])
        let firstExited = await first.waitForExit(seconds: 60)
        let secondExited = await second.waitForExit(seconds: 60)
        #expect(firstExited && secondExited)
        #expect(first.child.exitStatus == .exited(0) && second.child.exitStatus == .exited(0))

        let serials = Set(try PassLibrary(directory: folder.url).passes().map(\.serialNumber))
        let expected = Set((0..<count).flatMap { ["first-\($0)", "second-\($0)"] })
        #expect(serials == expected)
    }

    @Test func killedWritersNeverLeaveAnUnreadableWallet() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = PassLibrary(directory: folder.url)
        for iteration in 0..<30 {
            let writer = try FixtureProcess(["churn", folder.url.path, "w\(iteration)"])
            // Kill after a varying number of writes, so the kill lands at different points
            // of the next one (inside the lock, mid-write, between fsync and rename...).
            let writes = iteration % 7
            #expect(await FixtureProcess.wait(seconds: 30) { writer.text.contains("wrote \(writes)\n") })
            writer.kill()
            let passes = try library.passes()
            #expect(!passes.isEmpty, "iteration \(iteration): the wallet reads back after SIGKILL")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { $0.contains("corrupt") || $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "no corrupt wallet and no stale temporaries: \(leftovers)")
    }
}
