import Foundation
import TermUITesting
import Testing

/// `Image` from a file on a terminal that draws sixels (foot, xterm):
/// Tests/Fixtures/FeaturesFixture with `--picture`, the terminal answering
/// as ``QueryAnswers/sixel`` (DA1 lists sixels, a cell is 10 × 20 pixels),
/// and the harness painting each sixel into its cells, where any glyph
/// written later wipes it, as those terminals do. The picture covers
/// exactly the cells of its half blocks with their colours, stays whole
/// while other things are drawn over and beside it, never reaches the last
/// row, and is not drawn again for a change elsewhere.
@Suite struct PictureSixelTests {
    typealias PictureFile = PictureGraphicsTests.PictureFile

    static func launch(
        _ picture: PictureFile, answers: QueryAnswers = .sixel, environment: [String: String] = [:],
        atBottom: Bool = false
    ) throws -> Terminal {
        try Terminal.launch(
            executable: TerminalFeaturesTests.fixture,
            arguments: ["--picture", picture.path] + (atBottom ? ["--at-bottom"] : []),
            environment: environment, size: TerminalSize(rows: 12, cols: 60), answers: answers)
    }

    /// The cells that show a sixel now.
    static func shown(_ terminal: Terminal) -> Set<[Int]> {
        var cells = Set<[Int]>()
        for (row, line) in terminal.sixelCells.enumerated() {
            for (col, showing) in line.enumerated() where showing { cells.insert([row, col]) }
        }
        return cells
    }

    /// The cells of `rows` × `cols` from `row`, `col`.
    static func block(row: Int, col: Int, rows: Int, cols: Int) -> Set<[Int]> {
        var cells = Set<[Int]>()
        for y in row..<(row + rows) {
            for x in col..<(col + cols) { cells.insert([y, x]) }
        }
        return cells
    }

    /// The fixture with its picture drawn as sixels, the screen settled.
    static func launchOnSixel(atBottom: Bool = false) async throws -> (
        PictureFile, Terminal, (row: Int, col: Int, rows: Int, cols: Int)
    ) {
        let picture = try PictureFile()
        let terminal = try launch(picture, atBottom: atBottom)
        try await terminal.waitFor(text: "picture shown open")
        let cells = try #require(PictureGraphicsTests.halfBlocks(terminal))
        let visibleRows = min(cells.rows, 11 - cells.row)
        #expect(await waitUntil { shown(terminal).count == visibleRows * cells.cols })
        try await terminal.settle()
        return (picture, terminal, cells)
    }

    @Test func theSixelCoversItsHalfBlocksWithTheirColoursUntilItGoes() async throws {
        let (picture, terminal, cells) = try await Self.launchOnSixel()
        defer { withExtendedLifetime(picture) {} }
        #expect(cells.rows == 4 && cells.cols == 8)
        let whole = Self.block(row: cells.row, col: cells.col, rows: 4, cols: 8)
        #expect(Self.shown(terminal) == whole)
        // The sample's pixel (x, y) is (16x, 32y, 180), two a cell each way:
        // a cell's top half shows its first pixel row, its bottom half the second.
        for cell in whole {
            let (row, col) = (cell[0] - cells.row, cell[1] - cells.col)
            for (top, y) in [(true, 2 * row), (false, 2 * row + 1)] {
                let color = try #require(terminal.sixelColor(row: cell[0], col: cell[1], topHalf: top))
                let wanted = (32 * col + 8, 32 * y, 180)
                #expect(
                    abs(color.red - wanted.0) <= 26 && abs(color.green - wanted.1) <= 26
                        && abs(color.blue - wanted.2) <= 26, "\(cell) top \(top): \(color) for \(wanted)")
            }
        }
        // A key that changes another row draws nothing again.
        let drawn = terminal.sixelImages.count
        try terminal.type("a")
        try await terminal.waitFor(text: "keys a")
        try await terminal.settle()
        #expect(terminal.sixelImages.count == drawn)

        // A label over the middle wipes its cells; the rest stays whole, and
        // the label's cells come back when it goes.
        try terminal.type("o")
        try await terminal.waitFor(text: "picture shown covered")
        try await terminal.settle()
        let labelRow = try #require(terminal.screen.lines.firstIndex { $0.contains("XX") })
        let line = terminal.screen.lines[labelRow]
        let labelCol = line.distance(
            from: line.startIndex, to: try #require(line.firstRange(of: "XX")).lowerBound)
        #expect(
            Self.shown(terminal) == whole.subtracting([[labelRow, labelCol], [labelRow, labelCol + 1]]))
        try terminal.type("o")
        try await terminal.waitFor(text: "picture shown open")
        #expect(await waitUntil { Self.shown(terminal) == whole })

