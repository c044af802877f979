import TermUITesting
import Testing

/// The compatibility card grid (a SwiftUI tutorial file with `import
/// TermUI`): a `LazyVGrid` of adaptive columns in a `ScrollView`, at 80×24.
@Suite struct CompatCardGridAppTests {
    @Test func choosingACardShowsItBelow() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("CompatCardGridExample"))
        try await terminal.waitFor(text: "Selected: none")
        // Four columns of 16 at 80 columns: the second row starts with Ocean.
        try await terminal.waitFor(text: "Ocean")
        await assertSnapshot(of: terminal, named: "launched")
        // Tab reaches the first card's button, then the second's.
        try terminal.press(.tab, .tab)
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Selected: Amber")
        await assertSnapshot(of: terminal, named: "amber")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
