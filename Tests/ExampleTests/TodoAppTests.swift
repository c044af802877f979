import TermUITesting
import Testing

/// The to-do list: type into the field, Enter adds, Space ticks an item off.
@Suite struct TodoAppTests {
    @Test func typingAddsAnItemAndSpaceTicksItOff() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("TodoExample"))
        try await terminal.waitFor(text: "To do (1 left)")
        await assertSnapshot(of: terminal, named: "launched")
        // The first toggle has focus at launch; Tab moves to the field.
        try terminal.press(.tab)
        try terminal.type("Water the plants")
        try terminal.press(.enter)
        try await terminal.waitFor(text: "To do (2 left)")
        // Shift-Tab: back from the field to the new item's toggle.
        try terminal.press(.shiftTab)
        try terminal.press(.character(" "))
        await assertSnapshot(of: terminal, named: "added-and-ticked")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
