import TermUITesting
import Testing

/// The compatibility sheet counter (a SwiftUI tutorial file with `import
/// TermUI`): a sheet edits the count through a `@Binding` and closes itself
/// with `@Environment(\.dismiss)`.
@Suite struct CompatSheetCounterAppTests {
    @Test func theSheetEditsTheCountAndDismissesItself() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("CompatSheetCounterExample"))
        try await terminal.waitFor(text: "Count: 0")
        await assertSnapshot(of: terminal, named: "launched")
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Edit the count")
        // The stepper has focus in the sheet.
        try terminal.press(.right)
        try terminal.press(.right)
        try await terminal.waitFor(text: "Count: 2")
        await assertSnapshot(of: terminal, named: "sheet")
        try terminal.press(.tab)
        try terminal.press(.enter)
        try await terminal.waitFor("the sheet closed with the new count") { screen in
            !screen.contains("Edit the count") && screen.contains("Count: 2")
        }
        await assertSnapshot(of: terminal, named: "dismissed")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
