import Testing

@testable import ScannerKit

/// zbar reads what libqrencode printed: payloads of every size, turned,
/// scaled, noisy, blurred and faint pictures, none and two codes.
@Suite struct BarcodeReaderTests {
    let reader = BarcodeReader(symbologies: [.qr])

    @Test(arguments: [1, 2, 17, 100, 333, 700, 1_000, 1_500, 2_000])
    func utf8PayloadsRoundTrip(bytes: Int) throws {
        let text = TestImages.utf8Text(bytes: bytes)
        #expect(text.utf8.count > bytes - 4)
        let symbol = try #require(QRSymbol(text: text))
        let found = try #require(reader).read(TestImages.frame(symbol, moduleSize: bytes > 500 ? 3 : 4))
        #expect(found.count == 1)
        #expect(found.first?.payload == Array(text.utf8))
        #expect(found.first?.symbology == .qr)
        let item = RecognizedItem.Barcode(
            id: .init(), payload: found.first?.payload ?? [], symbology: .qr, bounds: FrameBounds(points: []))
        #expect(item.payloadStringValue == text)
    }

    @Test(arguments: [1, 64, 2_000])
    func binaryPayloadsKeepTheirBytes(bytes: Int) throws {
        let payload = TestImages.binary(bytes: bytes)
        let symbol = try #require(QRSymbol(payload: payload))
        let found = try #require(reader).read(TestImages.frame(symbol))
        #expect(found.map(\.payload) == [payload])
        let item = RecognizedItem.Barcode(
            id: .init(), payload: payload, symbology: .qr, bounds: FrameBounds(points: []))
        #expect(bytes == 1 || item.payloadStringValue == nil)
    }

    @Test(arguments: [0.0, 7, 15, 22.5, 30, 38, 45])
    func turnedCodesAreRead(degrees: Double) throws {
        let symbol = try #require(QRSymbol(text: "turned \(degrees)°"))
        let found = try #require(reader).read(TestImages.frame(symbol, moduleSize: 4, rotation: degrees))
        #expect(found.map(\.payload) == [Array("turned \(degrees)°".utf8)])
    }

    @Test(arguments: [2.0, 3, 5.5, 9])
    func scaledCodesAreRead(moduleSize: Double) throws {
        let symbol = try #require(QRSymbol(text: "module \(moduleSize) px"))
        let found = try #require(reader).read(TestImages.frame(symbol, moduleSize: moduleSize))
        #expect(found.map(\.payload) == [Array("module \(moduleSize) px".utf8)])
    }

    /// A camera's faults: each alone, then all together as the demo feed makes them.
    @Test(arguments: [
        ("noisy", 40, 0, UInt8(20), UInt8(235)),
        ("blurred", 0, 2, 20, 235),
        ("low contrast", 0, 0, 110, 160),
        ("all at once", 12, 1, 70, 180),
    ])
    func degradedCodesAreRead(name: String, noise: Int, blur: Int, dark: UInt8, light: UInt8) throws {
        let symbol = try #require(QRSymbol(text: "degraded: \(name)"))
        let frame = TestImages.frame(symbol, moduleSize: 5, rotation: 12) {
            $0.noise = noise
            $0.blurRadius = blur
            $0.dark = dark
            $0.light = light
            $0.background = (dark / 2) + (light / 2)
        }
        let found = try #require(reader).read(frame)
        #expect(found.map(\.payload) == [Array("degraded: \(name)".utf8)])
    }

    @Test func aFrameWithoutACodeGivesNothing() throws {
        var synthesizer = FrameSynthesizer(width: 320, height: 240)
        synthesizer.noise = 30
        #expect(try #require(reader).read(synthesizer.render([])).isEmpty)
    }

    @Test func twoCodesAreBothReadWhereTheyAre() throws {
        let left = try #require(QRSymbol(text: "left"))
        let right = try #require(QRSymbol(text: "right"))
        let synthesizer = FrameSynthesizer(width: 400, height: 200)
        let frame = synthesizer.render([
            (left, SymbolPlacement(centerX: 100, centerY: 100, moduleSize: 4)),
            (right, SymbolPlacement(centerX: 300, centerY: 100, moduleSize: 4, rotation: 20)),
        ])
        let found = try #require(reader).read(frame)
        #expect(Set(found.map(\.payload)) == [Array("left".utf8), Array("right".utf8)])
        for detection in found {
            let expectedX = detection.payload == Array("left".utf8) ? 100 : 300
            #expect(detection.bounds.points.count == 4)
            #expect(abs(detection.bounds.center.x - expectedX) <= 6)
            #expect(abs(detection.bounds.center.y - 100) <= 6)
        }
    }

    @Test func onlyTheSymbologiesAskedForAreReported() throws {
        let symbol = try #require(QRSymbol(text: "qr only"))
        let eanOnly = try #require(BarcodeReader(symbologies: [.ean13]))
        #expect(eanOnly.read(TestImages.frame(symbol)).isEmpty)
    }
}
