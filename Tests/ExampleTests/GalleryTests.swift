import TermUITesting
import Testing

@testable import GalleryExample

#if canImport(Glibc)
    import Glibc
#endif

/// Every gallery page, launched as a person launches it, at the two sizes the
/// views must fit: 80×24 and 60×20.
@Suite struct GalleryTests {
    static let pageIDs = GalleryPage.all.map(\.id)

    @Test(arguments: pageIDs)
    func pageAt80x24(_ id: String) async throws {
        try await snapshot(page: id, size: .standard, named: "\(id).80x24")
    }

    @Test(arguments: pageIDs)
    func pageAt60x20(_ id: String) async throws {
        try await snapshot(page: id, size: TerminalSize(rows: 20, cols: 60), named: "\(id).60x20")
    }

    /// `]` turns to the next page and `[` back; the title row says which.
    @Test func bracketsTurnThePages() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("GalleryExample"))
        let first = GalleryPage.all[0].title
        let second = GalleryPage.all[1].title
        try await terminal.waitFor(text: "· \(first)")
        try terminal.press(.character("]"))
        try await terminal.waitFor(text: "· \(second)")
        try terminal.press(.character("["))
        try await terminal.waitFor(text: "· \(first)")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// `?` on the KeyHints page: the help overlay lists every key active
    /// beneath it, at both sizes.
    @Test(arguments: [(TerminalSize.standard, "80x24"), (TerminalSize(rows: 20, cols: 60), "60x20")])
    func keyHelpOverlay(size: TerminalSize, name: String) async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("GalleryExample"), arguments: ["--page", "keyhints"], size: size)
        try await terminal.waitFor(text: "? help")
        try terminal.press(.character("?"))
        try await terminal.waitFor(text: "Keys (any key closes)")
        await assertSnapshot(of: terminal, named: "keyhints-help.\(name)")
        try terminal.press(.character("x"))
        try await terminal.waitFor("the help closed") { !$0.contains("Keys (any key closes)") }
        try terminal.process.signal(SIGTERM)
        await terminal.expectCleanExit(status: .exited(128 + SIGTERM))
    }

    private func snapshot(
        page id: String, size: TerminalSize, named name: String,
        function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("GalleryExample"), arguments: ["--page", id], size: size)
        let title = try #require(GalleryPage.all.first { $0.id == id }).title
        try await terminal.waitFor(text: "· \(title)")
        await assertSnapshot(of: terminal, named: name, function: function, sourceLocation: sourceLocation)
        // SIGTERM, not q (typed into a text field's page) nor Ctrl-C (its exit
        // status depends on whether the app was busy): one status every time.
        try terminal.process.signal(SIGTERM)
        await terminal.expectCleanExit(status: .exited(128 + SIGTERM))
    }
}

/// The command line: a bad word is one clear line, never a started terminal.
@Suite struct GalleryArgumentsTests {
    @Test func aKnownPageOpensAtItsIndex() {
        #expect(GalleryArguments.parse(["--page", GalleryPage.all[2].id]) == .run(page: 2))
        #expect(GalleryArguments.parse([]) == .run(page: 0))
    }

    @Test func anUnknownPageNamesThePagesThereAre() {
        guard case .failure(let message) = GalleryArguments.parse(["--page", "nope\u{1B}[2J"]) else {
            Issue.record("an unknown page was accepted")
            return
        }
        #expect(message.contains("no page 'nope"))
        #expect(!message.contains("\u{1B}"))
        #expect(message.contains(GalleryPage.all[0].id))
    }

    @Test func anUnknownFlagIsRefused() {
        #expect(GalleryArguments.parse(["--bogus"]) != .run(page: 0))
        #expect(GalleryArguments.parse(["--page"]) != .run(page: 0))
    }
}
