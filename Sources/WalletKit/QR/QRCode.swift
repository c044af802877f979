import CQREncode
import FoundationEssentials
import Glibc

/// A QR code symbol made by libqrencode: a square matrix of dark and light modules.
///
/// Error correction is level M and the text is encoded case-sensitively, as a
/// pass's barcode message must reach the scanner exactly as written.
///
/// ```swift
/// let code = try QRCode("M1SILVA/ANA E7Q2K9F")
/// let lines = code.halfBlockLines(quietZone: 2)   // draw with QRCode.style
/// ```
public struct QRCode: Hashable, Sendable {
    /// Why a message could not be encoded.
    public enum EncodingError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The message is longer than the largest QR code holds at level M.
        case messageTooLong(bytes: Int)
        /// The message contains a NUL character, which libqrencode's string API cannot carry.
        case containsNUL
        /// libqrencode failed for another reason (errno's description).
        case failed(String)

        /// Why the text could not be encoded.
        public var description: String {
            switch self {
            case .messageTooLong(let bytes): "the message (\(bytes) bytes) is too long for a QR code"
            case .containsNUL: "the message contains a NUL character"
            case .failed(let reason): "QR encoding failed: \(reason)"
            }
        }
    }

    /// The encoded text.
    public let message: String
    /// The QR version, 1 (21×21 modules) to 40 (177×177).
    public let version: Int
    /// The symbol without a quiet zone: `modules[row][column]`, `true` for dark.
    public let modules: [[Bool]]

    /// The number of modules on each side, without a quiet zone.
    public var size: Int { modules.count }

    /// Encodes `message` (UTF-8 bytes, case-sensitive) at error-correction level M.
    ///
    /// - Throws: ``EncodingError``.
    public init(_ message: String) throws(EncodingError) {
        if message.utf8.contains(0) { throw .containsNUL }
        let symbol = message.withCString { text in
            QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1)
        }
        guard let symbol else {
            let code = errno
            if code == ERANGE { throw .messageTooLong(bytes: message.utf8.count) }
            throw .failed(String(cString: strerror(code)))
        }
        defer { QRcode_free(symbol) }
        let width = Int(symbol.pointee.width)
        let data = symbol.pointee.data
        var rows: [[Bool]] = []
        rows.reserveCapacity(width)
        for y in 0..<width {
            var row: [Bool] = []
            row.reserveCapacity(width)
            for x in 0..<width {
                // Bit 0 of each byte is the module's colour; the others describe its role.
                row.append((data?[y * width + x] ?? 0) & 1 == 1)
            }
            rows.append(row)
        }
        self.message = message
        self.version = Int(symbol.pointee.version)
        self.modules = rows
    }

    /// The symbol surrounded by `quietZone` light modules on every side
    /// (the standard asks for 4; most phone scanners are content with 2).
    public func matrix(quietZone: Int = 4) -> [[Bool]] {
        let margin = max(0, quietZone)
        let side = size + 2 * margin
        let blank = [Bool](repeating: false, count: side)
        var rows = [[Bool]](repeating: blank, count: margin)
        for row in modules {
            let pad = [Bool](repeating: false, count: margin)
            rows.append(pad + row + pad)
        }
        rows.append(contentsOf: [[Bool]](repeating: blank, count: margin))
        return rows
    }
}
