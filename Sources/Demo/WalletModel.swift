import Dispatch
import Observation
import WalletKit

/// The wallet screen's state: the pass on show, whether it is in the
/// wallet, the stored passes, and what the last action did or why it failed.
///
/// The wallet's file I/O (a lock, reads, fsyncs) runs on a serial queue of its
/// own, never on the main actor, so a slow or hung disk never freezes the
/// screen; operations run in the order they were asked for, and each result
/// is applied on the main actor when it arrives.
///
/// Every library error is kept as a message for the screen; nothing here throws
/// or crashes, whatever state `wallet.json` is in.
@MainActor
@Observable
final class WalletModel {
    /// The pass on show, or `nil` when it could not be read.
    let pass: Pass?
    /// Why the pass could not be read, if it could not.
    let passProblem: String?
    /// The passes in the wallet, in the order they were added.
    private(set) var storedPasses: [Pass] = []
    /// True when ``pass`` is in the wallet.
    private(set) var isPassAdded = false
    /// What the last action did, for the status line (`nil`: nothing done yet).
    private(set) var lastAction: String?
    /// Why the last action failed, shown in red.
    private(set) var problem: String?
    /// Why the wallet cannot be changed, when it can only be read.
    private(set) var readOnlyReason: String?
    /// How many operations were asked for and have not finished.
    private(set) var operationsInFlight = 0
    /// True once the wallet has been read (or failed to be) at least once.
    private(set) var hasRead = false

    @ObservationIgnored private let library: PassLibrary
    @ObservationIgnored private let io: DispatchQueue?
    @ObservationIgnored private var hasLoaded = false

    /// `ioInline` runs the wallet's I/O on the caller's turn instead of the I/O
    /// queue: for tests that must keep one main-actor turn to themselves.
    init(pass: Result<Pass, PassError>, library: PassLibrary, ioInline: Bool = false) {
        self.io = ioInline ? nil : DispatchQueue(label: "termui-demo.wallet-io")
        switch pass {
        case .success(let pass):
            self.pass = pass
            self.passProblem = nil
        case .failure(let error):
            self.pass = nil
            self.passProblem = error.description
        }
        self.library = library
    }

    /// One line on the pass's place in the wallet: what the last action did, else the state.
    var statusLine: String {
        if !hasRead { return "Reading the wallet…" }
        if let lastAction, isPassAdded || lastAction.hasPrefix("Removed") { return lastAction }
        if let readOnlyReason {
            return isPassAdded
                ? "✓ In your wallet (read-only: \(readOnlyReason))" : "Read-only wallet: \(readOnlyReason)"
        }
        return isPassAdded ? "✓ In your wallet" : "Not in your wallet yet"
    }

    /// Where the wallet lives, for the screen to show.
    var walletPath: String { library.walletURL.path }

    /// Reads the wallet once, when the screen first appears.
    func loadIfNeeded() {
        guard !hasLoaded else { return }
        hasLoaded = true
        reload()
    }

    /// Re-reads the wallet from disk.
    func reload() {
        perform { _ throws(PassLibraryError) in nil }
    }

    /// Adds the pass on show to the wallet.
    func addPass() {
        guard let pass else { return }
        perform { library throws(PassLibraryError) in
            try library.addPass(pass) ? "✓ Added to your wallet" : "✓ Updated in your wallet"
        }
    }

    /// Removes `pass` from the wallet.
    func remove(_ pass: Pass) {
        perform { library throws(PassLibraryError) in
            try library.removePass(pass) ? "Removed \(pass.organizationName) \(pass.serialNumber)" : nil
        }
    }

    /// What one operation did: its message, and the wallet read after it.
    private typealias Outcome = Result<(action: String?, contents: WalletContents), PassLibraryError>

    /// Runs a library operation on the I/O queue, reads the wallet back, and
    /// applies both on the main actor; an error becomes ``problem``.
    private func perform(
        _ operation: @escaping @Sendable (PassLibrary) throws(PassLibraryError) -> String?
    ) {
        operationsInFlight += 1
        let library = library
        let run: @Sendable () -> Outcome = {
            Outcome { () throws(PassLibraryError) in
                let action = try operation(library)
                return (action, try library.contents())
            }
        }
        guard let io else { return apply(run()) }
        io.async {
            let outcome = run()
            Task { @MainActor in self.apply(outcome) }
        }
    }

    private func apply(_ outcome: Outcome) {
        operationsInFlight -= 1
        hasRead = true
        switch outcome {
        case .success(let (action, contents)):
            problem = nil
            if let action { lastAction = action }
            storedPasses = contents.passes
            readOnlyReason = contents.readOnlyReason
            isPassAdded =
                pass.map { shown in contents.passes.contains { $0.hasSameIdentity(as: shown) } } ?? false
        case .failure(let error):
            problem = error.description
            lastAction = nil
            if case .corruptWallet = error {
                // The unreadable file was moved aside: what is stored now is an empty wallet.
                storedPasses = []
                isPassAdded = false
            }
        }
    }
}

extension Pass {
    /// The wallet's notion of "the same pass": type identifier and serial number.
    func hasSameIdentity(as other: Pass) -> Bool {
        passTypeIdentifier == other.passTypeIdentifier && serialNumber == other.serialNumber
    }

    /// A stable id for lists.
    var walletID: String { "\(passTypeIdentifier)/\(serialNumber)" }
}
