import CursesKit
import FoundationEssentials

/// A Wallet pass decoded from Apple's pass.json (PassKit's `PKPass`).
///
/// Decoding validates the whole document and throws a ``PassError`` that names
/// the field and the problem:
///
/// ```swift
/// let pass = try Pass(contentsOf: URL(fileURLWithPath: "boarding/pass.json"))
/// print(pass.organizationName, pass.style, pass.fields.primaryFields.map(\.value))
/// ```
public struct Pass: Hashable, Sendable {
    /// Always 1.
    public var formatVersion: Int
    /// The pass type, e.g. `pass.com.example.boarding`; with ``serialNumber`` it identifies the pass.
    public var passTypeIdentifier: String
    /// Unique among passes of the same type.
    public var serialNumber: String
    /// The issuer's team identifier.
    public var teamIdentifier: String
    /// The issuer, shown on the card when there is no logo text.
    public var organizationName: String
    /// pass.json's `description`: what the pass is, for accessibility.
    public var localizedDescription: String
    /// Text shown next to the logo.
    public var logoText: String?
    /// The colour of field values.
    public var foregroundColor: PassColor?
    /// The card's background.
    public var backgroundColor: PassColor?
    /// The colour of field labels.
    public var labelColor: PassColor?
    /// Barcodes, preferred first. A pass with only the older `barcode` key has that one here.
    public var barcodes: [PassBarcode]
    /// The kind of pass.
    public var style: PassStyle
    /// How a boarding pass travels; `nil` for other styles.
    public var transitType: PassTransitType?
    /// The fields, grouped as the card lays them out.
    public var fields: PassFields

    /// Creates a pass in code.
    public init(
        passTypeIdentifier: String, serialNumber: String, teamIdentifier: String, organizationName: String,
        description: String, style: PassStyle, transitType: PassTransitType? = nil,
        fields: PassFields = PassFields(), barcodes: [PassBarcode] = [], logoText: String? = nil,
        foregroundColor: PassColor? = nil, backgroundColor: PassColor? = nil, labelColor: PassColor? = nil
    ) {
        self.formatVersion = 1
        self.passTypeIdentifier = passTypeIdentifier
        self.serialNumber = serialNumber
        self.teamIdentifier = teamIdentifier
        self.organizationName = organizationName
        self.localizedDescription = description
        self.style = style
        self.transitType = transitType
        self.fields = fields
        self.barcodes = barcodes
        self.logoText = logoText
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.labelColor = labelColor
    }

    /// Decodes pass.json bytes; `fileName` is what errors call the file.
    ///
    /// - Throws: ``PassError``.
    public init(data: Data, fileName: String = "pass.json") throws(PassError) {
        do {
            self = try JSONDecoder().decode(Pass.self, from: data)
        } catch var error as PassError {
            error.file = fileName
            throw error
        } catch let error as DecodingError {
            throw PassError(file: fileName, field: nil, problem: .notJSON(Self.summary(of: error)))
        } catch {
            throw PassError(file: fileName, field: nil, problem: .notJSON("\(error)"))
        }
    }

    /// Reads and decodes a pass.json file.
    ///
    /// - Throws: ``PassError``; a missing or unreadable file names the path.
    public init(contentsOf url: URL) throws(PassError) {
        let data: Data
        do {
            data = Data(try FileContents.bytes(atPath: url.path))
        } catch {
            throw PassError(
                file: url.path, field: nil, problem: .unreadable(Self.reason(readingFailureAt: url)))
        }
        try self.init(data: data, fileName: url.lastPathComponent)
    }

    /// The barcode a card should draw: the first QR code, else the first barcode.
    public var preferredBarcode: PassBarcode? {
        barcodes.first { $0.format == .qr } ?? barcodes.first
    }

    private static func reason(readingFailureAt url: URL) -> String {
        var isDirectory = false
        if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            return "no such file"
        }
        if isDirectory { return "it is a directory" }
        if !FileManager.default.isReadableFile(atPath: url.path) { return "permission denied" }
        return "read failed"
    }

    private static func summary(of error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            return context.debugDescription
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
