import CZBar

/// The barcode kinds zbar reads (VisionKit's `VNBarcodeSymbology`).
public enum BarcodeSymbology: String, CaseIterable, Hashable, Sendable {
    /// QR code (2D).
    case qr = "QR"
    /// EAN-13 (retail, 13 digits).
    case ean13 = "EAN-13"
    /// EAN-8 (small packages, 8 digits).
    case ean8 = "EAN-8"
    /// UPC-E (compressed UPC).
    case upce = "UPC-E"
    /// UPC-A (North American retail, 12 digits).
    case upca = "UPC-A"
    /// ISBN-13 (books, an EAN-13 starting 978/979).
    case isbn13 = "ISBN-13"
    /// ISBN-10 (older book numbers).
    case isbn10 = "ISBN-10"
    /// Code 128 (logistics, any ASCII).
    case code128 = "Code 128"
    /// Code 93.
    case code93 = "Code 93"
    /// Code 39 (industry, upper case and digits).
    case code39 = "Code 39"
    /// Interleaved 2 of 5 (ITF, digits in pairs).
    case i2of5 = "ITF"
    /// Codabar (libraries, blood banks).
    case codabar = "Codabar"
    /// GS1 DataBar.
    case dataBar = "DataBar"
    /// GS1 DataBar Expanded.
    case dataBarExpanded = "DataBar Expanded"

    /// zbar's symbol type.
    var zbarType: zbar_symbol_type_t {
        switch self {
        case .qr: ZBAR_QRCODE
        case .ean13: ZBAR_EAN13
        case .ean8: ZBAR_EAN8
        case .upce: ZBAR_UPCE
        case .upca: ZBAR_UPCA
        case .isbn13: ZBAR_ISBN13
        case .isbn10: ZBAR_ISBN10
        case .code128: ZBAR_CODE128
        case .code93: ZBAR_CODE93
        case .code39: ZBAR_CODE39
        case .i2of5: ZBAR_I25
        case .codabar: ZBAR_CODABAR
        case .dataBar: ZBAR_DATABAR
        case .dataBarExpanded: ZBAR_DATABAR_EXP
        }
    }

    /// The symbology of a zbar symbol type, if it is one of these.
    init?(zbarType: zbar_symbol_type_t) {
        guard let match = Self.allCases.first(where: { $0.zbarType == zbarType }) else { return nil }
        self = match
    }
}

/// What a ``ScannerController`` looks for (DataScannerViewController's `RecognizedDataType`).
///
/// ```swift
/// ScannerController(recognizedDataTypes: [.barcode(symbologies: [.qr, .ean13])])
/// ```
public enum RecognizedDataType: Hashable, Sendable {
    /// Barcodes of these symbologies; an empty list means every one zbar reads.
    case barcode(symbologies: [BarcodeSymbology] = [])

    /// The symbologies asked for by `types`, every one when a list is empty.
    static func symbologies(in types: Set<RecognizedDataType>) -> Set<BarcodeSymbology> {
        var result = Set<BarcodeSymbology>()
        for case .barcode(let symbologies) in types {
            result.formUnion(symbologies.isEmpty ? BarcodeSymbology.allCases : symbologies)
        }
        return result
    }
}
