import TermUITesting
import Testing

/// The compatibility rating app (a SwiftUI tutorial file with `import
/// TermUI`): stars from SF Symbols bound to an `ObservableObject`, and
/// shapes filled, stroked and behind text, at 80×24.
@Suite struct CompatRatingAppTests {
    @Test func moreAddsAStar() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("CompatRatingExample"))
        try await terminal.waitFor(text: "3 of 5")
        await assertSnapshot(of: terminal, named: "launched")
        // "Fewer" has focus at launch; Tab moves to "More".
        try terminal.press(.tab)
        try terminal.press(.enter)
        try await terminal.waitFor(text: "4 of 5")
        await assertSnapshot(of: terminal, named: "four-stars")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
