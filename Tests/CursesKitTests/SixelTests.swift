import Testing

@testable import CursesKit
@testable import TermUITesting

/// Sixel pictures: who gets them, the cell size they are drawn at, and the
/// bytes, read back by the harness's sixel terminal (TermUITesting's SixelModel).
@Suite struct SixelQueryTests {
    private static func start(_ environment: [String: String], pictures: Bool = true) -> String {
        String(
            decoding: TerminalQueries(environment: environment, pictures: pictures).startBytes(),
            as: UTF8.self)
    }

    /// DA1's attribute 4 after a VT200-or-later class turns sixels on; a
    /// VT100's option mask, libvterm's answer, `TERMUI_SIXEL=0` and kitty's
    /// pictures do not.
    @Test func da1DecidesAndKittyWins() {
        func sixel(_ attributes: [Int], _ environment: [String: String] = [:]) -> Bool {
            var queries = TerminalQueries(environment: environment)
            _ = queries.apply(.primaryDeviceAttributes(attributes))
            return queries.capabilities.sixel
        }
        #expect(sixel([62, 4, 22]))
        #expect(sixel([65, 1, 4, 6, 22]))
        #expect(!sixel([62, 22]))
        #expect(!sixel([1, 4]), "a VT100's options")
        #expect(!sixel([1, 2]), "libvterm")
        #expect(!sixel([62, 4, 22], ["TERMUI_SIXEL": "0"]))
        #expect(!sixel([62, 4, 22], ["TERMUI_GRAPHICS": "1"]))
        #expect(TerminalQueries(environment: ["TERMUI_SIXEL": "1"]).capabilities.sixel)

        // A terminal with both (WezTerm): kitty's answer, after DA1's, wins.
        var both = TerminalQueries(environment: ["TERM": "xterm-256color"])
        #expect(both.apply(.version("WezTerm 20240203")) == KittyGraphics.query)
        _ = both.apply(.primaryDeviceAttributes([65, 4, 22]))
        #expect(both.capabilities.sixel)
        _ = both.apply(.graphics("i=31;OK"))
        #expect(both.capabilities.graphics && !both.capabilities.sixel)
    }

    /// The cell size is asked before DA1, never by an inline region (which
    /// shows half blocks only) or with sixels turned off.
    @Test func theCellSizeIsAskedBeforeTheSentinel() {
        #expect(Self.start([:]).hasSuffix("\u{1B}[16t\u{1B}[>0q\u{1B}[c"))
        #expect(!Self.start(["TERMUI_SIXEL": "0"]).contains("\u{1B}[16t"))
        #expect(!Self.start([:], pictures: false).contains("\u{1B}[16t"))
        var inline = TerminalQueries(environment: ["TERMUI_SIXEL": "1"], pictures: false)
        #expect(!inline.capabilities.sixel)
        _ = inline.apply(.primaryDeviceAttributes([62, 4]))
        #expect(!inline.capabilities.sixel)
    }

    /// The answer is a report wherever the reads cut it, never typed text.
    @Test func theCellSizeAnswerIsNeverTypedText() {
        PictureGraphicsQueryTests.expectReportAtEveryCut(
            "\u{1B}[6;20;10t", is: .cellSize(width: 10, height: 20))
        // Cut by a slow link, the reader giving up on the rest between the
        // halves: its digits still wait for their end (no key is `CSI 6 ; …`
        // cut short) while the start-up answers may come.
        let bytes = Array("a\u{1B}[6;20;10tb".utf8)
        for cut in 3..<(bytes.count - 1) {
            var decoder = TerminalInputDecoder(keys: KeySequenceTable([]))
            decoder.awaitsAnswers = true
            var events = decoder.feed(bytes[..<cut])
            events += decoder.finishBurst()
            events += decoder.feed(bytes[cut...])
            events += decoder.finishBurst()
            #expect(events == [.key(.character("a")), .key(.character("b"))], "cut at \(cut)")
            #expect(decoder.takeReports() == [.cellSize(width: 10, height: 20)], "cut at \(cut)")
        }
    }
}

