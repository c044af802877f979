import FoundationEssentials

/// A point in frame pixels.
public struct FramePoint: Hashable, Sendable {
    /// The horizontal coordinate, in frame pixels.
    public var x: Int
    /// The vertical coordinate, in frame pixels.
    public var y: Int
    /// A point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// Where a code lies in its frame: the corners zbar located, and the
/// rectangle around them.
public struct FrameBounds: Hashable, Sendable {
    /// The located points, in zbar's order (a QR code's four corners).
    public var points: [FramePoint]

    /// Bounds through `points`.
    public init(points: [FramePoint]) { self.points = points }

    /// The smallest upright rectangle holding every point: (minX, minY, maxX, maxY).
    public var box: (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        return (xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0)
    }

    /// The centre of ``box``.
    public var center: FramePoint {
        let b = box
        return FramePoint(x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2)
    }
}

/// One barcode found in a frame, before it is tracked.
public struct BarcodeDetection: Hashable, Sendable {
    /// The symbology zbar read.
    public var symbology: BarcodeSymbology
    /// The payload exactly as encoded.
    public var payload: [UInt8]
    /// Where it is in the frame.
    public var bounds: FrameBounds

    /// A detection of `payload` at `bounds`.
    public init(symbology: BarcodeSymbology, payload: [UInt8], bounds: FrameBounds) {
        self.symbology = symbology
        self.payload = payload
        self.bounds = bounds
    }
}

/// Something the scanner recognised and follows across frames (VisionKit's `RecognizedItem`).
///
/// ```swift
/// if case .barcode(let code) = item { print(code.payloadStringValue ?? "binary") }
/// ```
public enum RecognizedItem: Hashable, Sendable, Identifiable {
    /// A barcode.
    case barcode(Barcode)

    /// A barcode the scanner recognised.
    public struct Barcode: Hashable, Sendable {
        /// The same for as long as the code stays in view.
        public let id: UUID
        /// The payload as text, or `nil` when it is not valid UTF-8.
        public var payloadStringValue: String? { String(validating: payload, as: UTF8.self) }
        /// The payload's bytes, exactly as encoded.
        public var payload: [UInt8]
        /// The symbology.
        public var symbology: BarcodeSymbology
        /// Where the code is in the latest frame that showed it.
        public var bounds: FrameBounds
    }

    /// The item's stable identity.
    public var id: UUID {
        switch self {
        case .barcode(let barcode): barcode.id
        }
    }
}
