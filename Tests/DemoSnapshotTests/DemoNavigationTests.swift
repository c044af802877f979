import TermUITesting
import Testing

/// The demo's screens are levels of one `NavigationStack`: a screen opened
/// from another (the scanner's offer opens the web screen) is pushed over
/// it, so Esc goes back to where you came from, as it was left.
@Suite struct DemoNavigationTests {
    @Test func homeToScannerToWebAndEscBackToTheScannerWithItsCode() async throws {
        let server = try LoopbackServer()
        let address = server.url("/page/a")
        let picture = try await ScannerPicture(address)
        defer { picture.remove() }
        // A scan source opens the scanner; Esc goes home, where the walk starts.
        let terminal = try await DemoApp.launch(arguments: ["--scan-source", picture.path])
        try terminal.press(.escape)
        try await terminal.waitFor(text: "Each screen re-creates one SwiftUI seed document.")
        #expect(terminal.screen.lines[0].hasPrefix(" TermUI demo "))

        // Home: the cursor is on the scanner, the screen last open; Enter opens it.
        try terminal.press(.enter)
        try await terminal.waitFor(text: "[ Scan QR code ]")
        #expect(terminal.screen.lines[0].hasPrefix(" ‹ TermUI demo › Scanner "))
        try terminal.press(.enter)
        try await terminal.waitFor(text: "[ Open 127.0.0.1 on the web screen ]")
        try terminal.press(.tab)
        try await terminal.settle()
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Go to")
        #expect(terminal.screen.lines[0].hasPrefix(" ‹ TermUI demo › Scanner › Web "))
        #expect(server.requests == ["/page/a"])

        // Esc: back on the scanner, its scanned code and offer still there.
        try terminal.press(.escape)
        try await terminal.waitFor(text: "[ Open 127.0.0.1 on the web screen ]")
        #expect(terminal.screen.lines[0].hasPrefix(" ‹ TermUI demo › Scanner "))
        #expect(terminal.screen.contains(address))

        // And on to home, with the scanner's row where it was.
        try terminal.press(.escape)
        try await terminal.waitFor(text: "Each screen re-creates one SwiftUI seed document.")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
