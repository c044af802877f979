import TermUITesting
import Testing

/// The scanner's viewfinder on a terminal that shows pictures
/// (`TERMUI_GRAPHICS=1`): the frame itself is placed over exactly the
/// cells of its half blocks, and goes with the sheet.
@Suite struct ScannerPictureGraphicsTests {
    /// The cells that show a half block.
    static func halfBlockCells(_ terminal: Terminal) -> Set<[Int]> {
        var cells = Set<[Int]>()
        for (row, line) in terminal.screen.lines.enumerated() {
            for (col, character) in line.enumerated() where character == "▀" { cells.insert([row, col]) }
        }
        return cells
    }

    @Test func theViewfinderIsAPictureOverItsHalfBlocksUntilTheSheetCloses() async throws {
        let picture = try await ScannerPicture(nil)
        defer { picture.remove() }
        let terminal = try await DemoApp.launch(
            arguments: ["--scan-source", picture.path], environment: ["TERMUI_GRAPHICS": "1"])
        #expect(terminal.picturePlacements.isEmpty)
        try terminal.press(.enter)
        try await terminal.waitFor(text: "no code in view")
        try await terminal.settle()
        // The cells of the half blocks, and the placements' cells: the same.
        let halfBlocks = Self.halfBlockCells(terminal)
        #expect(halfBlocks.count > 100)
        var placed = Set<[Int]>()
        for placement in terminal.picturePlacements {
            for row in placement.row..<(placement.row + placement.rows) {
                for col in placement.col..<(placement.col + placement.cols) { placed.insert([row, col]) }
            }
        }
        #expect(placed == halfBlocks)
        #expect(terminal.storedPictureCount == 1)
        try terminal.press(.escape)
        try await terminal.waitFor("the sheet closed") { !$0.contains("no code in view") }
        try await terminal.settle()
        #expect(terminal.picturePlacements.isEmpty)
        #expect(terminal.storedPictureCount == 0)
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
        #expect(terminal.pictureErrors.isEmpty)
    }

    /// The same on a terminal that draws sixels: the camera frame is drawn
    /// over exactly the cells of its half blocks, and is gone (written over)
    /// once the sheet closes.
    @Test func theViewfinderIsASixelOverItsHalfBlocksUntilTheSheetCloses() async throws {
        let picture = try await ScannerPicture(nil)
        defer { picture.remove() }
        let terminal = try Terminal.launch(
            executable: DemoApp.path, arguments: ["--scan-source", picture.path], answers: .sixel)
        try await terminal.settle()
        try terminal.press(.enter)
        try await terminal.waitFor(text: "no code in view")
        try await terminal.settle()
        let halfBlocks = Self.halfBlockCells(terminal)
        #expect(halfBlocks.count > 100)
        func shown() -> Set<[Int]> {
            var cells = Set<[Int]>()
            for (row, line) in terminal.sixelCells.enumerated() {
                for (col, showing) in line.enumerated() where showing { cells.insert([row, col]) }
            }
            return cells
        }
        #expect(await waitUntil { shown() == halfBlocks })
        try terminal.press(.escape)
        try await terminal.waitFor("the sheet closed") { !$0.contains("no code in view") }
        try await terminal.settle()
        #expect(shown().isEmpty)
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
        #expect(terminal.sixelErrors.isEmpty, "\(terminal.sixelErrors)")
    }
}
