import CursesKit
import Testing
import WalletKit

/// The cells drawn in the QR code's dark-on-light style, as lines, cropped to their bounding box.
@MainActor
func qrRegion(in buffer: CellBuffer) -> [String] {
    var rows: [Int: [Int: String]] = [:]
    for y in 0..<buffer.size.height {
        for x in 0..<buffer.size.width {
            let cell = buffer.cell(at: Point(x: x, y: y))
            if cell.style == QRCode.style { rows[y, default: [:]][x] = cell.text }
        }
    }
    let xs = rows.values.flatMap(\.keys)
    guard let minX = xs.min(), let maxX = xs.max() else { return [] }
    return rows.keys.sorted().map { y in
        (minX...maxX).map { rows[y]?[$0] ?? "?" }.joined()
    }
}

@MainActor
@Suite struct PassCardWidgetTests {
    @Test func drawnQRMatchesLibqrencode() throws {
        let pass = try Pass.sample
        let card = PassCardWidget(pass: pass)
        let buffer = render(card, size: card.intrinsicContentSize)
        let drawn = try #require(QRCode.modules(fromHalfBlockLines: qrRegion(in: buffer)))
        let message = try #require(pass.preferredBarcode?.message)
        var expected = try QRCode(message).matrix(quietZone: 2)
        if expected.count % 2 == 1 { expected.append([Bool](repeating: false, count: expected.count)) }
        #expect(drawn == expected)
        #expect(buffer.lines.contains { $0.contains("7Q2K9F") }, "alt text under the code")
    }

    @Test func qrMatrixIsCaseSensitiveAndHasFinderPatterns() throws {
        let upper = try QRCode("HELLO")
        let lower = try QRCode("hello")
        #expect(upper.modules != lower.modules)
        #expect(upper.size == 21)
        #expect(upper.version == 1)
        // The top-left finder pattern: a dark 7×7 ring around a light ring around a 3×3 core.
        #expect(upper.modules[0][0..<7].allSatisfy { $0 })
        #expect(upper.modules[1][1..<6].allSatisfy { !$0 })
        #expect(upper.modules[3][2..<5].allSatisfy { $0 })
        let framed = upper.matrix(quietZone: 4)
        #expect(framed.count == 29)
        #expect(framed[0].allSatisfy { !$0 } && framed[3].allSatisfy { !$0 })
        #expect(framed[4][4])
        #expect(upper.halfBlockLines(quietZone: 4).count == 15)
        #expect(upper.halfBlockLines(quietZone: 0).first?.hasPrefix("█▀▀▀▀▀█") == true)
    }

