import Foundation
import Glibc
import Testing

@testable import TermUI

/// `Image(_:)` from a picture file: two pixels a cell in half blocks, the
/// nearest colours the terminal has, shades without colour, a placeholder
/// and one report for a file that cannot be shown.
@MainActor
@Suite final class PictureImageTests {
    /// A fresh temporary directory for this test's files, removed with it.
    private let directory: String

    init() throws {
        var template = Array("/tmp/termui-picture-XXXXXX".utf8CString)
        directory = try #require(mkdtemp(&template).map { String(cString: $0) })
    }

    deinit {
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) {
            for entry in entries { unlink("\(directory)/\(entry)") }
        }
        rmdir(directory)
    }

    /// Writes `bytes` to a new file in this test's directory; its path.
    private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = "\(directory)/\(name)"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
        return path
    }

    /// A binary PPM of `width × height` RGB `pixels`.
    private func ppm(width: Int, height: Int, _ pixels: [(UInt8, UInt8, UInt8)]) -> [UInt8] {
        Array("P6\n\(width) \(height)\n255\n".utf8) + pixels.flatMap { [$0.0, $0.1, $0.2] }
    }

    private static let red: (UInt8, UInt8, UInt8) = (200, 0, 0)
    private static let blue: (UInt8, UInt8, UInt8) = (0, 0, 200)
    private static let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
    private static let black: (UInt8, UInt8, UInt8) = (0, 0, 0)

    /// Two columns, four rows: red over blue, then white over black.
    private func checker() throws -> String {
        try file(
            "checker.ppm",
            ppm(
                width: 2, height: 4,
                [Self.red, Self.red, Self.blue, Self.blue, Self.white, Self.white, Self.black, Self.black]))
    }

    @Test func aPictureIsAColumnPerPixelAndARowPerTwoInHalfBlocks() throws {
        let path = try checker()
        let host = HeadlessHost(size: Size(width: 4, height: 3)) {
            VStack(spacing: 0) {
                Image(path)
                Text("ok")
            }
        }
        #expect(host.lines == [" ▀▀ ", " ▀▀ ", " ok "])
        let top = host.cell(at: Point(x: 1, y: 0)).style
        #expect(top.foreground == .rgb(200, 0, 0))
        #expect(top.background == .rgb(0, 0, 200))
        let bottom = host.cell(at: Point(x: 2, y: 1)).style
        #expect(bottom.foreground == .rgb(255, 255, 255))
        #expect(bottom.background == .rgb(0, 0, 0))
    }

    @Test func aResizablePictureStretchesToItsFrame() throws {
        let path = try checker()
        let host = HeadlessHost(size: Size(width: 4, height: 4)) {
            Image(decorative: path).resizable().frame(width: 32, height: 64)
        }
        #expect(host.lines == ["▀▀▀▀", "▀▀▀▀", "▀▀▀▀", "▀▀▀▀"])
        // Eight pixel rows from four: each source row twice.
        #expect(host.cell(at: Point(x: 3, y: 0)).style.foreground == .rgb(200, 0, 0))
        #expect(host.cell(at: Point(x: 3, y: 0)).style.background == .rgb(200, 0, 0))
        #expect(host.cell(at: Point(x: 0, y: 1)).style.foreground == .rgb(0, 0, 200))
        #expect(host.cell(at: Point(x: 0, y: 3)).style.background == .rgb(0, 0, 0))
    }

    @Test func scaledToFitKeepsThePicturesShape() throws {
        // 4×4 pixels: square, so 4 columns by 2 rows at its own size.
        let path = try file("square.ppm", ppm(width: 4, height: 4, Array(repeating: Self.white, count: 16)))
        let host = HeadlessHost(size: Size(width: 20, height: 4)) {
            Image(path).resizable().scaledToFit().frame(width: 160, height: 64)
        }
        // The largest of 2 columns a row inside 20×4: 8×4, centred.
        #expect(
            host.lines
                == Array(repeating: "      ████████      ".replacingOccurrences(of: "█", with: "▀"), count: 4)
        )
    }

    @Test func onA256ColourTerminalPixelsArePaletteEntries() throws {
        let path = try checker()
        let host = HeadlessHost(size: Size(width: 2, height: 2)) { Image(path) }
        host.buffer.colorCapability = .indexed256
        host.resize(to: Size(width: 2, height: 2))
        #expect(
            host.cell(at: Point(x: 0, y: 0)).style.foreground
                == Color.rgb(200, 0, 0).resolved(for: .indexed256))
        #expect(host.cell(at: Point(x: 0, y: 1)).style.foreground == .indexed(231))
    }

    @Test func withoutColourEachCellIsAShadeAndWithoutUnicodeASCII() throws {
        let path = try checker()
        let host = HeadlessHost(size: Size(width: 2, height: 2)) { Image(path) }
        host.buffer.colorCapability = .monochrome
        host.resize(to: Size(width: 2, height: 2))
        // Red over blue averages dark (no ink); white over black half bright (▒).
        #expect(host.lines == ["  ", "▒▒"])
        host.buffer.canDrawUnicode = false
        host.resize(to: Size(width: 2, height: 2))
        #expect(host.lines == ["..", "=="])
    }

    @Test func aMissingFileShowsAPlaceholderAndIsReportedOnceWithTheReason() throws {
        let name = "/tmp/no-such-dir-\(getpid())/avatar.png"
        let host = HeadlessHost(size: Size(width: 3, height: 1)) { Image(name) }
        #expect(host.lines == ["▯  "])
        guard case .failure(let error) = PictureFiles.picture(named: name) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(error.description.contains("no picture file named \(name)"))
        #expect(!PictureFiles.reportUnreadable(name, error), "already reported when first drawn")
        #expect(PictureFiles.unreadableMessage(name, error).hasSuffix("it shows ▯"))
    }

    @Test func aFileThatIsNotAPictureDrawsNothingOfItsContent() throws {
        // Escape sequences in a file never reach the terminal: it is not a picture.
        let path = try file("evil.png", Array("\u{1B}[2J\u{1B}]0;owned\u{07}hello".utf8))
        let host = HeadlessHost(size: Size(width: 6, height: 1)) { Image(path) }
        #expect(host.lines == ["▯     "])
        guard case .failure(let error) = PictureFiles.picture(named: path) else {
            Issue.record("garbage decoded as a picture")
            return
        }
        #expect(error.description.contains("not a picture TermUI can read"))
    }

    @Test func aHeaderDeclaringAHugePictureIsRefusedBeforeDecoding() {
        // 30 bytes that would have stb_image allocate 2.7 GB.
        #expect(throws: PixelImage.LoadError.self) {
            try PixelImage(encoded: Array("P6\n30000 30000\n255\n".utf8) + [0, 0, 0])
        }
        do {
            _ = try PixelImage(encoded: Array("P6\n30000 30000\n255\n".utf8) + [0, 0, 0])
        } catch {
            #expect(error.description == "the picture is 30000×30000, more than 4096×4096 pixels")
        }
    }

    @Test func aSixteenBitPPMIsReadInItsOwnChannels() throws {
        // Two bytes a sample (each byte the same, so either byte order reads 200): the one
        // stb_image conversion to fewer channels reads past its buffer; TermUI asks for none.
        let bytes = Array("P6\n1 2\n65535\n".utf8) + [0xC8, 0xC8, 0, 0, 0, 0, 0, 0, 0, 0, 0xC8, 0xC8]
        let picture = try PixelImage(encoded: bytes)
        #expect(picture.width == 1 && picture.height == 2)
        #expect(picture[0, 0] == (200, 0, 0, 255))
        #expect(picture[0, 1] == (0, 0, 200, 255))
    }

    @Test func aNameIsLookedForWithItsExtensionsInTheImagePath() throws {
        let path = try checker()
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        let found = PictureFiles.path(
            for: "checker", environment: { $0 == "TERMUI_IMAGE_PATH" ? "/nowhere:\(directory)" : nil },
            exists: { access($0, R_OK) == 0 })
        #expect(found == "\(directory)/checker.ppm")
        #expect(PictureFiles.path(for: "checker", environment: { _ in nil }, exists: { _ in false }) == nil)
    }
}
