import Foundation
import TermUITesting
import Testing

/// Writes the README's screenshots of the inline example (`make screenshots`,
/// `TERMUI_SCREENSHOTS=<folder>`): during the steps, at the question, and
/// what stays after it exits. Skipped when the variable is unset.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TERMUI_SCREENSHOTS"] != nil))
struct InlineScreenshotExport {
    @Test func exportInlineExample() async throws {
        let folder = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["TERMUI_SCREENSHOTS"] ?? ".",
            isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let terminal = try InlineAppTests.launch(
            after: [
                "$ git log --oneline -2", "4f2c9e1 Release notes for 2.3", "b81d0aa Faster builds",
                "$ swift run InlineExample",
            ],
            size: TerminalSize(rows: 14, cols: 64))
        func export(_ name: String) throws {
            try terminal.screen.svg(title: "InlineExample").write(
                to: folder.appendingPathComponent("inline-\(name).svg"), atomically: true, encoding: .utf8)
        }
        try await terminal.waitFor(text: "✓ Compile sources")
        try await terminal.waitFor(text: "Step 3 of 5")
        try export("running")
        try await terminal.waitFor(text: "Deploy now?")
        try await terminal.settle()
        try export("question")
        try terminal.press(.enter)
        #expect(try await terminal.waitForExit() == .exited(0))
        try export("after-exit")
    }
}