    @Test func cardShowsHeaderFieldsAndColours() throws {
        let card = PassCardWidget(pass: try Pass.sample)
        let size = card.intrinsicContentSize
        #expect(size.width >= 40)
        let buffer = render(card, size: size)
        let lines = buffer.lines
        #expect(lines[1].hasPrefix("  Terminal Air"))
        #expect(lines[1].hasSuffix("GATE  "))
        #expect(lines[2].hasSuffix("B12  "))
        #expect(lines[4].hasPrefix("  LISBON") && lines[4].hasSuffix("REYKJAVIK  "))
        #expect(lines[5].hasPrefix("  LIS") && lines[5].contains("→") && lines[5].hasSuffix("KEF  "))
        #expect(lines[7].contains("PASSENGER") && lines[7].hasSuffix("FLIGHT  "))
        #expect(lines[8].contains("Ana Silva") && lines[8].hasSuffix("TU 612  "))
        #expect(lines[10].contains("BOARDS") && lines[10].contains("SEAT") && lines[10].contains("GROUP"))
        #expect(lines[11].contains("07:25") && lines[11].contains("14C") && lines[11].hasSuffix("3  "))

        let background = Color.rgb(22, 64, 122)
        #expect(buffer.cell(at: .zero).style.background == background)
        let logo = buffer.cell(at: Point(x: 2, y: 1)).style
        #expect(logo.foreground == .rgb(255, 255, 255) && logo.attributes.contains(.bold))
        let label = buffer.cell(at: Point(x: 2, y: 4)).style
        #expect(label.foreground == .rgb(160, 200, 240) && label.background == background)
        #expect(
            buffer.cell(at: Point(x: 2, y: 5)).style.attributes.contains(.bold), "primary values are bold")
    }

    @Test func smallFramesDropTheBarcodeThenFields() throws {
        let card = PassCardWidget(pass: try Pass.sample)
        let withoutBarcode = render(card, size: Size(width: 40, height: 14))
        #expect(qrRegion(in: withoutBarcode).isEmpty)
        #expect(withoutBarcode.lines.contains { $0.contains("BOARDS") })

        let tiny = render(card, size: Size(width: 40, height: 4))
        #expect(!tiny.lines.contains { $0.contains("BOARDS") })
        #expect(tiny.lines.contains { $0.contains("Terminal Air") })

        let narrow = render(card, size: Size(width: 20, height: 40))
        #expect(qrRegion(in: narrow).isEmpty, "a QR code that does not fit whole is not drawn")
        #expect(narrow.lines.contains { $0.contains("Ana") })
    }

    /// A code that does not fit (too wide, or too tall beside the fields) gives way
    /// to what a person can type: the barcode's alternative text, never nothing.
    @Test(arguments: [Size(width: 20, height: 40), Size(width: 40, height: 14), Size(width: 56, height: 15)])
    func aBarcodeTooBigForTheCardShowsItsText(size: Size) throws {
        let card = PassCardWidget(pass: try Pass.sample)
        let buffer = render(card, size: size)
        #expect(qrRegion(in: buffer).isEmpty)
        #expect(buffer.lines.contains { $0.contains("7Q2K9F") }, "\(buffer.lines)")
        #expect(buffer.lines.contains { $0.contains("Ana") }, "the fields come first")
    }

    /// A terminal without UTF-8 cannot draw half blocks: the card says so where the
    /// code would be and shows the alternative text, instead of dropping both.
    @Test func withoutUnicodeTheCodeIsExplainedNotDropped() throws {
        let card = PassCardWidget(pass: try Pass.sample)
        let buffer = CellBuffer(size: card.intrinsicContentSize)
        buffer.canDrawUnicode = false
        card.frame = Rect(origin: .zero, size: buffer.size)
        card.draw(in: buffer)
        #expect(qrRegion(in: buffer).isEmpty)
        #expect(buffer.lines.contains { $0.contains(PassCardWidget.needsUnicodeMessage) })
        #expect(buffer.lines.contains { $0.contains("7Q2K9F") })
    }

    @Test func shortWideFramesPutTheBarcodeBesideTheFields() throws {
        let pass = try Pass.sample
        let card = PassCardWidget(pass: pass)
        let proposal = Size(width: 80, height: 22)
        let size = card.sizeThatFits(proposal)
        #expect(size.width <= 80 && size.height <= 22)
        #expect(size.height < card.intrinsicContentSize.height)
        let buffer = render(card, size: size)
        let drawn = try #require(QRCode.modules(fromHalfBlockLines: qrRegion(in: buffer)))
        var expected = try QRCode(try #require(pass.preferredBarcode?.message)).matrix(quietZone: 2)
        if expected.count % 2 == 1 { expected.append([Bool](repeating: false, count: expected.count)) }
        #expect(drawn == expected)
        #expect(buffer.lines[1].hasPrefix("  Terminal Air"))
        #expect(buffer.lines.contains { $0.hasPrefix("  07:25") }, "every field row still shows")
    }

    @Test func nonQRBarcodesShowTheirText() throws {
        var pass = try Pass.sample
        pass.barcodes = [PassBarcode(message: "1234567890", format: .code128)]
        let card = PassCardWidget(pass: pass)
        #expect(card.qrCode == nil)
        let buffer = render(card, size: card.intrinsicContentSize)
        #expect(buffer.lines.contains { $0.contains("1234567890") })
    }
}
