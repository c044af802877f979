import TermUITesting
import Testing

/// The compatibility todo list (a SwiftUI tutorial file with `import
/// TermUI`): a `List` with `onDelete`, an `EditButton` and an add button in
/// the toolbar, a count in the bottom bar, at 80×24.
@Suite struct CompatTodoListAppTests {
    @Test func addThenEditThenDelete() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("CompatTodoListExample"))
        try await terminal.waitFor(text: "3 left")
        await assertSnapshot(of: terminal, named: "launched")
        // Add has focus at launch.
        try terminal.press(.enter)
        try await terminal.waitFor(text: "New task 1")
        try await terminal.waitFor(text: "4 left")
        // Tab goes on to the list, then round to Edit: edit mode marks the rows.
        try terminal.press(.tab, .tab)
        try terminal.press(.enter)
        try await terminal.waitFor(text: "⊖ ○ Buy milk")
        await assertSnapshot(of: terminal, named: "editing")
        // Past Add into the list: Enter on the first row's mark deletes it.
        try terminal.press(.tab, .tab)
        try terminal.press(.down)
        try terminal.press(.enter)
        try await terminal.waitFor(text: "3 left")
        try await terminal.waitFor(text: "›⊖ ○ Walk the dog")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
