import TermUITesting
import Testing

/// The compatibility habit tracker (a SwiftUI tutorial file with `import
/// TermUI`): an `ObservableObject` store with `@Published` habits held by
/// `@StateObject`, rows observing it, steppers, at 80×24.
@Suite struct CompatHabitTrackerAppTests {
    @Test func steppingAHabitToItsGoalCountsItDone() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("CompatHabitTrackerExample"))
        try await terminal.waitFor(text: "Done: 0 of 3")
        await assertSnapshot(of: terminal, named: "launched")
        // The first stepper has focus at launch; Tab moves to the second, → adds one.
        try terminal.press(.right)
        try await terminal.waitFor(text: "Drink water: 1/8")
        try terminal.press(.tab)
        try terminal.press(.right)
        try await terminal.waitFor(text: "Read a chapter: 1/1")
        try await terminal.waitFor(text: "Done: 1 of 3")
        await assertSnapshot(of: terminal, named: "one-done")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
