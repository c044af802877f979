import Foundation
import Testing

@testable import CursesKit

/// Pictures with the kitty graphics protocol: who is asked, what the
/// answer turns on, the commands' bytes, and the rectangles the picture
/// layer makes of the cells a picture still shows.
@Suite struct PictureGraphicsQueryTests {
    private static let query = String(decoding: KittyGraphics.query, as: UTF8.self)

    private static func start(_ environment: [String: String]) -> String {
        String(decoding: TerminalQueries(environment: environment).startBytes(), as: UTF8.self)
    }

    /// Asked at start-up, before XTVERSION and DA1, only where the
    /// environment names a terminal with the protocol and nothing stands between.
    @Test func theEnvironmentDecidesWhoIsAskedAtStartUp() {
        #expect(Self.start(["TERM": "xterm-kitty"]).contains(Self.query + "\u{1B}[16t\u{1B}[>0q"))
        #expect(Self.start(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"]).contains(Self.query))
        #expect(Self.start(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]).contains(Self.query))
        #expect(!Self.start(["TERM": "xterm-256color"]).contains("\u{1B}_G"))
        #expect(!Self.start(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]).contains("\u{1B}_G"))
        #expect(!Self.start(["TERM": "xterm-kitty", "TERMUI_GRAPHICS": "0"]).contains("\u{1B}_G"))
        #expect(!Self.start(["TERM": "xterm-kitty", "TERMUI_QUERIES": "0"]).contains("\u{1B}_G"))
    }

    /// A terminal that names itself kitty in XTVERSION is asked then; its
    /// `OK` turns pictures on, an error leaves them off.
    @Test func xtversionAsksAndTheAnswerDecides() {
        var queries = TerminalQueries(environment: ["TERM": "xterm-256color"])
        #expect(queries.apply(.graphics("i=31;OK")).isEmpty)
        #expect(!queries.capabilities.graphics, "an answer to a question never asked")
        #expect(queries.apply(.version("kitty(0.35.2)")) == KittyGraphics.query)
        #expect(queries.apply(.version("kitty(0.35.2)")).isEmpty, "asked once")
        _ = queries.apply(.graphics("i=31;EINVAL:unsupported"))
        #expect(!queries.capabilities.graphics)
        _ = queries.apply(.graphics("i=31;OK"))
        #expect(queries.capabilities.graphics)
        // Every way out deletes the pictures, with the other modes, on the alternate screen.
        #expect(queries.modesOff.contains(KittyGraphics.deleteAll))

        var tmux = TerminalQueries(environment: ["TERM": "tmux-256color"])
        #expect(tmux.apply(.version("tmux 3.4")).isEmpty)
    }

    /// `TERMUI_GRAPHICS=1` is on from the start and asks nothing; an inline
    /// region never shows pictures (the main screen's are not its to delete).
    @Test func theOverridesAndTheInlineRegion() {
        let forced = TerminalQueries(environment: ["TERMUI_GRAPHICS": "1"])
        #expect(forced.capabilities.graphics)
        #expect(!String(decoding: forced.startBytes(), as: UTF8.self).contains("\u{1B}_G"))
        var inline = TerminalQueries(
            environment: ["TERM": "xterm-kitty", "TERMUI_GRAPHICS": "1"], pictures: false)
        #expect(!inline.capabilities.graphics)
        #expect(!String(decoding: inline.startBytes(), as: UTF8.self).contains("\u{1B}_G"))
        #expect(inline.apply(.version("kitty(0.35.2)")).isEmpty)
        _ = inline.apply(.graphics("i=31;OK"))
        #expect(!inline.capabilities.graphics)
        #expect(!inline.modesOff.contains(KittyGraphics.deleteAll))
    }

    /// The answer is a report wherever the reads cut it, never typed text.
    @Test func theAnswerIsNeverTypedText() {
        Self.expectReportAtEveryCut("\u{1B}_Gi=31;OK\u{1B}\\", is: .graphics("i=31;OK"))
    }

    /// Expects `answer`, between an `a` and a `b` typed, to be `report` and
    /// never typed text, wherever two reads cut it while answers are awaited.
    static func expectReportAtEveryCut(_ answer: String, is report: TerminalReport) {
        let bytes = Array("a\(answer)b".utf8)
        for cut in 1..<bytes.count {
            var decoder = TerminalInputDecoder(keys: KeySequenceTable([]))
            decoder.awaitsAnswers = true
            var events = decoder.feed(bytes[..<cut])
            events += decoder.feed(bytes[cut...])
            events += decoder.finishBurst()
            #expect(events == [.key(.character("a")), .key(.character("b"))], "cut at \(cut)")
            #expect(decoder.takeReports() == [report], "cut at \(cut)")
        }
    }
}

