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

    /// Without a UTF-8 locale each symbol is its ASCII stand-in of the same
    /// width (a star `*`, an empty one `.`) and the shapes fall back to the
    /// terminal's line-drawing characters: the layout is the same.
    @Test func withoutAUTF8LocaleSymbolsAreASCII() async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("CompatRatingExample"), environment: ["LANG": "C", "LC_ALL": "C"])
        try await terminal.waitFor(text: "* * * . .")
        await assertSnapshot(of: terminal, named: "lang-c")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
