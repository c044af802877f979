import Foundation
import Testing

@testable import ScannerKit

/// The camera's pixel formats turned to grey, on frames the tests make; and
/// image files (PNG, PGM) decoded.
@Suite struct FrameConversionTests {
    /// A small picture with every level in it, so a swapped byte shows.
    let picture = GreyFrame(width: 8, height: 4, pixels: (0..<32).map { UInt8($0 * 8 + 3) })

    @Test func yuyvTakesTheLumaOfEachPixel() throws {
        // Y0 U Y1 V: the chroma bytes vary too, and must not leak into grey.
        var yuyv: [UInt8] = []
        for pair in stride(from: 0, to: picture.pixels.count, by: 2) {
            yuyv += [
                picture.pixels[pair], UInt8(pair * 5 % 256), picture.pixels[pair + 1], UInt8(255 - pair),
            ]
        }
        let grey = try GreyFrame(converting: yuyv, format: .yuyv, width: 8, height: 4)
        #expect(grey == picture)
    }

    @Test func yuv420AndGreyKeepTheYPlane() throws {
        let planar = picture.pixels + [UInt8](repeating: 77, count: 16)
        #expect(try GreyFrame(converting: planar, format: .yuv420, width: 8, height: 4) == picture)
        #expect(try GreyFrame(converting: picture.pixels, format: .grey, width: 8, height: 4) == picture)
    }

    @Test func aShortBufferIsAnErrorNotACrash() {
        #expect(throws: ScannerError.self) {
            try GreyFrame(converting: [1, 2, 3], format: .yuyv, width: 8, height: 4)
        }
        #expect(throws: ScannerError.self) {
            try GreyFrame(converting: [0xFF, 0xD8, 0xFF, 0x00], format: .mjpeg, width: 8, height: 4)
        }
    }

    @Test func mjpegIsDecodedToGreyAndStillScans() throws {
        let symbol = try #require(QRSymbol(text: "through a JPEG"))
        let original = TestImages.frame(symbol, moduleSize: 4)
        let jpeg = TestImages.jpeg(original)
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        let grey = try GreyFrame(
            converting: jpeg, format: .mjpeg, width: original.width, height: original.height)
        #expect(grey.width == original.width && grey.height == original.height)
        // JPEG is lossy: close to the original on average, and still a readable code.
        let difference = zip(grey.pixels, original.pixels).map { abs(Int($0) - Int($1)) }.reduce(0, +)
        #expect(difference / grey.pixels.count < 6)
        #expect(
            try #require(BarcodeReader(symbologies: [.qr])).read(grey).map(\.payload) == [
                Array("through a JPEG".utf8)
            ])
    }

    @Test func fourCCsNameTheFormats() {
        #expect(CameraPixelFormat.yuyv.fourCC == 0x5659_5559)  // V4L2_PIX_FMT_YUYV
        #expect(CameraPixelFormat.mjpeg.fourCC == 0x4750_4A4D)  // V4L2_PIX_FMT_MJPEG
        #expect(CameraPixelFormat(fourCC: 0x5659_5559) == .yuyv)
        #expect(CameraPixelFormat(fourCC: 0x3432_5652) == nil)  // RGB24 is not read
    }

    @Test func pngAndPgmFilesDecodeToTheSamePixels() throws {
        let png = try TestImages.pngFile(picture)
        #expect(try ImageFileSource(path: png).frame() == picture)
        let pgm = URL(fileURLWithPath: png).deletingLastPathComponent().appendingPathComponent("p.pgm")
        try Data(Array("P5\n8 4\n255\n".utf8) + picture.pixels).write(to: pgm)
        #expect(try ImageFileSource(path: pgm.path).frame() == picture)
    }

    @Test func unreadableFilesSayWhy() throws {
        #expect(
            throws: ScannerError.unreadableImage(
                path: "/nonexistent/code.png", reason: "there is no such file")
        ) {
            try ImageFileSource(path: "/nonexistent/code.png").frame()
        }
        let png = try TestImages.pngFile(picture)
        let text = URL(fileURLWithPath: png).deletingLastPathComponent().appendingPathComponent("notes.png")
        try Data("just words".utf8).write(to: text)
        #expect(
            throws: ScannerError.unreadableImage(
                path: text.path, reason: "it is not a PNG, JPEG or PGM image")
        ) {
            try ImageFileSource(path: text.path).frame()
        }
    }

    /// The image-file fuzzer's other find: stb_image turned a 16-bit PPM grey with its
    /// 8-bit conversion, then read twice the buffer that made (a heap overflow under
    /// ASan; without it, wrong greys). Decoded in its own channels and turned grey here,
    /// red and green come out as stb_image's weights make them.
    @Test func aSixteenBitColourImageTurnsGreyWithTheRightWeights() throws {
        let header = Array("P6\n2 1\n65535\n".utf8)
        let red: [UInt8] = [0xFF, 0xFF, 0, 0, 0, 0]
        let green: [UInt8] = [0, 0, 0xFF, 0xFF, 0, 0]
        let frame = try GreyFrame(encodedImage: header + red + green)
        // 255·77/256 and 255·150/256, rounded down.
        #expect(frame == GreyFrame(width: 2, height: 1, pixels: [76, 149]))
        let eightBit = try GreyFrame(encodedImage: Array("P6\n2 1\n255\n".utf8) + [255, 0, 0, 0, 0, 255])
        #expect(eightBit.pixels == [76, 28])  // red, then blue: 255·29/256
    }

    /// The image-file fuzzer's find: stb_image allocates what a header declares before
    /// reading a pixel, so 20 bytes of PPM asked for 2.7 GB (an out-of-memory kill).
    @Test func anImageDeclaringMorePixelsThanTheLimitIsRefusedBeforeDecoding() throws {
        let png = try TestImages.pngFile(picture)
        let huge = URL(fileURLWithPath: png).deletingLastPathComponent().appendingPathComponent("huge.ppm")
        try Data(Array("P6\n30000 30000\n255\n".utf8) + [1, 2, 3]).write(to: huge)
        #expect(
            throws: ScannerError.unreadableImage(
                path: huge.path,
                reason: "the image is 30000×30000, more than the 4096×4096 pixels the scanner decodes")
        ) {
            try ImageFileSource(path: huge.path).frame()
        }
    }
}
