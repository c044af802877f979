import FoundationEssentials

/// The wallet: the passes the user added (PassKit's `PKPassLibrary`).
///
/// Passes live in `wallet.json` in ``directory``, by default
/// `$XDG_DATA_HOME/termui-demo` (else `~/.local/share/termui-demo`). A pass is
/// identified by its `passTypeIdentifier` and `serialNumber`.
///
/// Every change takes an exclusive `flock` on `wallet.json.lock`, re-reads the
/// wallet under it and replaces the file atomically (temporary file, `fsync`,
/// `rename`, `fsync` of the directory), so several processes may add at once
/// without losing each other's passes, and a writer killed at any moment
/// leaves either the old wallet or the new one.
///
/// - A `wallet.json` that is a symbolic link is written through it: the link
///   stays, its target is replaced.
/// - Top-level keys this version does not know survive every rewrite.
/// - A wallet whose folder cannot be written is read without the lock and
///   reported read-only (``WalletContents/readOnlyReason``); changes then fail
///   with ``PassLibraryError/readOnly(path:reason:)``.
/// - A wallet file that cannot be read is moved aside to
///   `wallet.json.corrupt-<timestamp>`, never overwritten, and reported once as
///   ``PassLibraryError/corruptWallet(path:movedTo:reason:)``.
/// - Sizes are limited (``WalletLimits``): a huge pass is refused before anything is written.
///
/// Calls block on the file system: run them off the main actor.
///
/// ```swift
/// let library = PassLibrary()
/// if try !library.containsPass(pass) { try library.addPass(pass) }
/// ```
public final class PassLibrary: Sendable {
    /// The folder holding `wallet.json`.
    public let directory: URL

    /// The wallet file.
    public var walletURL: URL { directory.appendingPathComponent("wallet.json") }

    var lockPath: String { directory.appendingPathComponent("wallet.json.lock").path }
    let faults: AtomicWriteFaults?

    /// A library stored in `directory`; `nil` picks the default location from `environment`.
    public convenience init(
        directory: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.init(directory: directory, environment: environment, faults: nil)
    }

    /// A library whose writes reach `faults` at each step (tests).
    package init(directory: URL?, environment: [String: String], faults: AtomicWriteFaults?) {
        self.directory = directory ?? Self.defaultDirectory(environment: environment)
        self.faults = faults
    }

    /// `$XDG_DATA_HOME/termui-demo`, else `$HOME/.local/share/termui-demo`.
    /// A relative `XDG_DATA_HOME` is ignored, as the XDG specification says.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("termui-demo")
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/termui-demo")
    }

    /// The passes in the wallet and whether it can be changed.
    ///
    /// - Throws: ``PassLibraryError``.
    public func contents() throws(PassLibraryError) -> WalletContents {
        try withWallet { wallet, readOnlyReason in
            WalletContents(passes: wallet.passes, readOnlyReason: readOnlyReason)
        }
    }

    /// The passes in the wallet, in the order they were added.
    ///
    /// - Throws: ``PassLibraryError``.
    public func passes() throws(PassLibraryError) -> [Pass] {
        try contents().passes
    }

    /// True when a pass with the same type identifier and serial number is in the wallet.
    public func containsPass(_ pass: Pass) throws(PassLibraryError) -> Bool {
        try self.pass(withPassTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber) != nil
    }

    /// The stored pass with this identity, if any.
    public func pass(withPassTypeIdentifier identifier: String, serialNumber: String) throws(PassLibraryError)
        -> Pass?
    {
        try passes().first { $0.passTypeIdentifier == identifier && $0.serialNumber == serialNumber }
    }

    /// Adds `pass`, or replaces the stored pass with the same identity.
    ///
    /// - Returns: `true` if the pass was new, `false` if it replaced one.
    /// - Throws: ``PassLibraryError``; ``PassLibraryError/passTooLarge(serialNumber:field:size:limit:)``
    ///   before anything is read or written when a text is over ``WalletLimits/maximumTextBytes``.
    @discardableResult
    public func addPass(_ pass: Pass) throws(PassLibraryError) -> Bool {
        try WalletLimits.check(pass)
        return try modify { passes in
            if let index = passes.firstIndex(where: { Self.sameIdentity($0, pass) }) {
                passes[index] = pass
                return false
            }
            passes.append(pass)
            return true
        }
    }

    /// Removes the pass with `pass`'s identity.
    ///
    /// - Returns: `true` if a pass was removed.
    @discardableResult
    public func removePass(_ pass: Pass) throws(PassLibraryError) -> Bool {
        try modify { passes in
            let before = passes.count
            passes.removeAll { Self.sameIdentity($0, pass) }
            return passes.count != before
        }
    }

    private static func sameIdentity(_ a: Pass, _ b: Pass) -> Bool {
        a.passTypeIdentifier == b.passTypeIdentifier && a.serialNumber == b.serialNumber
    }
}

/// What the wallet holds, and whether this process may change it.
public struct WalletContents: Hashable, Sendable {
    /// The passes, in the order they were added.
    public var passes: [Pass]
    /// Why the wallet cannot be changed ("Permission denied"), or `nil` when it can.
    public var readOnlyReason: String?

    /// True when the wallet can be read but not changed.
    public var isReadOnly: Bool { readOnlyReason != nil }

    /// Creates contents.
    public init(passes: [Pass], readOnlyReason: String? = nil) {
        self.passes = passes
        self.readOnlyReason = readOnlyReason
    }
}
