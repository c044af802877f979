import CZBar

/// zbar's image scanner, set up for some symbologies: reads every code in a grey frame.
///
/// One reader serves one thread at a time (zbar's scanner keeps state between
/// calls); ``ScannerController`` gives it to its single processing queue,
/// hence `@unchecked Sendable`.
public final class BarcodeReader: @unchecked Sendable {
    private let scanner: OpaquePointer
    private let image: OpaquePointer
    /// The symbologies this reader reports.
    public let symbologies: Set<BarcodeSymbology>

    /// A reader for `symbologies` (every one zbar reads when empty); `nil` if zbar cannot start.
    ///
    /// `density` is how many rows and columns zbar steps between scan lines:
    /// 1 looks at every line, 2 at every other one (about half the time, and
    /// enough for codes whose modules are 2 pixels or larger).
    public init?(symbologies: Set<BarcodeSymbology>, density: Int = 1) {
        // zbar is opened here, by the first reader (see CZBar).
        guard termui_zbar_load() == nil, let scanner = termui_zbar_image_scanner_create() else { return nil }
        guard let image = termui_zbar_image_create() else {
            termui_zbar_image_scanner_destroy(scanner)
            return nil
        }
        self.scanner = scanner
        self.image = image
        self.symbologies = symbologies.isEmpty ? Set(BarcodeSymbology.allCases) : symbologies
        // Everything off, then only what was asked for: less work, no surprises.
        termui_zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        for symbology in self.symbologies {
            termui_zbar_image_scanner_set_config(scanner, symbology.zbarType, ZBAR_CFG_ENABLE, 1)
        }
        // Keep a QR code's bytes as encoded: zbar would otherwise guess a charset and convert.
        termui_zbar_image_scanner_set_config(scanner, ZBAR_QRCODE, ZBAR_CFG_BINARY, 1)
        termui_zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_X_DENSITY, Int32(max(1, density)))
        termui_zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_Y_DENSITY, Int32(max(1, density)))
        termui_zbar_image_set_format(image, Self.y800)
    }

    deinit {
        termui_zbar_image_destroy(image)
        termui_zbar_image_scanner_destroy(scanner)
    }

    /// zbar's name for 8-bit grey.
    private static let y800: UInt =
        UInt(UInt8(ascii: "Y")) | UInt(UInt8(ascii: "8")) << 8
        | UInt(UInt8(ascii: "0")) << 16 | UInt(UInt8(ascii: "0")) << 24

    /// Every code in `frame`, in zbar's order.
    public func read(_ frame: GreyFrame) -> [BarcodeDetection] {
        guard frame.width > 0, frame.height > 0 else { return [] }

        termui_zbar_image_set_size(image, UInt32(frame.width), UInt32(frame.height))
        var detections: [BarcodeDetection] = []
        frame.pixels.withUnsafeBufferPointer { buffer in
            termui_zbar_image_set_data(image, buffer.baseAddress, UInt(buffer.count), nil)
            defer { termui_zbar_image_set_data(image, nil, 0, nil) }
            guard termui_zbar_scan_image(scanner, image) > 0 else { return }
            var symbol = termui_zbar_image_first_symbol(image)
            while let current = symbol {
                defer { symbol = termui_zbar_symbol_next(current) }
                guard let symbology = BarcodeSymbology(zbarType: termui_zbar_symbol_get_type(current)) else {
                    continue
                }
                let length = Int(termui_zbar_symbol_get_data_length(current))
                let payload =
                    termui_zbar_symbol_get_data(current).map { data in
                        data.withMemoryRebound(to: UInt8.self, capacity: length) {
                            Array(UnsafeBufferPointer(start: $0, count: length))
                        }
                    } ?? []
                let points = (0..<termui_zbar_symbol_get_loc_size(current)).map { index in
                    FramePoint(
                        x: Int(termui_zbar_symbol_get_loc_x(current, index)),
                        y: Int(termui_zbar_symbol_get_loc_y(current, index)))
                }
                detections.append(
                    BarcodeDetection(
                        symbology: symbology, payload: payload, bounds: FrameBounds(points: points)))
            }
        }
        return detections
    }
}