        // The view goes: so does the sixel (its cells written over); it comes back.
        try terminal.type("h")
        try await terminal.waitFor(text: "picture hidden")
        try await terminal.settle()
        #expect(Self.shown(terminal).isEmpty)
        try terminal.type("h")
        try await terminal.waitFor(text: "picture shown open")
        #expect(await waitUntil { Self.shown(terminal) == whole })

        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
        #expect(terminal.sixelErrors.isEmpty, "\(terminal.sixelErrors)")
    }

    /// A scroll view shows the rows inside it; a sheet dims the picture to
    /// its half blocks alone; after both, the picture is whole again.
    @Test func aScrollViewAndASheetCutThePicture() async throws {
        let (picture, terminal, cells) = try await Self.launchOnSixel()
        defer { withExtendedLifetime(picture) {} }
        try terminal.type("c")
        try await terminal.waitFor(text: "picture shown open scrolled")
        try await terminal.settle()
        let visible = try #require(PictureGraphicsTests.halfBlocks(terminal))
        #expect(visible.rows == 2)
        #expect(
            Self.shown(terminal)
                == Self.block(row: visible.row, col: visible.col, rows: visible.rows, cols: visible.cols))
        try terminal.type("c")
        try await terminal.waitFor(text: "picture shown open")
        let whole = Self.block(row: cells.row, col: cells.col, rows: 4, cols: 8)
        #expect(await waitUntil { Self.shown(terminal) == whole })

        try terminal.type("s")
        try await terminal.waitFor(text: "a sheet over the picture")
        try await terminal.settle()
        #expect(
            Self.shown(terminal).isEmpty,
            "\(Self.shown(terminal).sorted { $0.lexicographicallyPrecedes($1) })")
        #expect(PictureGraphicsTests.halfBlocks(terminal).map { [$0.rows, $0.cols] } == [4, 8])
        try terminal.press(.escape)
        try await terminal.waitFor("the sheet closed") { !$0.contains("a sheet over the picture") }
        #expect(await waitUntil { Self.shown(terminal) == whole })
        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
        #expect(terminal.sixelErrors.isEmpty, "\(terminal.sixelErrors)")
    }

    /// On a screen whose last row holds the picture's last row, that row
    /// keeps its half blocks: a sixel reaching the bottom may scroll it.
    @Test func neverOnTheLastRow() async throws {
        let (picture, terminal, cells) = try await Self.launchOnSixel(atBottom: true)
        defer { withExtendedLifetime(picture) {} }
        #expect(cells.row + cells.rows == 12)
        #expect(Self.shown(terminal) == Self.block(row: cells.row, col: cells.col, rows: 3, cols: 8))
        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
        #expect(terminal.sixelErrors.isEmpty, "\(terminal.sixelErrors)")
    }

    /// A sixel terminal slower than the app (xterm, over X): it answers
    /// only once the app's first frame has reached it.
    final class LateSixelTerminal: @unchecked Sendable {
        private let lock = NSLock()
        private var asked = false
        private var answered = false

        var answers: QueryAnswers {
            QueryAnswers { output, _ in
                self.lock.withLock {
                    self.asked = self.asked || output.contains("\u{1B}[c")
                    guard self.asked, !self.answered, output.contains("picture shown open") else { return [] }
                    self.answered = true
                    return Array("\u{1B}[6;20;10t\u{1B}[?62;4;22c".utf8)
                }
            }
        }
    }

    /// The answer that turns pictures on draws them at once, not at the next
    /// key, when it comes after the first frame. (In xterm it did not: the
    /// harness's ready markers draw a frame for any input, a real app's loop
    /// does not, so the test runs without them.)
    @Test func anAnswerAfterTheFirstFrameDrawsThePicture() async throws {
        let picture = try PictureFile()
        let terminal = try Terminal.launch(
            executable: TerminalFeaturesTests.fixture, arguments: ["--picture", picture.path],
            size: TerminalSize(rows: 12, cols: 60), readyMarker: false, answers: LateSixelTerminal().answers)
        try await terminal.waitFor(text: "picture shown open")
        #expect(await waitUntil(timeout: .seconds(30)) { Self.shown(terminal).count == 32 })
        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
    }

    /// No cell size (the window's pixels are zero and `CSI 16 t` is not
    /// answered), `TERMUI_SIXEL=0`, or a DA1 without sixels: half blocks alone.
    @Test func withoutSixelsOrACellSizeThereAreHalfBlocksAlone() async throws {
        let picture = try PictureFile()
        let noCellSize = QueryAnswers { output, _ in
            output.contains("\u{1B}[c") ? Array("\u{1B}[?62;4;22c".utf8) : []
        }
        for (answers, environment) in [
            (noCellSize, [:]), (QueryAnswers.sixel, ["TERMUI_SIXEL": "0"]), (QueryAnswers.libvterm, [:]),
        ] as [(QueryAnswers, [String: String])] {
            let terminal = try Self.launch(picture, answers: answers, environment: environment)
            try await terminal.waitFor(text: "picture shown open")
            try await terminal.settle()
            #expect(PictureGraphicsTests.halfBlocks(terminal).map { [$0.rows, $0.cols] } == [4, 8])
            try terminal.press(.character("q"))
            #expect(await terminal.exitProblems().isEmpty)
            #expect(terminal.sixelImages.isEmpty, "\(environment)")
            let output = String(decoding: terminal.process.output, as: UTF8.self)
            #expect(!output.contains("\u{1B}P"), "\(environment)")
        }
    }
}
