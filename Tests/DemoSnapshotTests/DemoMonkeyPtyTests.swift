import Foundation
import TermUITesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One demo screen for the pty monkey: the arguments that open it. A new
/// screen is one line in ``DemoMonkeyPtyTests/screens``.
struct PtyMonkeyScreen: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    /// The screen's own keys, drawn as often as all the common keys together.
    let keys: [Key]
    var testDescription: String { name }
}

/// The real demo on a pty, under seeded random keys, bracketed pastes,
/// mouse clicks and resizes (below the 60×20 minimum too), typed ahead
/// without waiting. It must still be running and answering, what it shows
/// must survive a full redraw unchanged, and Ctrl-C must then restore the
/// terminal: line editing, echo and signals, the main screen, the cursor
/// shown, mouse reporting and bracketed paste off.
///
/// The seed fixes the events, not how the app's reads split them (a bare
/// Esc, a resize between two keys); screens are compared with a fresh render
/// of the same state headlessly, in ``DemoMonkeyTests``, where the order is exact.
@Suite struct DemoMonkeyPtyTests {
    static let screens = [
        PtyMonkeyScreen(name: "home", arguments: [], keys: [.up, .down, .enter]),
        PtyMonkeyScreen(
            name: "context", arguments: ["--screen", "context"],
            keys: ["a", "+", "-", "m", "e"].map { Key.character($0) } + [.enter]),
        PtyMonkeyScreen(
            name: "wallet", arguments: ["--screen", "wallet"], keys: [.character("w"), .enter, .tab]),
        // A keyboard reader: a still source, so the screen settles (a camera feed never does).
        PtyMonkeyScreen(
            name: "scanner", arguments: ["--scan-source", "keyboard"],
            keys: [.enter, .escape, .character("7"), .tab]),
        // The start page ships with the demo: links, back and forward, scrolling; no network.
        PtyMonkeyScreen(
            name: "web", arguments: ["--screen", "web"],
            keys: [.tab, .enter, .character("b"), .character("f"), .character("j"), .pageDown]),
    ]

    static let events = 150

    /// Keys that do something on most screens; never `q`, Ctrl-C or Ctrl-Z, which end or stop the app.
    static let commonKeys: [Key] =
        [
            .tab, .shiftTab, .enter, .up, .down, .left, .right, .home, .end, .backspace, .delete, .pageUp,
            .pageDown, .control("a"), .control("e"), .alt("x"), .character("l"), .character("é"),
            .character("界"),
        ] + "abcdefghijkmnoprstuvwxyz0123456789 +-".map { Key.character($0) }

    static let pastePieces = ["word", " ", "q", "\n", "\r\n", "\t", "界面", "🎉", "\u{1B}[31m", "Ünïcödé"]

    @Test(arguments: screens)
    func randomInputLeavesTheAppAnsweringAndTheTerminalRestorable(screen: PtyMonkeyScreen) async throws {
        let seed = Self.seed(for: screen)
        let home = try TemporaryDataHome()
        defer { home.remove() }
        // A crash's backtrace goes to a file: the terminal shows only the restore
        // and "ended by SIG…", and a crash seen once must be readable afterwards.
        let backtraces = home.url.appendingPathComponent("backtraces", isDirectory: true)
        try FileManager.default.createDirectory(at: backtraces, withIntermediateDirectories: true)
        let terminal = try await DemoApp.launch(
            arguments: screen.arguments,
            environment: home.environment.merging(["SWIFT_BACKTRACE": Self.backtracer(writingTo: backtraces)])
            {
                a, _ in a
            })
        var random = SeededGenerator(seed: seed)
        var recent: [String] = []
        do {
            for _ in 0..<Self.events {
                recent = Array(
                    (recent + [try send(randomEventFor: screen, to: terminal, using: &random)]).suffix(8))
            }
            try await check(terminal, replay: Self.replay(seed, recent))
        } catch {
            await Self.recordCrash(of: terminal, reportedIn: backtraces, replay: Self.replay(seed, recent))
            throw error
        }
        await Self.recordCrash(of: terminal, reportedIn: backtraces, replay: Self.replay(seed, recent))
    }

    static func replay(_ seed: UInt64, _ recent: [String]) -> String {
        "seed \(seed) (TERMUI_MONKEY_SEED=\(seed)); last events: \(recent.joined(separator: ", "))"
    }

    /// The runtime's backtracer, writing to `folder` without asking; off when
    /// the suite itself runs with it off (under the sanitizers, whose reports it would be part of).
    static func backtracer(writingTo folder: URL) -> String {
        if let setting = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"], setting.contains("enable=no")
        {
            return setting
        }
        return "enable=yes,interactive=no,output-to=\(folder.path)"
    }

    /// A crash's backtrace, as an issue of the test, if the demo left one.
    static func recordCrash(of terminal: Terminal, reportedIn folder: URL, replay: String) async {
        let files = { (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] }
        guard !files().isEmpty else { return }
        // The backtracer writes while the process waits for it; the file is whole once it has exited.
        _ = try? await terminal.waitForExit(timeout: .seconds(60))
        for name in files() {
            let text =
                (try? String(contentsOfFile: folder.appendingPathComponent(name).path, encoding: .utf8)) ?? ""
            Issue.record("the demo crashed; \(replay); its backtrace (\(name)):\n\(text)")
        }
    }

