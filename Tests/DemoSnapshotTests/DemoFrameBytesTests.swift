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

    /// Down on home moves the selection: the two markers (▸) and the two titles change
    /// look, 19 cells on two rows. The summaries keep theirs, so the frame is a few
    /// cursor moves and attribute changes around those cells (95 bytes with xterm-256color;
    /// 255 when each summary switched dim on or off and both rows were rewritten).
    @Test func downOnHomeSendsOnlyTheChangedCells() async throws {
        let terminal = try await DemoApp.launch()
        let start = terminal.process.output.count
        try terminal.press(.down)
        try await terminal.settle()
        let frame = try #require(Self.firstFrame(in: terminal.process.output, after: start))
        let text = String(decoding: frame, as: UTF8.self)
        #expect(text.contains("▸"))
        #expect(frame.count <= 110, "\(frame.count) bytes: \(text.debugDescription)")
        // Neither summary is rewritten.
        #expect(!text.contains("LabelRep re-tinted"))
        #expect(!text.contains("A credential card"))
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
