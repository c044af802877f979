import TermUITesting
import Testing

/// The custom widget: arrows move the gauge, its coordinator writes the
/// binding, and the button writes the other way.
@Suite struct GaugeAppTests {
    @Test func arrowsMoveTheGaugeAndMuteEmptiesIt() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("GaugeExample"))
        try await terminal.waitFor(text: "Volume: 3")
        // The gauge has focus at launch.
        try terminal.press(.right, .right)
        await assertSnapshot(of: terminal, named: "raised-to-5")
        try terminal.press(.tab)
        try terminal.press(.enter)
        await assertSnapshot(of: terminal, named: "muted")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
