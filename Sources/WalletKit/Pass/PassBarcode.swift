/// A pass's barcode (pass.json `barcodes[]` or the older `barcode`).
public struct PassBarcode: Hashable, Sendable {
    /// The symbology (`PKBarcodeFormat...`).
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// A QR code, the only format the card draws.
        case qr = "PKBarcodeFormatQR"
        /// PDF417 (not drawn: the card shows QR codes only).
        case pdf417 = "PKBarcodeFormatPDF417"
        /// Aztec (not drawn: the card shows QR codes only).
        case aztec = "PKBarcodeFormatAztec"
        /// Code 128 (not drawn: the card shows QR codes only).
        case code128 = "PKBarcodeFormatCode128"
    }

    /// The payload a scanner reads.
    public var message: String
    /// The symbology.
    public var format: Format
    /// The IANA character set name the message is encoded in, usually `iso-8859-1`.
    public var messageEncoding: String
    /// Text shown under the barcode, if any.
    public var altText: String?

    /// Creates a barcode.
    public init(
        message: String, format: Format, messageEncoding: String = "iso-8859-1", altText: String? = nil
    ) {
        self.message = message
        self.format = format
        self.messageEncoding = messageEncoding
        self.altText = altText
    }
}
