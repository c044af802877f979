import FoundationEssentials
import Glibc

extension PassLibrary {
    /// Reads the wallet, lets `change` edit its passes, and writes it back if they changed.
    func modify<T>(_ change: (inout [Pass]) -> T) throws(PassLibraryError) -> T {
        try withWallet { wallet, readOnlyReason in
            var updated = wallet
            let result = change(&updated.passes)
            guard updated.passes != wallet.passes else { return result }
            if let readOnlyReason {
                throw PassLibraryError.readOnly(path: walletURL.path, reason: readOnlyReason)
            }
            try write(updated)
            return result
        }
    }

    /// Runs `body` with the wallet as stored: holding the wallet's lock when the
    /// folder can be written, else without it (a rename-replaced file is always
    /// whole) and with the reason it cannot be written.
    func withWallet<T>(_ body: (WalletFile, String?) throws -> T) throws(PassLibraryError) -> T {
        do {
            if let reason = readOnlyReason() {
                return try body(try read(canMoveAside: false), reason)
            }
            try createDirectory()
            return try AtomicFile.withExclusiveLock(at: lockPath) {
                AtomicFile.removeStaleTemporaries(of: walletURL.path)
                return try body(try read(canMoveAside: true), nil)
            }
        } catch let error as PassLibraryError {
            throw error
        } catch {
            throw .io(operation: "use", path: walletURL.path, reason: "\(error)")
        }
    }

    /// Why the existing wallet folder cannot be written, or `nil` (also when it does not exist yet).
    private func readOnlyReason() -> String? {
        let path = directory.path
        guard access(path, F_OK) == 0, access(path, W_OK) != 0 else { return nil }
        guard errno == EACCES || errno == EROFS || errno == EPERM else { return nil }
        return AtomicFile.systemReason()
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
        var status = stat()
        guard stat(directory.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .io(
                operation: "create the folder", path: directory.path, reason: AtomicFile.systemReason(ENOTDIR)
            )
        }
    }

    /// Reads the wallet. A missing file is an empty wallet; an unreadable one is
    /// moved aside and reported (or, when it cannot be moved, only reported).
    private func read(canMoveAside: Bool) throws(PassLibraryError) -> WalletFile {
        let path = walletURL.path
        guard let data = try AtomicFile.read(path, limit: WalletLimits.maximumWalletBytes) else {
            return WalletFile(version: WalletFile.currentVersion, passes: [])
        }
        let reason: String
        do {
            let wallet = try JSONDecoder().decode(WalletFile.self, from: data)
            guard wallet.version == WalletFile.currentVersion else {
                throw PassError(
                    file: "wallet.json", field: "version",
                    problem: .invalidValue(
                        value: String(wallet.version),
                        reason: "is not a known wallet version (this app reads 1)"))
            }
            return wallet
        } catch let error as PassError {
            // The path is in the library's message; the pass error's own file name is not.
            reason = String(error.description.dropFirst(error.file.count + 2))
        } catch let error as DecodingError {
            reason = error.inWords
        } catch {
            reason = "it is not a wallet"
        }
        guard canMoveAside else { throw .unreadableWallet(path: path, reason: reason) }
        throw moveAside(reason: reason)
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

    private func write(_ wallet: WalletFile) throws(PassLibraryError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(wallet)
        } catch {
            throw .io(operation: "encode the wallet for", path: walletURL.path, reason: "\(error)")
        }
        guard data.count <= WalletLimits.maximumWalletBytes else {
            throw .walletTooLarge(
                path: walletURL.path, size: data.count, limit: WalletLimits.maximumWalletBytes)
        }
        do {
            try AtomicFile.write(data, to: walletURL.path, faults: faults)
        } catch let error as PassLibraryError {
            throw error
        } catch {
            throw .io(operation: "write", path: walletURL.path, reason: "\(error)")
        }
    }

    /// `20260314T092653Z`: now in UTC, ISO 8601's basic format (FoundationEssentials',
    /// no locale involved), as `DateFormatter`'s `yyyyMMdd'T'HHmmss'Z'` wrote it before.
    static func timestamp(_ date: Date = Date()) -> String {
        date.formatted(Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted))
    }
}
