import Foundation
import Testing

@testable import CursesKit

/// The OSC 52 bytes a copy sends, and when it sends them.
@Suite struct ClipboardSequenceTests {
    /// RFC 4648's test vectors.
    @Test(arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
        ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ])
    func base64MatchesTheStandard(text: String, encoded: String) {
        #expect(String(decoding: ClipboardSequence.base64(Array(text.utf8)), as: UTF8.self) == encoded)
    }

    /// Every byte value, at every length up to a few blocks, as Foundation encodes it.
    @Test func base64MatchesFoundation() {
        var generator = SystemRandomNumberGenerator()
        for length in 0..<70 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let ours = String(decoding: ClipboardSequence.base64(bytes), as: UTF8.self)
            #expect(ours == Data(bytes).base64EncodedString(), "length \(length)")
        }
        let all = Array(0...255).map(UInt8.init)
        #expect(
            String(decoding: ClipboardSequence.base64(all), as: UTF8.self) == Data(all).base64EncodedString())
    }

    @Test func plainSequence() {
        let bytes = ClipboardSequence.bytes(for: "héllo", inTmux: false)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}]52;c;aMOpbGxv\u{1B}\\")
    }

    /// Inside tmux: the plain sequence (tmux's own `set-clipboard on`), then
    /// the same wrapped for `allow-passthrough`, each ESC inside doubled.
    @Test func tmuxSequence() {
        let bytes = ClipboardSequence.bytes(for: "hi", inTmux: true)
        let plain = "\u{1B}]52;c;aGk=\u{1B}\\"
        let wrapped = "\u{1B}Ptmux;\u{1B}\u{1B}]52;c;aGk=\u{1B}\u{1B}\\\u{1B}\\"
        #expect(String(decoding: bytes, as: UTF8.self) == plain + wrapped)
    }

    /// What is copied cannot reach the terminal as a control: the only ESCs
    /// are the sequence's own, whatever the text holds.
    @Test func copiedEscapesStayInside() {
        let text = "a\u{1B}]52;c;evil\u{07}\u{1B}\\\u{1B}[2J\u{9C}b"
        let bytes = ClipboardSequence.bytes(for: text, inTmux: false)
        #expect(bytes.filter { $0 == 0x1B }.count == 2)
        #expect(!bytes.contains(0x07) && !bytes.contains(0x9C))
        let payload = Array(bytes.dropFirst(7).dropLast(2))
        #expect(Data(base64Encoded: Data(payload)) == Data(text.utf8))
    }

    /// The most one copy sends is at most 100,000 bytes of base64, and a
    /// byte more would not.
    @Test func theCapKeepsTheSequenceUnder100KB() {
        let limit = ClipboardSequence.maximumTextBytes
        #expect(ClipboardSequence.base64(Array(repeating: 0x41, count: limit)).count <= 100_000)
        #expect(ClipboardSequence.base64(Array(repeating: 0x41, count: limit + 1)).count > 100_000)
    }

    /// The rule: the override first, then the environment, then XTVERSION.
    @Test(
        arguments: [
            ([:], nil, false),
            (["TERM": "xterm-256color"], nil, false),
            (["TERM": "xterm-256color"], "XTerm(390)", false),
            (["TERM": "xterm-256color"], "kitty(0.26.5)", true),
            (["TERM": "xterm-256color"], "WezTerm 20240203", true),
            (["TERM": "xterm-256color"], "tmux 3.3a", true),
            (["TERM": "xterm-kitty"], nil, true),
            (["TERM": "foot-extra"], nil, true),
            (["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"], nil, true),
            (["TERM_PROGRAM": "iTerm.app"], nil, true),
            (["TERM_PROGRAM": "Apple_Terminal"], nil, false),
            (["WT_SESSION": "1"], nil, true),
            (["TERM": "xterm-kitty", "TERMUI_CLIPBOARD": "0"], "kitty(0.26.5)", false),
            (["TERM": "linux", "TERMUI_CLIPBOARD": "1"], nil, true),
        ] as [([String: String], String?, Bool)])
    func availability(environment: [String: String], version: String?, available: Bool) {
        #expect(ClipboardSupport(environment: environment).isAvailable(terminalVersion: version) == available)
    }

    /// XTVERSION's answer turns the capability on when it comes.
    @Test func versionAnswerTurnsItOn() {
        var queries = TerminalQueries(environment: ["TERM": "xterm-256color"])
        #expect(!queries.capabilities.clipboard)
        // (kitty is also asked whether it shows pictures: the only bytes sent.)
        #expect(queries.apply(.version("kitty(0.26.5)")) == KittyGraphics.query)
        #expect(queries.capabilities.clipboard)
    }
}
