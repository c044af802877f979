import Foundation
import Testing

@testable import WalletKit

/// The wallet's crash safety, step by step: at every point of the atomic write a
/// failure (an error there) or a stop (the process killed there) leaves a wallet that
/// reads back whole, holding the old passes or the new ones, never anything else.
@Suite struct PassLibraryCrashTests {
    struct InjectedFailure: Error {}

    /// A wallet holding pass "old", in a fresh folder.
    func walletWithOldPass() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try PassLibrary(directory: folder.url).addPass(try samplePass(serial: "old"))
        return folder
    }

    /// What a wallet may hold after an interrupted add of "new" at `step`.
    static func expectedSerials(after step: AtomicWriteStep) -> [String] {
        step.isAfterRename ? ["old", "new"] : ["old"]
    }

    static func leftovers(in folder: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { $0.contains(".tmp-") || $0.contains("corrupt") }
    }

    @Test(arguments: AtomicWriteStep.allCases)
    func aWriteThatFailsAtAStepLeavesTheOldOrTheNewWallet(_ step: AtomicWriteStep) throws {
        let folder = try walletWithOldPass()
        defer { folder.remove() }
        let failing = PassLibrary(
            directory: folder.url, environment: [:],
            faults: AtomicWriteFaults { reached in if reached == step { throw InjectedFailure() } })

        #expect(throws: (any Error).self) { try failing.addPass(try samplePass(serial: "new")) }

        let serials = try PassLibrary(directory: folder.url).passes().map(\.serialNumber)
        #expect(serials == Self.expectedSerials(after: step))
        #expect(try Self.leftovers(in: folder).isEmpty, "a failed write cleans up after itself")
    }

    @Test(arguments: AtomicWriteStep.allCases)
    func aWriterKilledAtAStepLeavesTheOldOrTheNewWallet(_ step: AtomicWriteStep) async throws {
        let folder = try walletWithOldPass()
        defer { folder.remove() }
        let writer = try FixtureProcess(["crash-at", folder.url.path, "new", step.rawValue])
        #expect(await writer.waitForExit(seconds: 60))
        #expect(writer.child.exitStatus == .signaled(SIGKILL))
        #expect(!writer.text.contains("not killed"))

        let library = PassLibrary(directory: folder.url)
        #expect(try library.passes().map(\.serialNumber) == Self.expectedSerials(after: step))
        // The next writer, under the lock, removes what the killed one left behind.
        try library.addPass(try samplePass(serial: "after"))
        #expect(try library.passes().map(\.serialNumber).last == "after")
        #expect(try Self.leftovers(in: folder).isEmpty)
    }

    /// A write replaces the file (a new inode), never rewrites it in place: an in-place
    /// write killed half-way would leave half a wallet.
    @Test func aWriteReplacesTheFileInsteadOfRewritingIt() throws {
        let folder = try walletWithOldPass()
        defer { folder.remove() }
        let library = PassLibrary(directory: folder.url)
        let before = try Self.inode(of: library.walletURL.path)
        try library.addPass(try samplePass(serial: "new"))
        #expect(try Self.inode(of: library.walletURL.path) != before)
    }

    static func inode(of path: String) throws -> UInt64 {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return UInt64(status.st_ino)
    }
}
