import Foundation
import TermUITesting
import Testing

/// The inline example through a pty: a shell prints lines, then runs the tool;
/// the tool's region starts below them, its finished steps go above the
/// region, and after it exits the shell's lines, the steps and the last frame
/// are all on the screen as text, with the cursor on the line after them.
@Suite struct InlineAppTests {
    static let steps = ["Resolve packages", "Compile sources", "Run tests", "Link release", "Upload build"]

    /// Runs the example from `/bin/sh -c`, which first echoes `lines`;
    /// `redirect` is appended to the `exec` (`> file`, `< /dev/null`).
    static func launch(
        after lines: [String], redirect: String = "", size: TerminalSize = .standard,
        environment: [String: String] = [:]
    ) throws -> Terminal {
        let script = (lines.map { "echo '\($0)'" } + ["exec \"$0\" \(redirect)"]).joined(separator: "; ")
        return try Terminal.launch(
            executable: "/bin/sh", arguments: ["-c", script, BuiltProduct.path("InlineExample")],
            environment: environment, size: size)
    }

    /// Fails unless each step's line appears exactly once on the screen.
    static func expectEachStepOnce(
        _ screen: TerminalScreen, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for step in steps {
            let count = screen.lines.filter { $0.hasPrefix("✓ \(step)") }.count
            #expect(
                count == 1, "\"✓ \(step)\" shown \(count) times:\n\(screen)", sourceLocation: sourceLocation)
        }
    }

    @Test func runsBelowTheShellLinesAndLeavesItsAnswer() async throws {
        let shellLines = ["$ deploy --env staging", "Checking out main at 4f2c9e1"]
        let terminal = try Self.launch(after: shellLines)
        try await terminal.waitFor(text: "Deploy now?")
        await assertSnapshot(of: terminal, named: "question")
        try terminal.press(.enter)
        #expect(try await terminal.waitForExit() == .exited(0))
        let screen = terminal.screen
        assertSnapshot(of: screen, named: "after-exit")
        #expect(Array(screen.lines.prefix(2)).map { $0.trimmingTrailingSpaces } == shellLines)
        Self.expectEachStepOnce(screen)
        // The shell's lines, the five steps, the last frame; the prompt would come next.
        #expect(screen.lines[7].trimmingTrailingSpaces == "Deploy now? yes")
        #expect(screen.cursor.row == 8 && screen.cursor.col == 0, "cursor on the line after: \(screen)")
        #expect(screen.cursor.isVisible)
        #expect(!terminal.isAlternateScreenOn)
    }

    /// Shrunk from 80×24 to 60×20 in the middle of the steps: the region is
    /// drawn again at 60 columns, nothing above it is lost or repeated.
    @Test func aResizeDuringTheRunRedrawsTheRegionOnce() async throws {
        let terminal = try Self.launch(after: ["$ deploy"])
        try await terminal.waitFor(text: "✓ Compile sources")
        try terminal.resize(rows: 20, cols: 60)
        try await terminal.waitFor(text: "Deploy now?")
        await assertSnapshot(of: terminal, named: "question-60x20")
        let asked = terminal.screen
        Self.expectEachStepOnce(asked)
        #expect(asked.lines[0].trimmingTrailingSpaces == "$ deploy")
        #expect(!asked.lines.contains { $0.contains("Step ") }, "no progress row left behind:\n\(asked)")
        try terminal.press(.character("q"))
        #expect(try await terminal.waitForExit() == .exited(0))
        let screen = terminal.screen
        assertSnapshot(of: screen, named: "after-exit-60x20")
        Self.expectEachStepOnce(screen)
        #expect(screen.cursor.row == 9 && screen.cursor.isVisible, "cursor after the last frame: \(screen)")
    }

    /// The key help (`?`) opens in the region, grown to the rows its box needs
    /// below the lines above it; closed, the region is three rows again and
    /// the box's rows are erased.
    @Test func theKeyHelpOpensInTheRegion() async throws {
        let terminal = try Self.launch(after: ["$ deploy"])
        try await terminal.waitFor(text: "Deploy now?")
        try terminal.type("?")
        try await terminal.waitFor(text: "Keys (any key closes)")
        let open = terminal.screen
        #expect(open.lines[0].trimmingTrailingSpaces == "$ deploy")
        Self.expectEachStepOnce(open)
        #expect(open.lines[6].hasPrefix("Deploy now?"), "the question stays at its row:\n\(open)")
        #expect(open.contains("Enter   Deploy"))
        try terminal.press(.escape)
        try await terminal.waitFor("the help closed") { !$0.contains("Keys (any key closes)") }
        try await terminal.settle()
        let closed = terminal.screen.lines.map(\.trimmingTrailingSpaces)
        #expect(closed[6] == "Deploy now?" && closed[7] == "[ Deploy ] [ Not now ]")
        #expect(closed[9...].allSatisfy { $0.isEmpty }, "nothing of the box left:\n\(terminal.screen)")
        try terminal.press(.enter)
        #expect(try await terminal.waitForExit() == .exited(0))
        #expect(terminal.screen.lines[6].trimmingTrailingSpaces == "Deploy now? yes")
    }

    /// Lines the shell printed fill the screen, so the region starts at its
    /// bottom and pushes them up: those still on the screen after the tool
    /// exits are the shell's, in order, none repeated or missing, none changed.
    @Test func theShellsLinesStayAboveTheRegion() async throws {
        let shellLines = (1...30).map { "shell line \($0) " + String(repeating: "·", count: $0) }
        let terminal = try Self.launch(after: shellLines, size: TerminalSize(rows: 20, cols: 60))
        try await terminal.waitFor(text: "Deploy now?")
        try terminal.press(.enter)
        #expect(try await terminal.waitForExit() == .exited(0))
        let screen = terminal.screen
        let lines = screen.lines.map(\.trimmingTrailingSpaces)
        let shown = lines.prefix { $0.hasPrefix("shell line") }
        // 20 rows: the shell's last lines, five steps, the question's three rows
        // (the tallest the region was), of which the answer now takes one.
        #expect(Array(shown) == Array(shellLines.suffix(shown.count)), "the shell's lines:\n\(screen)")
        #expect(shown.count == 20 - 5 - 3)
        Self.expectEachStepOnce(screen)
        #expect(lines[17] == "Deploy now? yes")
        #expect(lines[18].isEmpty && lines[19].isEmpty)
        #expect(screen.cursor.row == 18 && screen.cursor.isVisible)
    }

    /// Standard output redirected to a file: the tool runs with keys from the
    /// terminal (its standard input), the file holds the finished steps and
    /// the last frame as plain text, and the terminal gets nothing.
    @Test func standardOutputToAFileIsPlainText() async throws {
        let (terminal, file) = try Self.launchIntoAFile(input: "")
        defer { try? FileManager.default.removeItem(at: file) }
        await Self.waitForTheSteps(in: file)
        try terminal.press(.enter)
        #expect(try await terminal.waitForExit() == .exited(0))
        let text = try Self.plainText(of: file)
        #expect(text == Self.steps.map { "✓ \($0)\n" }.joined() + "Deploy now? yes\n")
        #expect(!terminal.process.outputText.contains("Deploy"), "nothing drawn on the terminal")
    }

    /// Neither output nor input a terminal (a CI job): no keys are read, and a
    /// signal ends the tool with the question, unanswered, as its last frame.
    @Test func withoutATerminalASignalWritesTheLastFrame() async throws {
        let (terminal, file) = try Self.launchIntoAFile(input: "< /dev/null")
        defer { try? FileManager.default.removeItem(at: file) }
        await Self.waitForTheSteps(in: file)
        try terminal.process.signal(SIGTERM)
        #expect(try await terminal.waitForExit() == .exited(128 + SIGTERM))
        let text = try Self.plainText(of: file)
        #expect(
            text.hasPrefix(Self.steps.map { "✓ \($0)\n" }.joined() + "Deploy now?\n[ Deploy ] [ Not now ]\n"))
        #expect(
            terminal.process.outputText.isEmpty,
            "nothing written on the terminal: \(terminal.process.outputText)")
    }

    /// Starts the example with standard output to a new file.
    static func launchIntoAFile(input: String) throws -> (Terminal, URL) {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-inline-\(UUID().uuidString).txt")
        return (try launch(after: [], redirect: "\(input) > '\(file.path)'"), file)
    }

    /// Waits until the last step's line is in `file`.
    static func waitForTheSteps(in file: URL, sourceLocation: SourceLocation = #_sourceLocation) async {
        let done = await waitUntil(timeout: .seconds(30)) {
            ((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains("✓ Upload build")
        }
        #expect(done, "the five steps in the file", sourceLocation: sourceLocation)
    }

    /// The file's text, after checking it holds no escape byte.
    static func plainText(of file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let bytes = try Data(contentsOf: file)
        #expect(!bytes.contains(0x1B), "no escape byte", sourceLocation: sourceLocation)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
