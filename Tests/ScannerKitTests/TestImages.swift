import CStb
import Foundation

@testable import ScannerKit

/// Pictures the tests print: QR codes made by libqrencode, drawn by ScannerKit's
/// FrameSynthesizer, and encoded by stb_image_write when a test needs a file or a JPEG.
enum TestImages {
    /// `count` bytes of UTF-8 text mixing ASCII, accents, CJK and emoji, cut at a character boundary
    /// (so possibly a few bytes shorter than `count`, never empty).
    static func utf8Text(bytes count: Int) -> String {
        let pattern = "Grüße, 東京 ✓ ok 🙂 "
        var text = ""
        var index = pattern.startIndex
        while true {
            let next = pattern[index]
            if text.utf8.count + String(next).utf8.count > count { break }
            text.append(next)
            index = pattern.index(after: index)
            if index == pattern.endIndex { index = pattern.startIndex }
        }
        return text.isEmpty ? "G" : text
    }

    /// `count` bytes that are not UTF-8 (0x80–0xFF mixed with ASCII), the same every time.
    static func binary(bytes count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: ($0 * 131 + 7) % 256) | ($0 % 3 == 0 ? 0x80 : 0) }
    }

    /// A frame just big enough for `symbol` at `moduleSize`, turned by `rotation`.
    static func frame(
        _ symbol: QRSymbol, moduleSize: Double = 3, rotation: Double = 0,
        configure: (inout FrameSynthesizer) -> Void = { _ in }
    ) -> GreyFrame {
        let side = Int(Double(symbol.size + 8) * moduleSize * 1.5) + 20
        var synthesizer = FrameSynthesizer(width: side, height: side)
        configure(&synthesizer)
        let center = Double(side) / 2
        return synthesizer.render([
            (
                symbol,
                SymbolPlacement(centerX: center, centerY: center, moduleSize: moduleSize, rotation: rotation)
            )
        ])
    }

    /// `frame` as a JPEG (stb_image_write, quality 90).
    static func jpeg(_ frame: GreyFrame) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        frame.pixels.withUnsafeBufferPointer { pixels in
            _ = stbi_write_jpg_to_func(
                { context, data, size in
                    guard let context, let data else { return }
                    let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
                    sink.bytes += UnsafeRawBufferPointer(start: data, count: Int(size))
                }, context, Int32(frame.width), Int32(frame.height), 1, pixels.baseAddress, 90)
        }
        return sink.bytes
    }

    /// Writes `frame` as a PNG file in a new temporary folder and returns its path.
    static func pngFile(_ frame: GreyFrame, name: String = "code.png") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scannerkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        let written = frame.pixels.withUnsafeBufferPointer { pixels in
            stbi_write_png(
                path, Int32(frame.width), Int32(frame.height), 1, pixels.baseAddress, Int32(frame.width))
        }
        guard written != 0 else { throw CocoaError(.fileWriteUnknown) }
        return path
    }
}
