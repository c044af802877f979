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
