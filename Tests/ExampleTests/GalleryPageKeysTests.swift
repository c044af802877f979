import TermUITesting
import Testing

@testable import GalleryExample

#if canImport(Glibc)
    import Glibc
#endif

/// The gallery's footer is its key registry: where a text field takes `]`
/// and `[`, the footer names Alt-n/p instead, and each does what it says.
@Suite struct GalleryPageKeysTests {
    @Test func inAFocusedFieldBracketsTypeAndAltNTurnsThePage() async throws {
        let pages = GalleryPage.all
        let index = try #require(pages.firstIndex { $0.id == "textfield" })
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("GalleryExample"), arguments: ["--page", "textfield"])
        try await terminal.waitFor(text: "· \(pages[index].title)")
        try await terminal.waitFor(text: "Alt-n/p page")
        #expect(!terminal.screen.contains("[ ] page"))
        try terminal.type("]")
        try await terminal.waitFor(text: "]")
        #expect(terminal.screen.contains("· \(pages[index].title) "))
        try terminal.press(.alt("n"))
        try await terminal.waitFor(text: "· \(pages[index + 1].title)")
        try terminal.process.signal(SIGTERM)
        await terminal.expectCleanExit(status: .exited(128 + SIGTERM))
    }

    @Test func elsewhereTheFooterNamesTheBrackets() async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("GalleryExample"), arguments: ["--page", "text"])
        try await terminal.waitFor(text: "[ ] page")
        #expect(!terminal.screen.contains("Alt-n/p"))
        try terminal.press(.alt("p"))
        try await terminal.waitFor(text: "· \(try #require(GalleryPage.all.last).title)")
        try terminal.process.signal(SIGTERM)
        await terminal.expectCleanExit(status: .exited(128 + SIGTERM))
    }
}
