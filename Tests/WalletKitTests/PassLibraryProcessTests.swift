import Foundation
import Testing
import WalletKit

/// Runs `termui-wallet-fixture`, built next to the test binary.
final class FixtureProcess: @unchecked Sendable {
    let process = Process()
    private let output = Pipe()
    private let lock = NSLock()
    private var collected = Data()
    private let readerDone = DispatchSemaphore(value: 0)

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
        process.executableURL = Self.executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The child has its copy of the write end; ours would keep the pipe open forever.
        try output.fileHandleForWriting.close()
        // A plain thread with blocking reads, not `readabilityHandler`: that one's
        // dispatch source is torn down asynchronously, and a descriptor closed
        // and reused meanwhile by a parallel test crashed libdispatch's manager.
        let reading = output.fileHandleForReading
        Thread { [self] in
            while true {
                let chunk = reading.availableData
                if chunk.isEmpty { break }
                lock.withLock { collected.append(chunk) }
            }
            readerDone.signal()
        }.start()
    }

    var text: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }

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
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        finishReading()
    }

    func waitForExit(seconds: Double) async -> Bool {
        let exited = await Self.wait(seconds: seconds) { !process.isRunning }
        if exited {
            process.waitUntilExit()
            finishReading()
        }
        return exited
    }

    /// Waits for the reader to see the end of output (the child is gone, so it comes).
    private func finishReading() {
        _ = readerDone.wait(timeout: .now() + 10)
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
        #expect(first.process.terminationStatus == 0 && second.process.terminationStatus == 0)

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
