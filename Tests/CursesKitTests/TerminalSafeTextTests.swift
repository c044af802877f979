import CursesKit
import Testing

/// Text printed outside a Surface (error messages on stderr) must not carry
/// escape sequences from file names, file contents or arguments.
@Suite struct TerminalSafeTextTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("tab\tand\nnewline", "tab\tand\nnewline"),
        ("\u{1B}[31mred", "\\u{1B}[31mred"),
        ("title\u{1B}]0;pwned\u{07}", "title\\u{1B}]0;pwned\\u{7}"),
        ("del\u{7F} c1\u{9B}2J", "del\\u{7F} c1\\u{9B}2J"),
        ("nul\u{0}cr\r", "nul\\u{0}cr\\u{D}"),
        ("日本 é e\u{301} 👍🏽", "日本 é e\u{301} 👍🏽"),
    ])
    func controlCharactersBecomeVisibleEscapes(input: String, expected: String) {
        #expect(input.escapingControlCharacters == expected)
        #expect(
            !input.escapingControlCharacters.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    }
}