    func check(_ terminal: Terminal, replay: String) async throws {
        try terminal.resize(rows: 24, cols: 80)
        try await terminal.settle()
        #expect(terminal.process.exitStatus == nil, "the app is still running; \(replay)")
        // Answering: at the standard size it draws its frame, not the too-small message.
        try await terminal.waitFor(text: "TermUI demo")
        // A scanner showing the demo feed (reached from home) draws a new frame of
        // it every second and never settles: leave it, as a person would, before
        // comparing. (The scanner monkey itself reads a still keyboard source.)
        for _ in 0..<3 where terminal.screen.contains(" fps · ") {
            try terminal.press(.escape)
            try await terminal.settle()
        }

        // Typed ahead, the events may still be draining: wait for a second
        // without output, then a full redraw at the same size must not change
        // a cell. A cell an incremental frame left shows here. (Not a resize
        // away and back: that changes state, e.g. a scrolled page that fits
        // the larger size comes back scrolled to its top.)
        try await terminal.settle(quiet: .seconds(1))
        let shown = terminal.screen
        try terminal.redrawEverything()
        try await terminal.settle()
        let redrawn = terminal.screen
        let differing = shown.cells.indices.filter { row in
            row >= redrawn.cells.count || shown.cells[row] != redrawn.cells[row]
        }
        #expect(
            differing.isEmpty,
            """
            a full redraw changed rows \(differing) (text or style); \(replay)
            shown:
            \(shown)
            redrawn:
            \(redrawn)
            """)

        // Ctrl-C quits with 130, as a key or as the SIGINT the terminal sends
        // while the app is busy (after the same restore).
        try terminal.press(.control("c"))
        let status = try await terminal.waitForExit()
        #expect(status == .exited(130), "ended with \(status); \(replay)")
        #expect(!terminal.isAlternateScreenOn, "left the alternate screen; \(replay)")
        #expect(terminal.screen.cursor.isVisible, "the cursor is visible; \(replay)")
        // Cooked mode again: the line discipline edits, echoes and sends signals; output is processed.
        let after = try terminal.process.termios()
        let cooked = tcflag_t(ICANON | ECHO | ISIG)
        #expect(after.c_lflag & cooked == cooked, "line editing, echo and signals are back; \(replay)")
        #expect(after.c_oflag & tcflag_t(OPOST) != 0, "output processing is back; \(replay)")
        let output = terminal.process.outputText
        for (on, off, what) in [
            ("\u{1B}[?1000h", "\u{1B}[?1000l", "mouse reporting"),
            ("\u{1B}[?2004h", "\u{1B}[?2004l", "bracketed paste"),
        ] {
            let lastOn = output.range(of: on, options: .backwards)?.lowerBound
            let lastOff = output.range(of: off, options: .backwards)?.lowerBound
            #expect(
                lastOn.map { on in lastOff.map { $0 > on } ?? false } ?? true,
                "\(what) is off at exit; \(replay)")
        }
    }

    /// The monkey's full redraw: after a same-size SIGWINCH the app clears the
    /// terminal and paints every cell again from its state, so a stale cell
    /// cannot survive it, and nothing else changes.
    @Test func aFullRedrawClearsAndRepaintsTheSameScreen() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "context"])
        try await terminal.settle()
        let before = terminal.screen
        let written = terminal.process.outputText.utf8.count
        try terminal.redrawEverything()
        try await terminal.settle()
        let output = String(decoding: terminal.process.outputText.utf8.dropFirst(written), as: UTF8.self)
        #expect(
            output.contains("\u{1B}[2J"), "the terminal was cleared: \(output.debugDescription.prefix(200))")
        #expect(terminal.screen == before)
        try terminal.press(.control("c"))
        #expect(try await terminal.waitForExit() == .exited(130))
    }

    /// Sends one random input; returns what it was.
    private func send(
        randomEventFor screen: PtyMonkeyScreen, to terminal: Terminal, using random: inout SeededGenerator
    ) throws -> String {
        let size = terminal.size
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<2:
            try terminal.press(.escape)
            return "Esc"
        case 2..<72:
            let pool = Int.random(in: 0..<70, using: &random) < 28 ? screen.keys : Self.commonKeys
            let key = pool.randomElement(using: &random) ?? .tab
            try terminal.press(key)
            return "key \(key)"
        case 72..<80:
            let count = Int.random(in: 0...12, using: &random)
            let text = (0..<count).map { _ in Self.pastePieces.randomElement(using: &random) ?? "" }.joined()
            try terminal.process.write("\u{1B}[200~" + text + "\u{1B}[201~")
            return "paste \(text.debugDescription)"
        case 80..<88:
            let rows = Int.random(in: 8...40, using: &random)
            let cols = Int.random(in: 20...120, using: &random)
            try terminal.resize(rows: rows, cols: cols)
            return "resize \(cols)×\(rows)"
        default:
            let row = Int.random(in: 0..<max(1, size.rows), using: &random)
            let col = Int.random(in: 0..<max(1, size.cols), using: &random)
            try terminal.click(row: row, col: col)
            return "click \(row),\(col)"
        }
    }

    /// `TERMUI_MONKEY_SEED`, or a fixed seed per screen (so `make test` is repeatable).
    static func seed(for screen: PtyMonkeyScreen) -> UInt64 {
        if let text = ProcessInfo.processInfo.environment["TERMUI_MONKEY_SEED"], let seed = UInt64(text) {
            return seed
        }
        return screen.name.utf8.reduce(UInt64(0x5EED)) { $0 &* 31 &+ UInt64($1) }
    }
}
