import Foundation
import TermUITesting
import Testing

/// Writes SVG screenshots of the demo for the README: `make screenshots`
/// (`TERMUI_SCREENSHOTS=<folder>`). Skipped when the variable is unset.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TERMUI_SCREENSHOTS"] != nil))
struct ScreenshotExport {
    @Test func exportDemoScreens() async throws {
        let folder = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["TERMUI_SCREENSHOTS"] ?? ".",
            isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let home = try await DemoApp.launch()
        try save(home, "home", in: folder)
        try home.press(.enter)
        try await home.settle()
        try save(home, "context", in: folder)
        try home.press(.character("l"))
        try await home.settle()
        try save(home, "context-with-lifecycle", in: folder)
        try home.resize(rows: 5, cols: 20)
        try await home.settle()
        try save(home, "too-small", in: folder)
        try home.press(.control("c"))
        await home.expectCleanExit(status: .exited(130))

        // The wallet's I/O runs off the main thread: wait for its results on screen.
        let wallet = try await DemoApp.launch(arguments: ["--screen", "wallet"])
        try await wallet.waitFor("the wallet read") { !$0.contains("Reading the wallet") }
        try await wallet.settle()
        try save(wallet, "wallet", in: folder)
        try wallet.press(.enter)
        try await wallet.waitFor(text: "✓ In Wallet")
        try await wallet.settle()
        try save(wallet, "wallet-added", in: folder)
        try wallet.press(.character("w"))
        try await wallet.settle()
        try save(wallet, "wallet-sheet", in: folder)
        try wallet.press(.character("q"))
        await wallet.expectCleanExit()

        let code = try await ScannerPicture("https://example.com/termui")
        defer { code.remove() }
        let blank = try await ScannerPicture(nil)
        defer { blank.remove() }
        let scanner = try await DemoApp.launch(arguments: ["--scan-source", blank.path])
        try save(scanner, "scanner", in: folder)
        try scanner.press(.enter)
        try await scanner.waitFor(text: "no code in view")
        try save(scanner, "scanner-sheet", in: folder)
        try scanner.press(.character("q"))
        await scanner.expectCleanExit()
        let scanned = try await DemoApp.launch(arguments: ["--scan-source", code.path])
        try scanned.press(.enter)
        try await scanned.waitFor(text: "https://example.com/termui")
        try scanned.press(.character("l"))
        try await scanned.waitFor(text: "dismantleController")
        try save(scanned, "scanner-scanned", in: folder)
        try scanned.press(.character("q"))
        await scanned.expectCleanExit()
        let noCamera = try await DemoApp.launch(arguments: [
            "--scan-source", "camera", "--scan-device", "/dev/video0",
        ])
        try noCamera.press(.enter)
        try await noCamera.waitFor(text: "not scanning")
        try save(noCamera, "scanner-no-camera", in: folder)
        try noCamera.press(.character("q"))
        await noCamera.expectCleanExit()
        let web = try await DemoApp.launch(arguments: ["--screen", "web"])
        try await web.waitFor(text: "On the network")
        try web.press(.tab)
        try await web.waitFor(text: "→ text.html")
        try save(web, "web", in: folder)
        try web.press(.character("q"))
        await web.expectCleanExit()

        // A load held halfway by the loopback fixture: the overlay at that progress.
        let server = try LoopbackServer()
        let loading = try await DemoApp.launch(arguments: [
            "--url", server.url("/stall?bytes=20000&first=10000"),
        ])
        #expect(server.wait { server.stallCount == 1 })
        // 34 and 4/8 cells, as WebScreenTests' overlay-half golden has them.
        let half = String(repeating: "█", count: 34) + "▌"
        try await loading.waitFor("the overlay at half the body") { $0.contains(half) }
        try await loading.settle()
        try save(loading, "web-loading", in: folder)
        server.release()
        try loading.press(.character("q"))
        await loading.expectCleanExit()
    }

    /// Writes the screen as `demo-<name>.svg`, temporary HOME paths masked.
    private func save(_ terminal: Terminal, _ name: String, in folder: URL) throws {
        let file = folder.appendingPathComponent("demo-\(name).svg")
        let svg = terminal.screen.maskingTemporaryHomes.maskingLoopbackPorts.svg(
            title: "termui-demo: \(name)")
        try svg.write(to: file, atomically: true, encoding: .utf8)
        #expect(FileManager.default.fileExists(atPath: file.path))
    }
}
