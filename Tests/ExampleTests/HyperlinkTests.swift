import Foundation
import TermUITesting
import Testing

/// `Link` and a `Text` with a link run are OSC 8 hyperlinks on a terminal
/// that takes them (Tests/Fixtures/FeaturesFixture with `--links`): the test
/// plays the terminal, and libvterm, with the harness noting the link open
/// when each cell is written, says which cells link where.
@Suite struct HyperlinkTests {
    static let home = "https://termui.example/home"
    static let guide = "https://termui.example/guide?q=a%20b"

    /// A terminal that calls itself kitty in its XTVERSION answer (and answers DA1).
    static let kitty = QueryAnswers { output, _ in
        var reply: [UInt8] = []
        if output.contains("\u{1B}[>0q") { reply += Array("\u{1B}P>|kitty(0.35.2)\u{1B}\\".utf8) }
        if output.contains("\u{1B}[c") { reply += Array("\u{1B}[?62;22c".utf8) }
        return reply
    }

    static func launch(answers: QueryAnswers, environment: [String: String] = [:]) throws -> Terminal {
        try Terminal.launch(
            executable: TerminalFeaturesTests.fixture, arguments: ["--links"], environment: environment,
            size: TerminalSize(rows: 12, cols: 60), answers: answers)
    }

    /// Where `text` is on the screen.
    static func find(_ text: String, in terminal: Terminal) -> (row: Int, col: Int)? {
        for (row, line) in terminal.screen.lines.enumerated() {
            if let range = line.range(of: text) {
                return (row, line.distance(from: line.startIndex, to: range.lowerBound))
            }
        }
        return nil
    }

    /// The links of `count` cells from `col` on `row`.
    static func links(_ terminal: Terminal, row: Int, col: Int, count: Int) -> [String?] {
        (col..<(col + count)).map { terminal.hyperlink(row: row, col: $0) }
    }

    @Test func aTerminalThatTakesHyperlinksGetsThem() async throws {
        let terminal = try Self.launch(answers: Self.kitty)
        try await terminal.waitFor(text: "read the guide now")
        let link = try #require(Self.find("TermUI site", in: terminal))
        let text = try #require(Self.find("read the guide now", in: terminal))
        // The links go out with the frame after kitty's answer.
        #expect(
            await waitUntil {
                terminal.hyperlink(row: link.row, col: link.col) == Self.home
            })
        try await terminal.settle()
        #expect(
            Self.links(terminal, row: link.row, col: link.col, count: 11)
                == Array(repeating: Self.home, count: 11))
        #expect(terminal.hyperlink(row: link.row, col: link.col + 11) == nil)
        #expect(
            Self.links(terminal, row: text.row, col: text.col, count: 5) == Array(repeating: nil, count: 5))
        #expect(
            Self.links(terminal, row: text.row, col: text.col + 5, count: 9)
                == Array(repeating: Self.guide, count: 9))
        #expect(terminal.hyperlink(row: text.row, col: text.col + 14) == nil)
        // The text is what it was, the link run in the accent colour.
        #expect(terminal.screen.lines[text.row].contains("read the guide now"))
        #expect(terminal.screen.cells[text.row][text.col + 5].style.foreground != .default)
        // One rendition for a run of one look: the title is sent whole, not cell by cell.
        let output = String(decoding: terminal.process.output, as: UTF8.self)
        #expect(output.contains("\u{1B}[34mTermUI site\u{1B}]8;;\u{1B}\\"))
        // Typing changes another row: no link is sent again.
        let sequences = terminal.hyperlinkCommands.count
        try terminal.type("a")
        try await terminal.waitFor(text: "keys a")
        try await terminal.settle()
        #expect(terminal.hyperlinkCommands.count == sequences)
        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
    }

    /// kitty answering late, once the first frame is on its screen (a slow link).
    static let lateKitty = QueryAnswers { output, _ in
        guard output.contains("TermUI site") else { return [] }
        return Array("\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?62;22c".utf8)
    }

    /// An answer that comes after the first frame brings the frame that sends
    /// the links by itself: no key is pressed, and no test harness's ready
    /// marker asks for a frame.
    @Test func aLateAnswerAloneSendsTheLinks() async throws {
        let terminal = try Terminal.launch(
            executable: TerminalFeaturesTests.fixture, arguments: ["--links"],
            size: TerminalSize(rows: 12, cols: 60), readyMarker: false, answers: Self.lateKitty)
        try await terminal.waitFor(text: "read the guide now")
        let link = try #require(Self.find("TermUI site", in: terminal))
        #expect(
            await waitUntil {
                terminal.hyperlink(row: link.row, col: link.col) == Self.home
            })
        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
    }

    /// A terminal that answers nothing (or one told no) is sent no OSC 8,
    /// and the same bytes as with the queries off.
    @Test func aSilentTerminalGetsNoHyperlinks() async throws {
        var outputs: [String] = []
        for (answers, environment) in [
            (QueryAnswers.silent, [:]), (QueryAnswers.silent, ["TERMUI_QUERIES": "0"]),
            (Self.kitty, ["TERMUI_HYPERLINKS": "0"]),
        ] {
            let terminal = try Self.launch(answers: answers, environment: environment)
            try await terminal.waitFor(text: "read the guide now")
            try await terminal.settle()
            try terminal.type("a")
            try await terminal.waitFor(text: "keys a")
            try terminal.press(.character("q"))
            #expect(await terminal.exitProblems().isEmpty)
            #expect(terminal.hyperlinkCommands.isEmpty)
            outputs.append(TerminalFeaturesTests.withoutQueries(terminal.process.output))
        }
        #expect(outputs[0] == outputs[1])
        #expect(!outputs[2].contains("\u{1B}]8"))
    }

    /// An inline region links its cells too, once kitty's answer came (the
    /// region is written again with them), and leaves no link open behind it.
    @Test func anInlineRegionSendsThemToo() async throws {
        let terminal = try Terminal.launch(
            executable: TerminalFeaturesTests.fixture, arguments: ["--links", "--inline"],
            size: TerminalSize(rows: 12, cols: 60), answers: Self.kitty)
        try await terminal.waitFor(text: "read the guide now")
        let link = try #require(Self.find("TermUI site", in: terminal))
        #expect(
            await waitUntil {
                terminal.hyperlink(row: link.row, col: link.col) == Self.home
            })
        try await terminal.settle()
        let text = try #require(Self.find("read the guide now", in: terminal))
        #expect(
            Self.links(terminal, row: link.row, col: link.col, count: 11)
                == Array(repeating: Self.home, count: 11))
        #expect(
            Self.links(terminal, row: text.row, col: text.col, count: 14)
                == Array(repeating: nil, count: 5) + Array(repeating: Self.guide, count: 9))
        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
        #expect(terminal.hyperlinkCommands.last == ";", "a link left open")
    }

    /// `TERMUI_HYPERLINKS=1` sends them to a terminal that does not say it takes them (tmux 3.4 with
    /// `terminal-features hyperlinks`), from the first frame.
    @Test func theEnvironmentTurnsThemOn() async throws {
        let terminal = try Self.launch(answers: .silent, environment: ["TERMUI_HYPERLINKS": "1"])
        try await terminal.waitFor(text: "read the guide now")
        try await terminal.settle()
        let link = try #require(Self.find("TermUI site", in: terminal))
        #expect(terminal.hyperlink(row: link.row, col: link.col + 3) == Self.home)
        try terminal.press(.character("q"))
        #expect(await terminal.exitProblems().isEmpty)
    }
}
