/// Why the wallet could not be read or written.
public enum PassLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The wallet file was not a readable wallet. It has been moved aside to
    /// `movedTo` (never overwritten); the next operation starts an empty wallet.
    case corruptWallet(path: String, movedTo: String, reason: String)
    /// A system call failed on `path`.
    case io(operation: String, path: String, reason: String)

    /// What went wrong and with which file, in words a person can act on.
    public var description: String {
        switch self {
        case .corruptWallet(let path, let movedTo, let reason):
            "The wallet at \(path) could not be read (\(reason)). It was moved to \(movedTo) "
                + "and a new, empty wallet was started."
        case .io(let operation, let path, let reason):
            "Could not \(operation) \(path): \(reason)"
        }
    }
}
