import Foundation
import TermUITesting
import Testing

/// `--help` and a bad flag print plain text and exit without touching the terminal.
@Suite struct DemoCommandLineTests {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the demo with pipes (no terminal) and collects both streams
    /// (``PipedProcess``: Foundation's `Pipe` was inherited by a fixture another
    /// test spawned meanwhile, and the read of it blocked the suite for good).
    func run(_ arguments: [String]) async throws -> Result {
        let result = try await PipedProcess.run(
            executable: DemoApp.path, arguments: arguments, environment: ["LANG": "C.UTF-8"])
        guard case .exited(let code) = result.status else {
            Issue.record("the demo ended by \(result.status)")
            return Result(status: -1, stdout: result.standardOutput, stderr: result.standardError)
        }
        return Result(status: code, stdout: result.standardOutput, stderr: result.standardError)
    }

    @Test(arguments: ["--help", "-h"])
    func helpPrintsUsageAndExitsZero(flag: String) async throws {
        let result = try await run([flag])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("usage: termui-demo [--help] [--version]"))
        #expect(result.stdout.contains("Tab moves focus"))
        #expect(result.stdout.contains("--screen NAME"))
        #expect(result.stderr.isEmpty)
        // Plain text: no escape sequences, no alternate screen.
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func versionPrintsOneLine() async throws {
        let result = try await run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("termui-demo "))
        #expect(result.stdout.filter { $0 == "\n" }.count == 1)
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        (["--bogus"], "termui-demo: unknown option '--bogus'\nusage: termui-demo"),
        (["--screen", "nowhere"], "termui-demo: unknown screen 'nowhere'"),
        (["--screen"], "termui-demo: option '--screen' needs a value"),
        (["stray"], "termui-demo: unexpected argument 'stray'"),
        (["--pass", "/nonexistent/pass.json"], "termui-demo: --pass: "),
        (["--url", "two words"], "termui-demo: --url: 'two words' is not a URL or an existing file"),
        (["--url", "a\u{1B}[2J b"], "termui-demo: --url: 'a\\u{1B}[2J b' is not a URL"),
        (["--throttle", "-3"], "termui-demo: --throttle needs a positive number of KB/s, not '-3'"),
    ])
    func mistakeExplainsOnStderrAndExitsTwo(arguments: [String], message: String) async throws {
        let result = try await run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message))
        #expect(!result.stderr.contains("\u{1B}"))
    }

    @Test func escapeSequencesInAnArgumentAreShownNotRun() async throws {
        let result = try await run(["--\u{1B}]0;pwned\u{07}\u{1B}[31m"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("termui-demo: unknown option '--\\u{1B}]0;pwned\\u{7}\\u{1B}[31m'"))
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(!result.stderr.contains("\u{07}"))
    }

    /// A newline in an argument is shown as `\n`: the message stays one line and the
    /// argument's second half cannot pose as another line of output.
    @Test(arguments: [["--bo\ngus"], ["--pass", "/nonexistent/a\nb.json"]])
    func aNewlineInAnArgumentIsEscaped(arguments: [String]) async throws {
        let result = try await run(arguments)
        #expect(result.status == 2)
        let firstLine = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        #expect(firstLine.contains(#"\n"#), "the newline is written as \\n: \(result.stderr)")
        #expect(
            firstLine.contains("gus") || firstLine.contains("b.json"),
            "the whole argument is on the first line")
    }

    @Test func escapeSequencesInAPassFileAndItsNameAreShownNotRun() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-evil-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pass = folder.appendingPathComponent("pass\u{1B}[2J.json")
        try Data(#"{"formatVersion": "\u001b]0;pwned\u0007"}"#.utf8).write(to: pass)

        let result = try await run(["--pass", pass.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("pass\\u{1B}[2J.json"))
        #expect(result.stderr.contains("formatVersion"))
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(!result.stderr.contains("\u{07}"))
    }
}
