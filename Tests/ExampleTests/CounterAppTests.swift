import TermUITesting
import Testing

/// The counter, run as a person runs it: the built executable in a terminal.
@Suite struct CounterAppTests {
    @Test func addOneCountsAndQQuits() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("CounterExample"))
        try await terminal.waitFor(text: "Count: 0")
        // The first button has focus at launch: Enter presses it.
        try terminal.press(.enter)
        await assertSnapshot(of: terminal, named: "counted-once")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
