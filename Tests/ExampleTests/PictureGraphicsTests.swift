import Foundation
import TermUITesting
import Testing

/// `Image` from a file on a terminal with the kitty graphics protocol
/// (Tests/Fixtures/FeaturesFixture with `--picture`): the test plays kitty,
/// answering XTVERSION and the picture query, and the harness rebuilds what
/// kitty would show from the commands the app sends. The picture covers
/// exactly the cells of its half blocks, loses the cells drawn over it,
/// goes with its view and at exit, and is sent once.
@Suite struct PictureGraphicsTests {
    /// A terminal that calls itself kitty and says `OK` to the picture query.
    static let kitty = QueryAnswers { output, _ in
        var reply: [UInt8] = []
        if output.contains("\u{1B}[>0q") { reply += Array("\u{1B}P>|kitty(0.35.2)\u{1B}\\".utf8) }
        if output.contains("\u{1B}_Gi=31,") { reply += Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8) }
        if output.contains("\u{1B}[c") { reply += Array("\u{1B}[?62;22c".utf8) }
        return reply
    }

    /// kitty as above, but one that never answers the picture query.
    static let kittyWithoutAnswer = QueryAnswers { output, _ in
        var reply: [UInt8] = []
        if output.contains("\u{1B}[>0q") { reply += Array("\u{1B}P>|kitty(0.35.2)\u{1B}\\".utf8) }
        if output.contains("\u{1B}[c") { reply += Array("\u{1B}[?62;22c".utf8) }
        return reply
    }

    /// A 16 × 8 pixel picture (two pixels a cell each way at 8 × 4 cells) in a fresh folder.
    final class PictureFile {
        let folder: URL
        let path: String

        init() throws {
            folder = FileManager.default.temporaryDirectory.appending(component: "termui-graphics-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            path = folder.appending(component: "sample.ppm").path
            var bytes = Array("P6\n16 8\n255\n".utf8)
            for y in 0..<8 {
                for x in 0..<16 { bytes += [UInt8(x * 16), UInt8(y * 32), 180] }
            }
            try Data(bytes).write(to: URL(filePath: path))
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    static func launch(_ picture: PictureFile, answers: QueryAnswers, environment: [String: String] = [:])
        throws
        -> Terminal
    {
        try Terminal.launch(
            executable: TerminalFeaturesTests.fixture, arguments: ["--picture", picture.path],
            environment: environment, size: TerminalSize(rows: 12, cols: 60), answers: answers)
    }

    /// The cells of the picture's half blocks: the top-left and the size.
    static func halfBlocks(_ terminal: Terminal) -> (row: Int, col: Int, rows: Int, cols: Int)? {
        var cells: [(Int, Int)] = []
        for (row, line) in terminal.screen.lines.enumerated() {
            for (col, character) in line.enumerated() where character == "▀" { cells.append((row, col)) }
        }
        guard let top = cells.map(\.0).min(), let bottom = cells.map(\.0).max(),
            let left = cells.map(\.1).min(), let right = cells.map(\.1).max()
        else { return nil }
        return (top, left, bottom - top + 1, right - left + 1)
    }

    /// The cells the placements cover.
    static func covered(_ placements: [PicturePlacement]) -> Set<[Int]> {
        var cells = Set<[Int]>()
        for placement in placements {
            for row in placement.row..<(placement.row + placement.rows) {
                for col in placement.col..<(placement.col + placement.cols) { cells.insert([row, col]) }
            }
        }
        return cells
    }

    /// The fixture with a picture on kitty, once the picture is placed and the screen settled.
    static func launchOnKitty() async throws -> (PictureFile, Terminal) {
        let picture = try PictureFile()
        let terminal = try launch(picture, answers: kitty)
        try await terminal.waitFor(text: "picture shown open")
        #expect(await waitUntil { terminal.picturePlacements.count == 1 })
        try await terminal.settle()
        return (picture, terminal)
    }

    @Test func kittyShowsThePictureOverItsHalfBlocksUntilItGoes() async throws {
        let (picture, terminal) = try await Self.launchOnKitty()
        let cells = try #require(Self.halfBlocks(terminal))
        defer { withExtendedLifetime(picture) {} }
        #expect(cells.rows == 4 && cells.cols == 8)
        let placement = try #require(terminal.picturePlacements.first)
        #expect(
            terminal.picturePlacements == [
                PicturePlacement(
                    picture: placement.picture, number: 1, row: cells.row, col: cells.col, rows: 4, cols: 8,
                    sourceX: 0, sourceY: 0, sourceWidth: 16, sourceHeight: 8)
            ])
        #expect(terminal.storedPictureCount == 1)
        // A key that changes another row sends no picture command.
        let commands = terminal.pictureCommands.count
        try terminal.type("a")
        try await terminal.waitFor(text: "keys a")
        try await terminal.settle()
        #expect(terminal.pictureCommands.count == commands)

        // A label over the middle: the picture keeps every cell but the label's.
        try terminal.type("o")
        try await terminal.waitFor(text: "picture shown covered")
        try await terminal.settle()
        let labelRow = try #require(terminal.screen.lines.firstIndex { $0.contains("XX") })
        let labelCol = try #require(terminal.screen.lines[labelRow].firstRange(of: "XX")).lowerBound
        let col = terminal.screen.lines[labelRow].distance(
            from: terminal.screen.lines[labelRow].startIndex, to: labelCol)
        var expected = Set<[Int]>()
        for row in cells.row..<(cells.row + 4) {
            for column in cells.col..<(cells.col + 8) { expected.insert([row, column]) }
        }
        expected.subtract([[labelRow, col], [labelRow, col + 1]])
        #expect(expected.count == 30)
        #expect(Self.covered(terminal.picturePlacements) == expected)
        for part in terminal.picturePlacements {
            // Each part shows the pixels under its own cells (2 × 2 a cell).
            #expect(
                part.sourceX == (part.col - cells.col) * 2 && part.sourceWidth == part.cols * 2, "\(part)")
            #expect(
                part.sourceY == (part.row - cells.row) * 2 && part.sourceHeight == part.rows * 2, "\(part)")
        }
        try terminal.type("o")
        try await terminal.waitFor(text: "picture shown open")
        try await terminal.settle()
        #expect(terminal.picturePlacements.count == 1)
        #expect(Self.covered(terminal.picturePlacements).count == 32)
        #expect(terminal.pictureCommands.filter { $0.hasPrefix("a=t") }.count == 1, "sent once")

        // The view goes: so do its placement and its data; it comes back: sent again.
        try terminal.type("h")
        try await terminal.waitFor(text: "picture hidden")
        try await terminal.settle()
        #expect(terminal.picturePlacements.isEmpty)
        #expect(terminal.storedPictureCount == 0)
        try terminal.type("h")
        try await terminal.waitFor(text: "picture shown open")
        #expect(await waitUntil { terminal.picturePlacements.count == 1 })

        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
        #expect(terminal.picturePlacements.isEmpty, "left behind after exit")
        #expect(terminal.storedPictureCount == 0)
        #expect(terminal.pictureErrors.isEmpty)
    }

    /// True when every cell a placement covers shows the picture's half
    /// blocks underneath: no placement over anything drawn on top of it.
    static func placementsCoverOnlyThePicture(_ terminal: Terminal) -> Bool {
        let lines = terminal.screen.lines.map(Array.init)
        return covered(terminal.picturePlacements).allSatisfy { cell in
            cell[0] < lines.count && cell[1] < lines[cell[0]].count && lines[cell[0]][cell[1]] == "▀"
        }
    }

    /// A scroll view shows the rows inside it, and a sheet dims what is behind
    /// it (the picture becomes its dimmed half blocks): the placements
    /// follow, and come back whole after.
    @Test func aScrollViewAndASheetCutThePicture() async throws {
        let (picture, terminal) = try await Self.launchOnKitty()
        let cells = try #require(Self.halfBlocks(terminal))
        defer { withExtendedLifetime(picture) {} }

        try terminal.type("c")
        try await terminal.waitFor(text: "picture shown open scrolled")
        try await terminal.settle()
        // Two of its four rows inside the scroll view (whose indicator's column
        // leaves the picture seven): the top half of its pixels, over those cells.
        let visible = try #require(Self.halfBlocks(terminal))
        #expect(visible.row == cells.row && visible.rows == 2)
        let first = try #require(terminal.picturePlacements.first)
        #expect(
            terminal.picturePlacements == [
                PicturePlacement(
                    picture: first.picture, number: 1, row: visible.row, col: visible.col, rows: 2,
                    cols: visible.cols, sourceX: 0, sourceY: 0, sourceWidth: 16, sourceHeight: 4)
            ])
        try terminal.type("c")
        try await terminal.waitFor(text: "picture shown open")
        #expect(await waitUntil { Self.covered(terminal.picturePlacements).count == 32 })

        try terminal.type("s")
        try await terminal.waitFor(text: "a sheet over the picture")
        try await terminal.settle()
        // Behind a sheet the content is dimmed: the picture is its dimmed half blocks alone.
        #expect(terminal.picturePlacements.isEmpty, "\(terminal.picturePlacements)")
        #expect(Self.halfBlocks(terminal).map { [$0.rows, $0.cols] } == [4, 8])
        #expect(terminal.storedPictureCount == 0)
        try terminal.press(.escape)
        try await terminal.waitFor("the sheet closed") { !$0.contains("a sheet over the picture") }
        #expect(await waitUntil { Self.covered(terminal.picturePlacements).count == 32 })
        #expect(Self.placementsCoverOnlyThePicture(terminal))
        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
        #expect(terminal.picturePlacements.isEmpty)
        #expect(terminal.pictureErrors.isEmpty)
    }

    /// A terminal that does not name itself as one with pictures is never
    /// asked (no APC string a terminal might print); one that is asked and
    /// does not say `OK`, or is told no, gets half blocks alone.
    @Test func withoutAnOKThereAreHalfBlocksAlone() async throws {
        let picture = try PictureFile()
        for (answers, environment, asked) in [
            (QueryAnswers.silent, [:], false), (QueryAnswers.libvterm, [:], false),
            (Self.kittyWithoutAnswer, [:], true), (Self.kitty, ["TERMUI_GRAPHICS": "0"], false),
        ] as [(QueryAnswers, [String: String], Bool)] {
            let terminal = try Self.launch(picture, answers: answers, environment: environment)
            try await terminal.waitFor(text: "picture shown open")
            try await terminal.settle()
            #expect(Self.halfBlocks(terminal).map { [$0.rows, $0.cols] } == [4, 8])
            try terminal.press(.character("q"))
            #expect(await terminal.exitProblems().isEmpty)
            let output = String(decoding: terminal.process.output, as: UTF8.self)
            #expect(output.contains("\u{1B}_G") == asked, "\(environment)")
            #expect(
                terminal.pictureCommands.allSatisfy { $0.hasPrefix("i=31,") }, "\(terminal.pictureCommands)")
        }
    }

    /// `TERMUI_GRAPHICS=1` shows pictures on a terminal that says nothing, without asking.
    @Test func theEnvironmentTurnsThemOn() async throws {
        let picture = try PictureFile()
        let terminal = try Self.launch(picture, answers: .silent, environment: ["TERMUI_GRAPHICS": "1"])
        try await terminal.waitFor(text: "picture shown open")
        #expect(await waitUntil { terminal.picturePlacements.count == 1 })
        #expect(!terminal.pictureCommands.contains { $0.contains("a=q") })
        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
        #expect(terminal.picturePlacements.isEmpty)
        #expect(terminal.pictureErrors.isEmpty)
    }
}