@Suite struct SixelEncodingTests {
    /// A picture with a colour per pixel row and column, a hole in it.
    static func sample(width: Int, height: Int) -> PixelImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let hole = x == 3 && y == 7
                pixels += [
                    UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), 90,
                    hole ? 0 : 255,
                ]
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// What the harness's sixel terminal reads from the bytes is the picture:
    /// every pixel within the cube's rounding of its colour, the hole left
    /// unpainted, its width, its height in whole bands, nothing refused.
    @Test func theBytesReadBackAsThePicture() throws {
        for (width, height) in [(1, 1), (7, 6), (23, 13), (40, 60)] {
            let picture = Self.sample(width: width, height: height)
            let bytes = Sixel.encode(picture)
            #expect(Array(bytes.prefix(9)) == Array("\u{1B}P0;1;0q\"".utf8))
            #expect(Array(bytes.suffix(2)) == [0x1B, 0x5C])
            let model = SixelModel(rows: 10, cols: 10)
            _ = model.draw(Array(bytes.dropFirst(2).dropLast(2)), row: 0, col: 0)
            #expect(model.errors.isEmpty, "\(model.errors)")
            let image = try #require(model.images.first)
            #expect(image.width == width && image.height == (height + 5) / 6 * 6, "\(image)")
            for y in 0..<height {
                for x in 0..<width {
                    let shown = image.pixels[y * width + x]
                    let pixel = picture[x, y]
                    if pixel.alpha == 0 {
                        #expect(shown == nil, "\(x),\(y) of \(width)×\(height) painted")
                        continue
                    }
                    let color = try #require(shown, "\(x),\(y) of \(width)×\(height) unpainted")
                    let channels = [Int(color >> 16), Int(color >> 8 & 0xFF), Int(color & 0xFF)]
                    let wanted = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                    #expect(zip(channels, wanted).allSatisfy { abs($0 - $1) <= 26 }, "\(x),\(y): \(channels)")
                }
            }
        }
    }

    /// Long runs of one sixel go as `!count`: a plain 200-pixel-wide band is a few bytes.
    @Test func runsAreCounted() {
        let picture = PixelImage(
            width: 200, height: 6, pixels: Array([UInt8]([10, 200, 30, 255]).repeated(200 * 6)))
        let text = String(decoding: Sixel.encode(picture), as: UTF8.self)
        #expect(text.contains("!200~"))
        #expect(text.count < 60, "\(text.debugDescription)")
    }

    /// A rectangle's pixels are its cells' share of the picture at cell
    /// size, cut to whole bands: never a pixel into the row below.
    @Test func aRectangleIsCutToWholeBands() {
        let picture = Self.sample(width: 80, height: 80)
        let cell = Size(width: 10, height: 20)
        let part = PictureLayer.Placement(x: 3, y: 2, columns: 3, rows: 2, sourceColumn: 1, sourceRow: 1)
        let cropped = PictureLayer.crop(picture, to: part, cell: cell)
        #expect(cropped.width == 30 && cropped.height == 36)
        #expect(cropped[0, 0] == picture[10, 20])
        #expect(cropped[29, 35] == picture[39, 55])
    }
}

extension Array {
    fileprivate func repeated(_ times: Int) -> [Element] {
        (0..<times).flatMap { _ in self }
    }
}

/// The picture layer's sixels on a real ncurses screen, libvterm with the
/// harness's sixel model playing the terminal (HyperlinkTests' rig).
@MainActor @Suite struct SixelLayerTests {
    static let picture = PixelImage(
        width: 4, height: 4, pixels: Array([UInt8]([200, 100, 50, 255]).repeated(16)))

    static func shown(_ rig: HyperlinkTests.Rig) -> [[Int]] {
        var cells: [[Int]] = []
        for (row, line) in rig.terminal.sixels.cellsShown.enumerated() {
            for (col, showing) in line.enumerated() where showing { cells.append([row, col]) }
        }
        return cells
    }

    /// ncurses moves the cursor right by printing the glyphs already there
    /// when that is shorter than a cursor move: that wipes a sixel under
    /// them, so it is drawn again, though none of its cells changed. A change
    /// in another row draws nothing.
    @Test func aSixelNcursesPrintsOverToMoveIsDrawnAgain() throws {
        let rig = try HyperlinkTests.Rig(environment: ["TERMUI_SIXEL": "1"])
        defer { rig.end() }
        rig.screen.pictures.cellPixels = Size(width: 10, height: 20)
        let surface = rig.screen.makeSurface()
        surface.draw("ab", at: Point(x: 0, y: 1), style: .plain)
        surface.placePicture(Self.picture, id: 5, frame: Rect(x: 0, y: 1, width: 2, height: 1))
        rig.screen.commit(cursor: Point(x: 0, y: 1))
        _ = rig.drain()
        #expect(Self.shown(rig) == [[1, 0], [1, 1]])
        #expect(rig.terminal.sixels.images.count == 1)
        #expect(rig.terminal.capture().cursor.row == 1 && rig.terminal.capture().cursor.col == 0)

        rig.screen.makeSurface().draw("x", at: Point(x: 2, y: 1), style: .plain)
        rig.screen.commit(cursor: Point(x: 0, y: 1))
        let writes = rig.drain()
        #expect(HyperlinkTests.text(writes).hasPrefix("abx"), "ncurses printed over the picture to move")
        #expect(Self.shown(rig) == [[1, 0], [1, 1]])
        #expect(rig.terminal.sixels.images.count == 2)
        #expect(rig.terminal.capture().cursor.row == 1 && rig.terminal.capture().cursor.col == 0)

        rig.screen.makeSurface().draw("y", at: Point(x: 5, y: 4), style: .plain)
        rig.screen.commit(cursor: Point(x: 0, y: 23))
        _ = rig.drain()
        rig.screen.makeSurface().draw("z", at: Point(x: 5, y: 4), style: .plain)
        rig.screen.commit(cursor: Point(x: 0, y: 23))
        _ = rig.drain()
        #expect(rig.terminal.sixels.images.count == 2, "drawn again for a change in another row")
        #expect(Self.shown(rig) == [[1, 0], [1, 1]])
        #expect(rig.lines[4].hasPrefix("     z"))
        #expect(rig.terminal.sixels.errors.isEmpty)
    }
}
