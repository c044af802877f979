import Foundation
import ScannerKit

/// Image file bytes → the scanner's file source (`ImageFileSource`, stb_image)
/// → zbar. No crash and no read past a buffer (`make fuzz` links an
/// AddressSanitizer build of stb_image, Fuzz/stb_image_fuzz.c); a frame whose
/// pixels match its size, or `ScannerError.unreadableImage` naming the file.
enum ImageFileFuzz {
    static let target = FuzzTarget.imageFile
    static let folder = FuzzScratch.directory("image")
    /// zbar reads frames up to this many pixels per input (a camera frame is
    /// 640×480); larger ones are only decoded, to keep executions fast.
    static let largestScanned = 640 * 480
    static let reader = BarcodeReader(symbologies: [.qr])

    @MainActor
    static func check(_ bytes: [UInt8]) throws(FuzzViolation) {
        let path = folder.appendingPathComponent("scanned.img").path
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
        let frame: GreyFrame
        do {
            frame = try ImageFileSource(path: path).frame()
        } catch {
            guard case .unreadableImage(let named, let reason) = error, named == path, !reason.isEmpty else {
                throw FuzzViolation(target: target, invariant: "an undecodable image gave \(error)")
            }
            return
        }
        try target.require(
            frame.width > 0 && frame.height > 0 && frame.pixels.count == frame.width * frame.height,
            "a decoded frame is \(frame.width)×\(frame.height) with \(frame.pixels.count) pixels")
        guard frame.pixels.count <= largestScanned, let reader else { return }
        for detection in reader.read(frame) {
            try ScannedTextFuzz.check(detection.payload)
        }
    }
}