@Suite struct KittyGraphicsEncodingTests {
    /// An opaque picture goes as RGB in 4096-byte chunks: the keys on the
    /// first, only `m` (and `q`) after, `m=0` on the last.
    @Test func aPictureIsSentInChunks() {
        let picture = PixelImage(width: 40, height: 40, pixels: Array(repeating: 255, count: 40 * 40 * 4))
        let text = String(decoding: KittyGraphics.transmit(picture, id: 1001), as: UTF8.self)
        let commands = text.split(separator: "\u{1B}\\").map(String.init)
        #expect(commands.count == 2)  // 4,800 bytes of RGB, 6,400 in base64
        #expect(commands[0].hasPrefix("\u{1B}_Ga=t,f=24,s=40,v=40,i=1001,q=2,m=1;"))
        #expect(commands[0].count == "\u{1B}_Ga=t,f=24,s=40,v=40,i=1001,q=2,m=1;".count + 4096)
        #expect(commands[1].hasPrefix("\u{1B}_Gm=0,q=2;"))
        #expect(commands[1].count == "\u{1B}_Gm=0,q=2;".count + 6400 - 4096)
        var translucent = picture.pixels
        translucent[3] = 0
        let rgba = KittyGraphics.transmit(PixelImage(width: 40, height: 40, pixels: translucent), id: 1002)
        #expect(String(decoding: rgba, as: UTF8.self).hasPrefix("\u{1B}_Ga=t,f=32,s=40,v=40,i=1002"))
    }
}

@MainActor
@Suite struct PictureLayerTests {
    private static let picture = PixelImage(
        width: 16, height: 8, pixels: Array(repeating: 200, count: 16 * 8 * 4))

    private func layer() -> PictureLayer {
        let layer = PictureLayer()
        layer.fit(Size(width: 20, height: 10))
        layer.isEnabled = true
        return layer
    }

    private func placement(_ x: Int, _ y: Int, _ columns: Int, _ rows: Int, from column: Int, _ row: Int)
        -> PictureLayer.Placement
    {
        PictureLayer.Placement(x: x, y: y, columns: columns, rows: rows, sourceColumn: column, sourceRow: row)
    }

    @Test func aPictureInTheOpenIsOneRectangle() {
        let off = PictureLayer()
        off.fit(Size(width: 20, height: 10))
        off.place(
            Self.picture, id: 7, frame: Rect(x: 2, y: 1, width: 8, height: 4),
            clip: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(off.placements().isEmpty, "noted while the terminal shows no pictures")
        let layer = layer()
        layer.place(
            Self.picture, id: 7, frame: Rect(x: 2, y: 1, width: 8, height: 4),
            clip: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(layer.placements() == [7: [placement(2, 1, 8, 4, from: 0, 0)]])
    }

    /// Cells drawn over (an overlay, a sheet) leave the rectangles around them.
    @Test func cellsDrawnOverAreCutOut() {
        let layer = layer()
        layer.place(
            Self.picture, id: 7, frame: Rect(x: 2, y: 1, width: 8, height: 4),
            clip: Rect(x: 0, y: 0, width: 20, height: 10))
        layer.clear(columns: 4..<6, y: 2)
        #expect(
            layer.placements() == [
                7: [
                    placement(2, 1, 8, 1, from: 0, 0), placement(2, 2, 2, 1, from: 0, 1),
                    placement(6, 2, 4, 1, from: 4, 1), placement(2, 3, 8, 2, from: 0, 2),
                ]
            ])
        layer.clear(columns: 0..<20, y: 1)
        layer.clear(columns: 0..<20, y: 2)
        layer.clear(columns: 0..<20, y: 3)
        layer.clear(columns: 0..<20, y: 4)
        #expect(layer.placements().isEmpty)
    }

    /// A clip (a scroll view, the screen's edge) shows the part inside it, from the right picture row.
    @Test func aClippedPictureShowsItsVisiblePart() {
        let layer = layer()
        layer.place(
            Self.picture, id: 7, frame: Rect(x: 2, y: -2, width: 8, height: 4),
            clip: Rect(x: 0, y: 0, width: 20, height: 10))
        layer.place(
            Self.picture, id: 8, frame: Rect(x: 12, y: 5, width: 8, height: 4),
            clip: Rect(x: 0, y: 0, width: 15, height: 7))
        #expect(
            layer.placements() == [
                7: [placement(2, 0, 8, 2, from: 0, 2)], 8: [placement(12, 5, 3, 2, from: 0, 0)],
            ])
        // The pixels those cells show: 16 × 8 pixels over 8 × 4 cells, 2 × 2 a cell.
        let source = PictureLayer.source(
            of: placement(12, 5, 3, 2, from: 1, 2), columns: 8, rows: 4, pixels: Self.picture)
        let pixels: [Int] = [source.x, source.y, source.width, source.height]
        #expect(pixels == [2, 4, 6, 4])
    }
}
