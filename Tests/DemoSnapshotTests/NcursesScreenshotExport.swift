import Foundation
import TermUITesting
import Testing

/// The ncurses screen's SVG screenshots for the README, written with the
/// others by `make screenshots` (`TERMUI_SCREENSHOTS=<folder>`); skipped when
/// the variable is unset.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TERMUI_SCREENSHOTS"] != nil))
struct NcursesScreenshotExport {
    @Test func exportTheNcursesScreen() async throws {
        let folder = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["TERMUI_SCREENSHOTS"] ?? ".",
            isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let terminal = try await DemoApp.launch(arguments: ["--screen", "ncurses"])
        try terminal.press(.down, .down, .tab, .down, .character(" "), .tab, .end)
        try terminal.type("x")
        try await terminal.waitFor(text: "is not allowed here")
        try save(terminal, "ncurses", in: folder)
        try terminal.type("2")
        try terminal.press(.enter)
        try terminal.type("ABC-12")
        try terminal.press(.enter, .control("u"))
        try terminal.type("exp")
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Order placed")
        try save(terminal, "ncurses-sheet", in: folder)
        try terminal.press(.escape, .shiftTab, .shiftTab, .character("l"))
        try await terminal.waitFor(text: "Lifecycle")
        try save(terminal, "ncurses-with-lifecycle", in: folder)
        // q quits with 0; Ctrl-C would end with 130, the exit rule for an interrupt.
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    private func save(_ terminal: Terminal, _ name: String, in folder: URL) throws {
        let file = folder.appendingPathComponent("demo-\(name).svg")
        try terminal.screen.svg(title: "termui-demo: \(name)").write(
            to: file, atomically: true, encoding: .utf8)
    }
}
