import Testing

@testable import CursesKit

/// The bytes of inline frames, written out: only relative motion, only the
/// cells that changed, back to the region's first row at the end.
@MainActor
@Suite struct InlineFrameWriterTests {
    /// Rows of plain cells from text, each `width` wide.
    static func rows(_ lines: [String], width: Int = 6) -> [InlineFrameWriter.Row] {
        lines.map { line in
            let cells = line.map { CellBuffer.Cell(text: String($0)) }
            return cells + Array(repeating: .blank, count: width - cells.count)
        }
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func frame(
        _ new: [String], over old: [String]?, above: [String] = [], width: Int = 6
    ) -> String {
        text(
            InlineFrameWriter.frame(
                rows(new, width: width), replacing: old.map { rows($0, width: width) }, above: above,
                capability: .indexed256))
    }

    @Test func aFirstFrameErasesBelowAndWritesEachRowsContent() {
        #expect(Self.frame(["ab", "c"], over: nil) == "\r\u{1B}[J\rab\n\rc\r\u{1B}[1A")
    }

    @Test func oneChangedCellIsReachedWithRelativeMovesOnly() {
        #expect(Self.frame(["ab", "cdX"], over: ["ab", "cde"]) == "\n\r\u{1B}[2CX\r\u{1B}[1A")
        #expect(Self.frame(["ab", "cde"], over: ["ab", "cde"]).isEmpty, "nothing changed, nothing sent")
    }

    @Test func aTailThatBecameBlankIsCutWithEraseLine() {
        #expect(Self.frame(["a"], over: ["abc"]) == "\r\u{1B}[1C\u{1B}[K\r")
        // A change in the last column is written without an EL after it (there, EL erases that cell).
        #expect(Self.frame(["abcdef"], over: ["abcdeX"], width: 6) == "\r\u{1B}[5Cf\r")
    }

    @Test func aShorterFrameErasesTheRowsItLeft() {
        #expect(Self.frame(["ab"], over: ["ab", "cd", "ef"]) == "\n\r\u{1B}[J\r\u{1B}[1A")
        #expect(Self.frame([], over: ["ab"]) == "\r\u{1B}[J\r")
    }

    @Test func linesAboveGoWhereTheRegionWasAndTheRegionFollowsThem() {
        #expect(
            Self.frame(["ab"], over: ["ab"], above: ["✓ one", "two"])
                == "\r\u{1B}[J✓ one\r\ntwo\r\n\rab\r")
    }

    @Test func stylesAreSentWhereTheyChangeAndResetAtTheEnd() {
        var row = Self.rows(["ab"])[0]
        row[1].style = Style(foreground: .red, attributes: .bold)
        let bytes = InlineFrameWriter.frame([row], replacing: nil, above: [], capability: .indexed256)
        #expect(Self.text(bytes) == "\r\u{1B}[J\ra\u{1B}[0;1;31mb\u{1B}[m\r")
        let mono = InlineFrameWriter.frame([row], replacing: nil, above: [], capability: .monochrome)
        #expect(Self.text(mono) == "\r\u{1B}[J\ra\u{1B}[0;1mb\u{1B}[m\r")
    }

    /// Linked cells go between OSC 8 open and close, closed before the cursor
    /// leaves the row; without hyperlinks, or for the rendition, the link is nothing.
    @Test func linkedCellsAreHyperlinksWhereTheTerminalTakesThem() {
        var rows = Self.rows(["abc", "de"])
        rows[0][1].style.link = "https://termui.example/a"
        rows[0][2].style.link = "https://termui.example/a"
        rows[1][0].style.link = "https://termui.example/b c"
        let open = { (url: String) in Self.text(Hyperlink.open(url)) }
        let close = Self.text(Hyperlink.close)
        let linked = InlineFrameWriter.frame(
            rows, replacing: nil, above: [], capability: .indexed256, hyperlinks: true)
        #expect(
            Self.text(linked)
                == "\r\u{1B}[J\ra\(open("https://termui.example/a"))bc\(close)\n\r"
                + "\(open("https://termui.example/b%20c"))d\(close)e\r\u{1B}[1A")
        let plain = InlineFrameWriter.frame(rows, replacing: nil, above: [], capability: .indexed256)
        #expect(Self.text(plain) == "\r\u{1B}[J\rabc\n\rde\r\u{1B}[1A")
    }

    @Test func theLineAfterTheRegionAndItsPlainText() {
        #expect(Self.text(InlineFrameWriter.lineAfter(rows: 3)) == "\r\n\n\n")
        #expect(Self.text(InlineFrameWriter.lineAfter(rows: 0)) == "\r")
        #expect(InlineFrameWriter.plainText(of: Self.rows(["a b"])[0]) == "a b")
    }
}
