import Foundation

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
/// leaves either the old wallet or the new one. A wallet file that cannot be
/// read is moved aside to `wallet.json.corrupt-<timestamp>`, never overwritten,
/// and reported once as ``PassLibraryError/corruptWallet(path:movedTo:reason:)``.
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

    private var lockPath: String { directory.appendingPathComponent("wallet.json.lock").path }

    /// A library stored in `directory`; `nil` picks the default location from `environment`.
    public init(directory: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.directory = directory ?? Self.defaultDirectory(environment: environment)
    }

    /// `$XDG_DATA_HOME/termui-demo`, else `$HOME/.local/share/termui-demo`.
    /// A relative `XDG_DATA_HOME` is ignored, as the XDG specification says.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("termui-demo")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/termui-demo")
    }

    /// The passes in the wallet, in the order they were added.
    ///
    /// - Throws: ``PassLibraryError``.
    public func passes() throws(PassLibraryError) -> [Pass] {
        try locked { $0 }
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
    @discardableResult
    public func addPass(_ pass: Pass) throws(PassLibraryError) -> Bool {
        try modify { passes in
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

    // MARK: - Storage

    private func modify<T>(_ change: (inout [Pass]) -> T) throws(PassLibraryError) -> T {
        try locked { passes in
            var updated = passes
            let result = change(&updated)
            if updated != passes { try write(updated) }
            return result
        }
    }

    /// Runs `body` with the current passes while holding the wallet's lock.
    private func locked<T>(_ body: ([Pass]) throws -> T) throws(PassLibraryError) -> T {
        do {
            try createDirectory()
            return try AtomicFile.withExclusiveLock(at: lockPath) {
                AtomicFile.removeStaleTemporaries(of: walletURL.path)
                return try body(try read())
            }
        } catch let error as PassLibraryError {
            throw error
        } catch {
            throw .io(operation: "use", path: walletURL.path, reason: Self.fileReason(error))
        }
    }

    /// Creates the folder and its parents with mkdir(2), so a failure names the
    /// system's reason ("Not a directory", "Permission denied").
    private func createDirectory() throws(PassLibraryError) {
        var path = ""
        for component in directory.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o700) != 0 && errno != EEXIST {
                throw .io(
                    operation: "create the folder", path: directory.path, reason: AtomicFile.systemReason())
            }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder),
            isFolder.boolValue
        else {
            throw .io(
                operation: "create the folder", path: directory.path, reason: AtomicFile.systemReason(ENOTDIR)
            )
        }
    }

    /// Reads the wallet (lock held). A missing file is an empty wallet; an
    /// unreadable one is moved aside and reported.
    private func read() throws(PassLibraryError) -> [Pass] {
        let path = walletURL.path
        let data: Data
        do {
            data = try Data(contentsOf: walletURL)
        } catch {
            if !FileManager.default.fileExists(atPath: path) { return [] }
            throw .io(operation: "read", path: path, reason: Self.fileReason(error))
        }
        do {
            let wallet = try JSONDecoder().decode(WalletFile.self, from: data)
            guard wallet.version == WalletFile.currentVersion else {
                throw PassError(
                    file: "wallet.json", field: "version",
                    problem: .invalidValue(
                        value: String(wallet.version), reason: "is not a known wallet version"))
            }
            return wallet.passes
        } catch {
            let reason = (error as? PassError)?.description ?? Self.describe(error)
            throw moveAside(reason: reason)
        }
    }

    private func moveAside(reason: String) -> PassLibraryError {
        let path = walletURL.path
        let stamp = Self.timestamp()
        var destination = "\(path).corrupt-\(stamp)"
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination) {
            destination = "\(path).corrupt-\(stamp)-\(attempt)"
            attempt += 1
        }
        guard rename(path, destination) == 0 else {
            return .io(
                operation: "move aside the unreadable wallet", path: path, reason: AtomicFile.systemReason())
        }
        try? AtomicFile.syncDirectory(directory.path)
        return .corruptWallet(path: path, movedTo: destination, reason: reason)
    }

    private func write(_ passes: [Pass]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(WalletFile(version: WalletFile.currentVersion, passes: passes))
        try AtomicFile.write(data, to: walletURL.path)
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: Date())
    }

    /// Foundation's file errors read "NSCocoaErrorDomain error 512" on Linux;
    /// the POSIX error underneath ("Permission denied") is what a person can act on.
    static func fileReason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return nsError.localizedDescription
    }

    private static func describe(_ error: Error) -> String {
        if case .dataCorrupted(let context)? = error as? DecodingError { return context.debugDescription }
        if let decoding = error as? DecodingError { return "\(decoding)" }
        return error.localizedDescription
    }
}
