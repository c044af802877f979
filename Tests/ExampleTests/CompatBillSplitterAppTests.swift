import TermUITesting
import Testing

/// The compatibility bill splitter (a SwiftUI tutorial file with `import
/// TermUI`): a form with a text field, a stepper, a segmented picker and a
/// toggle, the share computed from them, at 80×24.
@Suite struct CompatBillSplitterAppTests {
    @Test func typingTheAmountSplitsItWithTheTip() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("CompatBillSplitterExample"))
        try await terminal.waitFor(text: "$0.00")
        await assertSnapshot(of: terminal, named: "launched")
        // The amount field has focus at launch: 120 with 15% between two is 69.
        try terminal.type("120")
        try await terminal.waitFor(text: "$69.00")
        // Tab to the stepper: three people pay 46 each.
        try terminal.press(.tab)
        try terminal.press(.right)
        try await terminal.waitFor(text: "People: 3")
        try await terminal.waitFor(text: "$46.00")
        await assertSnapshot(of: terminal, named: "three-people")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
