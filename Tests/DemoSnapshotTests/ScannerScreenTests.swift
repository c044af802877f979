import TermUITesting
import Testing

/// The scanner screen (seeds 001 and 004): the button, the sheet with the
/// viewfinder on a still picture, a code recognised, Esc, and no camera.
/// Every scan reads a file, so every screen is the same on every run.
@Suite struct ScannerScreenTests {
    @Test func scannerScreen() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "scanner"])
        await assertSnapshot(of: terminal, named: "scanner")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func scannerAtAnotherSize() async throws {
        let terminal = try await DemoApp.launch(
            arguments: ["--screen", "scanner"], size: TerminalSize(rows: 40, cols: 120))
        await assertSnapshot(of: terminal, named: "120x40")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func theViewfinderShowsAStillPictureAndEscClosesIt() async throws {
        let picture = try await ScannerPicture(nil)
        defer { picture.remove() }
        let terminal = try await DemoApp.launch(arguments: ["--scan-source", picture.path])
        try terminal.press(.enter)
        try await terminal.waitFor(text: "no code in view")
        await assertSnapshot(of: terminal, named: "sheet-still-image")
        try terminal.press(.escape)
        try await terminal.waitFor("the sheet closed") { !$0.contains("no code in view") }
        await assertSnapshot(of: terminal, named: "esc-dismissed")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func aRecognisedCodeClosesTheSheetAndShowsThePayload() async throws {
        let picture = try await ScannerPicture("https://example.com/termui")
        defer { picture.remove() }
        let terminal = try await DemoApp.launch(arguments: ["--scan-source", picture.path])
        try terminal.press(.enter)
        try await terminal.waitFor(text: "https://example.com/termui")
        await assertSnapshot(of: terminal, named: "code-recognised")
        // The lifecycle pane shows the controller made, updated and dismantled.
        try terminal.press(.character("l"))
        try await terminal.waitFor(text: "dismantleController")
        await assertSnapshot(of: terminal, named: "lifecycle")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// A scanned web address is offered to the web screen, which opens on that page.
    @Test func aScannedAddressOpensOnTheWebScreen() async throws {
        let server = try LoopbackServer()
        let picture = try await ScannerPicture(server.url("/page/a"))
        defer { picture.remove() }
        let terminal = try await DemoApp.launch(arguments: ["--scan-source", picture.path])
        try terminal.press(.enter)
        try await terminal.waitFor(text: "[ Open 127.0.0.1 on the web screen ]")
        #expect(server.requests.isEmpty, "nothing is loaded before the offer is taken")
        try terminal.press(.tab)
        try await terminal.settle()
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Go to")
        #expect(terminal.screen.contains("‹ TermUI demo › Scanner › Web"))
        #expect(server.requests == ["/page/a"])
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func aPayloadWithEscapeSequencesIsShownInert() async throws {
        let picture = try await ScannerPicture("\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[31mred")
        defer { picture.remove() }
        let terminal = try await DemoApp.launch(arguments: ["--scan-source", picture.path])
        try terminal.press(.enter)
        try await terminal.waitFor(text: "[31mred")
        await assertSnapshot(of: terminal, named: "inert-payload")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// A USB reader types the code and Enter; the app's own letter keys (`l`, `q`) go to the
    /// scanner while it types, and work again once the sheet is gone.
    @Test func aKeyboardReaderTypesACode() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--scan-source", "keyboard"])
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Keyboard reader")
        try terminal.type("https://example.com/lql")
        try await terminal.waitFor(text: "> https://example.com/lql")
        try terminal.press(.enter)
        try await terminal.waitFor("the sheet closed with the code") {
            $0.contains(" https://example.com/lql") && !$0.contains("Keyboard reader")
        }
        try terminal.press(.character("l"))
        try await terminal.waitFor(text: "ScannerView.dismantleController")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func aMissingCameraIsSaidClearly() async throws {
        let terminal = try await DemoApp.launch(
            arguments: ["--scan-source", "camera", "--scan-device", "/nonexistent/video0"])
        try terminal.press(.enter)
        try await terminal.waitFor(text: "does not exist")
        await assertSnapshot(of: terminal, named: "no-camera")
        try terminal.press(.escape)
        try await terminal.waitFor("the sheet closed") { !$0.contains("does not exist") }
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
