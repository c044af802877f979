import Foundation
import TermUITesting
import Testing

@testable import Demo
@testable import WalletKit

/// The wallet screen's model: every library call runs off the main actor, in the
/// order asked, and its result lands on the main actor.
/// The time limit only turns a hang into a failure: a loaded machine's parallel
/// run may keep these tests from the main actor for a minute and more.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct WalletModelTests {
    /// A model over a wallet in a fresh folder.
    func makeModel() -> (WalletModel, URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-wallet-model-\(UUID().uuidString)")
        let model = WalletModel(pass: PassFileLoader.sample(), library: PassLibrary(directory: folder))
        return (model, folder)
    }

    @Test func operationsApplyInTheOrderTheyWereAskedFor() async throws {
        let (model, folder) = makeModel()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pass = try #require(model.pass)
        model.loadIfNeeded()
        model.addPass()
        model.remove(pass)
        model.addPass()
        #expect(model.operationsInFlight == 4, "nothing ran on the caller's turn")
        #expect(await waitUntil { model.operationsInFlight == 0 })
        #expect(model.isPassAdded)
        #expect(model.storedPasses.map(\.serialNumber) == [pass.serialNumber])
        #expect(model.lastAction == "✓ Added to your wallet")
        #expect(model.problem == nil)
    }

    /// A wallet file that blocks its reader (a FIFO: as a hung disk does) blocks the
    /// I/O queue, never the main actor; the answer lands when the file answers.
    @Test func aBlockedReadNeverBlocksTheMainActor() async throws {
        let (model, folder) = makeModel()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fifo = folder.appendingPathComponent("wallet.json").path
        #expect(mkfifo(fifo, 0o600) == 0)

        // Were the read done on this actor, loadIfNeeded would never return: a watchdog
        // then opens the FIFO's other end, so the test fails instead of hanging.
        let watchdog = FIFOWatchdog(path: fifo)
        model.loadIfNeeded()
        let blocked = watchdog.disarm()
        #expect(!blocked, "loadIfNeeded blocked until the watchdog opened the FIFO")
        guard !blocked else { return }
        #expect(model.statusLine == "Reading the wallet…")
        #expect(model.operationsInFlight == 1)

        // Unblock the reader: open the other end and close it.
        let writer = open(fifo, O_WRONLY)
        #expect(writer >= 0)
        close(writer)
        #expect(await waitUntil { model.operationsInFlight == 0 })
        let problem = try #require(model.problem)
        #expect(problem.contains(fifo) && problem.contains("it is not a regular file"))
    }
}

/// Opens and closes a FIFO's writing end after a deadline, unless disarmed first,
/// so a reader blocked on it (wrongly, on the main actor) is released.
final class FIFOWatchdog: @unchecked Sendable {
    private let disarmed = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var fired = false

    init(path: String, deadline: DispatchTime = .now() + .seconds(20)) {
        Thread { [self] in
            guard disarmed.wait(timeout: deadline) == .timedOut else { return }
            lock.withLock { fired = true }
            let writer = open(path, O_WRONLY)
            if writer >= 0 { close(writer) }
        }.start()
    }

    /// Stops the watchdog; returns true when it had already fired.
    func disarm() -> Bool {
        disarmed.signal()
        return lock.withLock { fired }
    }
}
