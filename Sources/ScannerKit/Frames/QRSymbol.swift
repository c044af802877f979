import CQREncode

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A QR code made by libqrencode from raw bytes: what the demo feed shows and
/// the tests print to check recognition.
package struct QRSymbol: Sendable {
    /// The encoded bytes.
    package let payload: [UInt8]
    /// `modules[row][column]`, true for dark, without a quiet zone.
    package let modules: [[Bool]]

    /// Encodes `payload` in 8-bit mode at error-correction level M; `nil` when
    /// it does not fit in a QR code.
    package init?(payload: [UInt8], level: QRecLevel = QR_ECLEVEL_M) {
        guard !payload.isEmpty, payload.count <= Int(Int32.max) else { return nil }
        guard
            let symbol = payload.withUnsafeBufferPointer({
                QRcode_encodeData(Int32($0.count), $0.baseAddress, 0, level)
            })
        else { return nil }
        defer { QRcode_free(symbol) }
        let width = Int(symbol.pointee.width)
        guard let data = symbol.pointee.data else { return nil }
        modules = (0..<width).map { y in (0..<width).map { x in data[y * width + x] & 1 == 1 } }
        self.payload = payload
    }

    /// Encodes the UTF-8 bytes of `text`.
    package init?(text: String) {
        self.init(payload: Array(text.utf8))
    }

    /// Modules per side.
    package var size: Int { modules.count }
}
