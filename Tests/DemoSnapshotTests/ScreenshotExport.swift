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
        let terminal = try await DemoApp.launch()
        try save(terminal, "demo-home", in: folder)
        try terminal.press(.enter)
        try terminal.press(.character("+"))
        try await terminal.settle()
        try terminal.press(.character("+"))
        try await terminal.settle()
        try terminal.press(.character("+"))
        try await terminal.settle()
        try terminal.press(.tab)
        try await terminal.settle()
        try terminal.type("Ada")
        try await terminal.settle()
        try save(terminal, "demo-in-use", in: folder)
        try terminal.resize(rows: 5, cols: 20)
        try await terminal.settle()
        try save(terminal, "demo-too-small", in: folder)
        try terminal.press(.control("c"))
        await terminal.expectCleanExit()
    }

    private func save(_ terminal: Terminal, _ name: String, in folder: URL) throws {
        let file = folder.appendingPathComponent("\(name).svg")
        try terminal.screen.svg(title: "termui-demo: \(name)").write(
            to: file, atomically: true, encoding: .utf8)
        #expect(FileManager.default.fileExists(atPath: file.path))
    }
}
