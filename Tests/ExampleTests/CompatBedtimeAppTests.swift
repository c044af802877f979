import TermUITesting
import Testing

/// The compatibility bedtime calculator (a SwiftUI tutorial file with
/// `import TermUI`): a `Picker` and two `Stepper`s in a `Form` feed a
/// bedtime computed from their `@State`, at 80×24.
@Suite struct CompatBedtimeAppTests {
    @Test func moreSleepMakesAnEarlierBedtime() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("CompatBedtimeExample"))
        try await terminal.waitFor(text: "22:45")
        await assertSnapshot(of: terminal, named: "launched")
        // The wake-up picker has focus at launch; Tab moves to the sleep stepper.
        try terminal.press(.tab)
        try terminal.press(.right)
        try await terminal.waitFor(text: "9 hours")
        try await terminal.waitFor(text: "21:45")
        try terminal.press(.tab)
        try terminal.press(.left)
        try await terminal.waitFor(text: "0 cups")
        try await terminal.waitFor(text: "22:00")
        await assertSnapshot(of: terminal, named: "more-sleep-no-coffee")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
