import TermUITesting
import Testing

/// What the demo sends the terminal for one key: only the cells whose look changed.
@Suite struct DemoFrameBytesTests {
    /// The bytes of the first frame written after `offset`, up to its ready marker.
    static func firstFrame(in output: [UInt8], after offset: Int) -> [UInt8]? {
        let marker = Array("\u{1B}]5379;ready;".utf8)
        var index = offset
        while index + marker.count <= output.count {
            if output[index..<(index + marker.count)].elementsEqual(marker) {
                return Array(output[offset..<index])
            }
            index += 1
        }
        return nil
    }

    /// Down on home moves the `List`'s selection: the row left and the row reached
    /// change colour (a selected row is white on blue, its title line and its summary,
    /// as SwiftUI's lists colour a selected row), and the cursor's `›` moves. Those two
    /// rows' cells are all that is sent (444 bytes with xterm-256color; the hand-made
    /// list before it, which recoloured only the markers and titles, sent 95); no
    /// other row is written.
    @Test func downOnHomeSendsOnlyTheChangedCells() async throws {
        let terminal = try await DemoApp.launch()
        let start = terminal.process.output.count
        try terminal.press(.down)
        try await terminal.settle()
        let frame = try #require(Self.firstFrame(in: terminal.process.output, after: start))
        let text = String(decoding: frame, as: UTF8.self)
        #expect(text.contains("›") && text.contains("Scanner"))
        #expect(frame.count <= 520, "\(frame.count) bytes: \(text.debugDescription)")
        // The rows whose look did not change are not rewritten.
        #expect(!text.contains("Wallet"))
        #expect(!text.contains("A credential card"))
        #expect(!text.contains("Each screen re-creates"))
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
