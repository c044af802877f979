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
        await home.expectCleanExit()

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
    }

    /// Writes the screen as `demo-<name>.svg`, temporary HOME paths masked.
    private func save(_ terminal: Terminal, _ name: String, in folder: URL) throws {
        let file = folder.appendingPathComponent("demo-\(name).svg")
        let svg = terminal.screen.maskingTemporaryHomes.svg(title: "termui-demo: \(name)")
        try svg.write(to: file, atomically: true, encoding: .utf8)
        #expect(FileManager.default.fileExists(atPath: file.path))
    }
}
