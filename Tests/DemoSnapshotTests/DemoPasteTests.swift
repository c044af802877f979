import Foundation
import TermUITesting
import Testing

/// Pasting into the context screen's field with bracketed paste: the text
/// lands in the field as one line, and a `q` or a newline inside it never
/// runs as a command (before, the newline ended editing and the `q` quit).
@Suite struct DemoPasteTests {
    @Test func aPasteWithNewlinesAndQIsTextInTheField() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "context"])
        #expect(terminal.process.outputText.contains("\u{1B}[?2004h"), "bracketed paste is on")
        try terminal.press(.character("e"))
        try await terminal.settle()
        try terminal.process.write("\u{1B}[200~ pasted q\nsecond line\r\nq\u{1B}[201~")
        try await terminal.waitFor(text: "pasted q second line q")
        #expect(terminal.process.exitStatus == nil, "the app is still running")
        // Still editing: typed keys go on into the field.
        try terminal.press(.character("!"))
        try await terminal.waitFor(text: "second line q!")
        try terminal.press(.enter)
        try await terminal.settle()
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
        let output = terminal.process.outputText
        let on = output.range(of: "\u{1B}[?2004h", options: .backwards)?.lowerBound
        let off = output.range(of: "\u{1B}[?2004l", options: .backwards)?.lowerBound
        #expect(on != nil && off != nil && off! > on!, "bracketed paste is off at exit")
    }
}

/// Keys that arrive together without bracketed paste (a terminal or multiplexer
/// without it, a keyboard-wedge scanner): every one is applied, then one frame
/// is drawn for them all, and a key typed after them is answered.
@Suite struct DemoBurstTests {
    @Test func aBurstOfTypedKeysIsDrawnInOneFrame() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "context"])
        try terminal.press(.character("e"))
        try await terminal.settle()
        // 200 bytes in one write reach the app in one read (one tty buffer).
        let text = String(repeating: "burst q ", count: 24) + "end-of-burst"
        let frames = terminal.readyMarkerCount
        try terminal.send(Array(text.utf8))
        try await terminal.settle()
        #expect(terminal.readyMarkerCount - frames == 1, "one frame for \(text.utf8.count) keys")
        #expect(terminal.screen.text.contains("end-of-burst"))
        #expect(terminal.process.exitStatus == nil, "the q keys went into the field")
        // The next key is answered as usual.
        try terminal.press(.character("!"))
        try await terminal.waitFor(text: "end-of-burst!")
        try terminal.press(.enter)
        try await terminal.settle()
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
