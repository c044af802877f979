import Foundation
import TermUITesting
import Testing

/// The clipboard (Tests/Fixtures/ClipboardFixture): the test plays the
/// terminal, answering XTVERSION as kitty would, or answering nothing, and
/// checks the OSC 52 bytes the copy keys send and what the footer says.
@Suite struct ClipboardTests {
    static let fixture = BuiltProduct.path("termui-clipboard-fixture")

    /// A terminal that names itself kitty (XTVERSION) and answers DA1, nothing else.
    static let kittyByName = QueryAnswers { output, _ in
        var reply: [UInt8] = []
        if output.contains("\u{1B}[>0q") { reply += Array("\u{1B}P>|kitty(0.35.2)\u{1B}\\".utf8) }
        if output.contains("\u{1B}[c") { reply += Array("\u{1B}[?62;22c".utf8) }
        return reply
    }

    static func launch(answers: QueryAnswers, environment: [String: String] = [:]) throws -> Terminal {
        let terminal = try Terminal.launch(
            executable: fixture, environment: environment, size: TerminalSize(rows: 14, cols: 70),
            answers: answers)
        // Every frame is kept: a footer message is looked for in any of them.
        terminal.recordFrames()
        return terminal
    }

    /// `ESC ] 52 ; c ; <base64> ESC \` for `text`.
    static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{1B}\\"
    }

    /// Waits until the app's output after its first `after` bytes holds `text`
    /// (the screen can show a frame before the output records every byte before it).
    static func waitForOutput(of terminal: Terminal, after: Int, containing text: String) -> Bool {
        terminal.process.waitForOutput(timeout: .seconds(30)) { output in
            String(decoding: output[min(after, output.count)...], as: UTF8.self).contains(text)
        }
    }

    /// Waits until some frame since ``Terminal/recordFrames()`` showed `text`:
    /// a footer message lasts 3 s, which a harness starved on a loaded machine
    /// could miss on the screen as it is now.
    static func waitForFrame(of terminal: Terminal, showing text: String) async -> Bool {
        await waitUntil(timeout: .seconds(30)) { terminal.recordedFrames.contains { $0.contains(text) } }
    }

    /// The selected rows of a table, as tab-separated text, in one OSC 52;
    /// the footer hints `y copy` while the terminal can take it, and says
    /// what was copied.
    @Test func tableRowsAreCopiedAsTabSeparatedText() async throws {
        let terminal = try Self.launch(answers: Self.kittyByName)
        try await terminal.waitFor(text: "y copy")
        // Apple and Cherry selected (Space toggles the cursor row), the cursor on Cherry.
        try terminal.press(.down)
        try terminal.type(" ")
        try terminal.press(.down)
        try terminal.press(.down)
        try terminal.type(" ")
        try await terminal.settle()
        let before = terminal.process.output.count
        try terminal.type("y")
        #expect(await Self.waitForFrame(of: terminal, showing: "Copied 25 characters"))
        #expect(
            Self.waitForOutput(
                of: terminal, after: before, containing: Self.osc52("Apple\tred\nCherry\tdark red")))
        try terminal.type("q")
        #expect(await terminal.exitProblems().isEmpty)
        #expect(terminal.process.output.occurrences(of: "\u{1B}]52;") == 1, "one OSC 52")
    }

    /// Under tmux the sequence goes out twice in one write: for tmux's own
    /// `set-clipboard on`, and wrapped in its DCS passthrough (every ESC doubled).
    @Test func underTmuxTheSequenceIsAlsoPassedThrough() async throws {
        let terminal = try Self.launch(answers: .silent, environment: ["TMUX": "/tmp/tmux-test/default,1,0"])
        try await terminal.waitFor(text: "y copy")
        try terminal.press(.down)
        try await terminal.settle()
        let before = terminal.process.output.count
        try terminal.type("y")
        #expect(await Self.waitForFrame(of: terminal, showing: "Copied 9 characters"))
        let plain = Self.osc52("Apple\tred")
        let wrapped =
            "\u{1B}Ptmux;" + plain.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
        #expect(Self.waitForOutput(of: terminal, after: before, containing: plain + wrapped))
        try terminal.type("q")
        #expect(await terminal.exitProblems().isEmpty)
    }

    /// A terminal that answers nothing and is not known by name gets no OSC
    /// 52 and no copy hint: the copy key says so in the footer, for a moment.
    @Test func aSilentTerminalIsToldCopyingIsNotAvailable() async throws {
        let terminal = try Self.launch(answers: .silent)
        try await terminal.waitFor(text: "↑↓ move")
        #expect(!terminal.screen.contains("copy"))
        try terminal.press(.down)
        try terminal.type("y")
        #expect(await Self.waitForFrame(of: terminal, showing: "Copying is not available in this terminal"))
        // Gone again after its moment (3 s), with nothing pressed.
        try await terminal.waitFor("the message gone", timeout: .seconds(30)) {
            !$0.contains("Copying is not available")
        }
        try terminal.type("q")
        #expect(await terminal.exitProblems().isEmpty)
        #expect(!terminal.process.output.contains("\u{1B}]52;"))
    }

    /// Alt-W copies a text field's text, `y` a selectable text, and
    /// `UIPasteboard.general.string` copies what the app sets (as base64: its
    /// escape never reaches the terminal as one), read back through `NSPasteboard`.
    @Test func fieldTextAndTheAPICopy() async throws {
        let terminal = try Self.launch(answers: Self.kittyByName)
        try await terminal.waitFor(text: "y copy")
        try terminal.press(.tab)
        try await terminal.waitFor(text: "Alt-W copy")
        try terminal.send(Array("\u{1B}w".utf8))
        #expect(await Self.waitForFrame(of: terminal, showing: "Copied 6 characters"))
        #expect(Self.waitForOutput(of: terminal, after: 0, containing: Self.osc52("a note")))
        try terminal.press(.tab)
        try await terminal.waitFor(text: "y copy")
        try terminal.type("y")
        #expect(await Self.waitForFrame(of: terminal, showing: "Copied 16 characters"))
        #expect(Self.waitForOutput(of: terminal, after: 0, containing: Self.osc52("Selectable words")))
        try terminal.press(.tab)
        try terminal.press(.enter)
        try await terminal.waitFor(text: "read back: API")
        #expect(Self.waitForOutput(of: terminal, after: 0, containing: Self.osc52("API \u{1B}[2J text")))
        #expect(!terminal.process.output.contains("API \u{1B}[2J"))
        try terminal.type("q")
        #expect(await terminal.exitProblems().isEmpty)
    }
}
