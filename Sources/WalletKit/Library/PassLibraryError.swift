import CursesKit

/// Why the wallet could not be read or written.
///
/// Each ``description`` is a sentence for a person: it names the file and
/// says what is wrong in words. Paths and values from outside are quoted
/// with their control characters (newlines included) escaped.
public enum PassLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The wallet file was not a readable wallet. It has been moved aside to
    /// `movedTo` (never overwritten); the next operation starts an empty wallet.
    case corruptWallet(path: String, movedTo: String, reason: String)
    /// The wallet file is not a readable wallet and could not be moved aside
    /// (its folder is read-only); it was left as it is.
    case unreadableWallet(path: String, reason: String)
    /// A system call failed on `path`.
    case io(operation: String, path: String, reason: String)
    /// The wallet's folder cannot be written: the wallet can be read, not changed.
    case readOnly(path: String, reason: String)
    /// A text of the pass is longer than ``WalletLimits/maximumTextBytes``.
    case passTooLarge(serialNumber: String, field: String, size: Int, limit: Int)
    /// The wallet file is, or would become, larger than ``WalletLimits/maximumWalletBytes``.
    case walletTooLarge(path: String, size: Int, limit: Int)

    /// What went wrong and with which file, in words a person can act on.
    public var description: String {
        switch self {
        case .corruptWallet(let path, let movedTo, let reason):
            "The wallet at \(Self.quoted(path)) could not be read (\(reason)). It was moved to "
                + "\(Self.quoted(movedTo)) and a new, empty wallet was started."
        case .unreadableWallet(let path, let reason):
            "The wallet at \(Self.quoted(path)) could not be read (\(reason)). It was left as it is."
        case .io(let operation, let path, let reason):
            "Could not \(operation) \(Self.quoted(path)): \(reason)."
        case .readOnly(let path, let reason):
            "The wallet at \(Self.quoted(path)) is read-only (\(reason)): it can be shown, not changed."
        case .passTooLarge(let serialNumber, let field, let size, let limit):
            "The pass \"\(Self.quoted(serialNumber))\" was not added: its \"\(field)\" is \(Self.bytes(size)), "
                + "more than the \(Self.bytes(limit)) a pass text may hold."
        case .walletTooLarge(let path, let size, let limit):
            "The wallet at \(Self.quoted(path)) is too large: \(Self.bytes(size)), more than the "
                + "\(Self.bytes(limit)) a wallet may hold; nothing was changed."
        }
    }

    /// `text` for a message: control characters (newline and tab too) escaped,
    /// cut to 120 characters with an ellipsis.
    static func quoted(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x00...0x1F, 0x7F...0x9F:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.count > 120 ? String(result.prefix(119)) + "…" : result
    }

    /// "512 bytes", "64 KiB", "100.0 MiB".
    static func bytes(_ count: Int) -> String {
        if count < 1024 { return "\(count) bytes" }
        if count < 1024 * 1024 {
            return count % 1024 == 0 ? "\(count / 1024) KiB" : "\((Double(count) / 1024).withOneDecimal) KiB"
        }
        let mebibytes = Double(count) / 1_048_576
        return count % 1_048_576 == 0 ? "\(count / 1_048_576) MiB" : "\(mebibytes.withOneDecimal) MiB"
    }
}
