import TermUITesting
import Testing

/// The compatibility expense list (a SwiftUI tutorial file with `import
/// TermUI`): an `@Observable` model in the environment, sections, and a
/// toolbar button presenting a sheet with a form that saves and dismisses, at 80×24.
@Suite struct CompatExpenseListAppTests {
    @Test func addingAnExpenseSavesItIntoItsSection() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("CompatExpenseListExample"))
        try await terminal.waitFor(text: "Train ticket")
        await assertSnapshot(of: terminal, named: "launched")
        // "Add expense" has focus at launch: the sheet opens on Cancel; Tab, Tab reach the name.
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Add new expense")
        try terminal.press(.tab, .tab)
        try terminal.type("Lunch")
        try terminal.press(.tab, .tab)
        try terminal.press(.right, .right)
        try await terminal.waitFor(text: "Amount: $12")
        await assertSnapshot(of: terminal, named: "sheet")
        // Back to Save (Shift-Tab three times) and press it: the sheet closes, the row is there.
        try terminal.press(.shiftTab, .shiftTab, .shiftTab)
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Lunch")
        try await terminal.waitFor(text: "$12")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
