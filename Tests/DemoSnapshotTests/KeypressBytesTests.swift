import TermUITesting
import Testing

/// What one key costs on the wire: the bytes the demo writes to its pty from the key
/// until it is quiet again, counted exactly, against a bound a little above today's.
/// A key that moves a selection must not resend the screen (a full 80×24 frame is
/// several kilobytes).
@Suite struct KeypressBytesTests {
    struct Case: Sendable, CustomStringConvertible {
        let arguments: [String]
        let key: Key
        /// What the key wrote when this test was written (80×24, xterm-256color).
        let today: Int
        /// Today's count and a fifth more: another cursor move or colour is fine,
        /// resending rows is not.
        var bound: Int { today + today / 5 }
        var description: String { "\(arguments) \(key)" }
    }

    static let cases = [
        // The List's two rows whose selection colour changed, title line and summary.
        Case(arguments: [], key: .down, today: 459),
        // The accent re-tints the label, the picker's segments (whose choice
        // moves), the stepper's halves and the toggle: 183 before they were a Form.
        Case(arguments: ["--screen", "context"], key: .character("a"), today: 278),
        Case(arguments: ["--screen", "context"], key: .character("+"), today: 56),
        // Focus moves, and the footer's first hint (Enter) names the other
        // button: the footer row after it shifts and is written again.
        Case(arguments: ["--screen", "wallet"], key: .tab, today: 425),
    ]

    @Test(arguments: cases)
    func aKeyWritesAboutWhatItChanged(_ test: Case) async throws {
        let terminal = try await DemoApp.launch(arguments: test.arguments)
        try await terminal.waitFor("the wallet read") { !$0.contains("Reading the wallet") }
        try await terminal.settle()
        let before = terminal.outputByteCount
        let screen = terminal.screen
        try terminal.press(test.key)
        try await terminal.settle()
        let written = terminal.outputByteCount - before
        #expect(terminal.screen != screen, "the key changed the screen")
        #expect(written <= test.bound, "\(test): \(written) bytes, today \(test.today)")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
