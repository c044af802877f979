import Observation
import WalletKit

/// The wallet screen's state: the pass on show, whether it is in the
/// wallet, the stored passes, and what the last action did or why it failed.
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

    @ObservationIgnored private let library: PassLibrary
    @ObservationIgnored private var hasLoaded = false

    init(pass: Result<Pass, PassError>, library: PassLibrary) {
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
        if let lastAction, isPassAdded || lastAction.hasPrefix("Removed") { return lastAction }
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
        perform { () throws(PassLibraryError) in }
    }

    /// Adds the pass on show to the wallet.
    func addPass() {
        guard let pass else { return }
        perform { () throws(PassLibraryError) in
            let isNew = try library.addPass(pass)
            lastAction = isNew ? "✓ Added to your wallet" : "✓ Updated in your wallet"
        }
    }

    /// Removes `pass` from the wallet.
    func remove(_ pass: Pass) {
        perform { () throws(PassLibraryError) in
            if try library.removePass(pass) {
                lastAction = "Removed \(pass.organizationName) \(pass.serialNumber)"
            }
        }
    }

    /// Runs a library operation, then refreshes the list; an error becomes ``problem``.
    private func perform(_ operation: () throws(PassLibraryError) -> Void) {
        do {
            problem = nil
            try operation()
            let passes = try library.passes()
            storedPasses = passes
            isPassAdded = pass.map { shown in passes.contains { $0.hasSameIdentity(as: shown) } } ?? false
        } catch {
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
