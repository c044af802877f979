import TermUITesting
import Testing

/// A key starts the bar; it shows an empty track before and its value as it runs.
@Suite struct ProgressAppTests {
    @Test func enterRunsTheBarToTheEnd() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("ProgressExample"))
        try await terminal.waitFor(text: "Enter starts")
        await assertSnapshot(of: terminal, named: "ready")
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Done.")
        await assertSnapshot(of: terminal, named: "done")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
