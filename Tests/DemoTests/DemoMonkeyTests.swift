import CursesKit
import Foundation
import TermUI
import TermUITesting
import Testing
import WalletKit

@testable import Demo

/// One demo screen for the monkey: where it starts and the keys that do
/// something there. A new screen is one line in ``DemoMonkeyTests/screens``.
struct MonkeyScreen: CustomTestStringConvertible, Sendable {
    let name: String
    let start: DemoScreen?
    /// The screen's own keys, drawn as often as all the common keys together.
    let keys: [KeyEvent]
    var testDescription: String { name }
}

/// Random keys, pastes, resizes and mouse events on each demo screen, from a
/// seed. The app must come out alive, and its screen must equal a fresh
/// render of the state it ended in: a host built from scratch with the same
/// `@State` and `@FocusState` values and the same focus. An incremental
/// update that left a stale cell, a widget that missed an update, a resize
/// that lost a line: each makes the two screens differ.
///
/// Set `TERMUI_MONKEY_SEED` to replay a failure; its seed is in the message.
///
/// Each screen's run is in a test process of its own (`SeparateTestProcess`), whose main
/// actor it may hold for seconds while this process's main actor serves the
/// rest of the suite. An issue recorded there is reported here.
@Suite struct DemoMonkeyTests {
    static let screens = [
        MonkeyScreen(name: "home", start: nil, keys: [KeyEvent(.up), KeyEvent(.down), KeyEvent(.enter)]),
        MonkeyScreen(
            name: "context", start: .context,
            keys: ["a", "+", "-", "m", "e"].map { KeyEvent.character($0) } + [KeyEvent(.enter)]),
        MonkeyScreen(
            name: "wallet", start: .wallet, keys: [.character("w"), KeyEvent(.enter), KeyEvent(.tab)]),
    ]

    static let events = 600
    /// How often the screen is compared with a fresh render of its state.
    static let checkpointEvery = 100

    @Test(arguments: screens)
    func randomInputEndsOnAFreshRenderOfItsState(screen: MonkeyScreen) async {
        await SeparateTestProcess.run(
            screen.name, expecting: .success, "the \(screen.name) monkey in a process of its own"
        ) {
            SeparateProcess.yieldTheCPU()
            await Self.runMonkey(on: screen)
        }
    }

    /// Sends `events` random inputs on `screen`, comparing with a fresh render
    /// every `checkpointEvery`; records an issue with the replay seed on a difference.
    @MainActor static func runMonkey(on screen: MonkeyScreen) async {
        let seed = Self.seed(for: screen)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-monkey-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let wallet = WalletSource(pass: PassFileLoader.sample(), library: PassLibrary(directory: directory))
        var size = Size(width: 80, height: 24)
        let host = HeadlessHost(
            size: size, tracePath: nil, root: DemoRootView(initialScreen: screen.start, wallet: wallet))
        var random = SeededGenerator(seed: seed)
        var recent: [String] = []
        for index in 1...Self.events {
            // Just before a checkpoint nothing resizes: a resize redraws
            // everything, which would hide a cell an incremental frame left stale.
            let resizes = index % Self.checkpointEvery < Self.checkpointEvery * 3 / 4
            let event = MonkeyEvent.random(for: screen, size: size, resizes: resizes, using: &random)
            recent = Array((recent + [event.description]).suffix(8))
            switch event {
            case .key(let key): host.send(key)
            case .paste(let text): host.paste(text)
            case .mouse(let mouse): host.send(mouse)
            case .resize(let newSize):
                size = newSize
                host.resize(to: newSize)
            }
            let replay =
                "seed \(seed) (TERMUI_MONKEY_SEED=\(seed)), event \(index); last: \(recent.joined(separator: ", "))"
            guard host.exitCode == nil else {
                Issue.record("the app quit; \(replay)")
                break
            }
            if index % Self.checkpointEvery == 0 {
                guard await Self.expectFreshRender(host, size: size, screen: screen, wallet: wallet, replay)
                else {
                    break
                }
            }
            if event.mayLeaveTheScreen { Self.comeBack(host, to: screen) }
            Self.leaveLiveScreens(host)
            // As in a running app, main-queue work (the wallet's I/O coming back)
            // gets its turn between events now and then.
            if index % 20 == 0 { await Task.yield() }
        }
        // The wallet's reads and writes run on its own queue: let them land
        // before this process exits with one of them half done.
        let deadline = ContinuousClock.now + .seconds(120)
        while (wallet.latestModel?.operationsInFlight ?? 0) > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))  // wait-ok: polls a condition under a deadline
        }
        #expect((wallet.latestModel?.operationsInFlight ?? 0) == 0, "the wallet's I/O finished")
    }

    /// The web and scanner screens draw what arrives from elsewhere (a page
    /// loading, frames from a source) on its own schedule, and the ncurses
    /// screen keeps state a fresh host cannot be given, so a fresh host is
    /// not in the same state at once: when a key opened one, go back home.
    /// The pty monkey (``DemoMonkeyPtyTests``) covers both screens, comparing
    /// a full redraw instead of a re-creation.
    @MainActor static func leaveLiveScreens(_ host: HeadlessHost) {
        for _ in 0..<3 {
            // The ncurses screen's menu and form keep their state in libmenu and
            // libform (widget state a fresh host cannot be given), and its
            // ScrollView's offset is not in the restored state either; nor is
            // that of the context screen's Form, which scrolls when it does not fit.
            let live = [DemoScreen.web, .scanner, .ncurses, .context].map { "› \($0.title)" }
            guard let header = host.lines.first, live.contains(where: header.contains) else { return }
            host.send(KeyEvent(.escape))
        }
    }

    /// Compares the screen with a fresh host built from the state it is in; false when they differ.
    @MainActor static func expectFreshRender(
        _ host: HeadlessHost, size: Size, screen: MonkeyScreen, wallet: WalletSource, _ replay: String
    ) async -> Bool {
        // A field's cursor and scroll are widget state, not view state: put
        // them where a fresh field has them (Home, then End scrolls the
        // least). A button still pressed lets go.
        host.send([KeyEvent(.home), KeyEvent(.end)])
        host.send(MouseEvent(.release, at: Point(x: size.width + 5, y: size.height + 5)))
        // The home List's scroll offset is widget state too (the wheel moves it
        // without the selection): Home puts the cursor on the first row and the
        // list at its top, where a fresh list starts. (Home's title row names no
        // screen after a "›".)
        if let header = host.lines.first, !header.contains("› ") { host.send(KeyEvent(.home)) }
        // Work the last events started (a wallet write and the alert it raises)
        // may still be queued for the main actor: the screen must come to a fresh
        // render of its state once that work has run, so it is compared again,
        // after letting the main actor run it, until it does or 10 seconds pass.
        // (The wait must not block the main actor: a blocking sleep here kept
        // that work from ever running, and the comparison failed whenever a
        // wallet write was still on its way back at a checkpoint.)
        let deadline = ContinuousClock.now + .seconds(10)
        var lines: [String] = []
        var expected: [String] = []
        repeat {
            host.runPendingWork()
            let fresh = HeadlessHost(
                size: size, restoring: host.stateSnapshot(),
                root: DemoRootView(initialScreen: screen.start, wallet: wallet))
            // The footer's key hints follow focus, which a fresh host is not given
            // (only `@FocusState` values are restored, not a widget Tab reached):
            // every row but the footer is compared.
            lines = Array(host.lines.dropLast())
            expected = Array(fresh.lines.dropLast())
            if lines == expected { return true }
            try? await Task.sleep(for: .milliseconds(20))  // wait-ok: polls the comparison under a deadline
        } while ContinuousClock.now < deadline
        let rows = zip(lines, expected).enumerated().filter { $0.element.0 != $0.element.1 }
            .map { "row \($0.offset):\n  shown: \($0.element.0)\n  fresh: \($0.element.1)" }
        Issue.record(
            """
            the screen differs from a fresh render of its state at \(size.width)×\(size.height); \(replay)
            \(rows.joined(separator: "\n"))
            """)
        return false
    }

    /// Goes back to the monkey's screen when a key left it (Esc, Backspace, a
    /// click on home), as a person would: Esc until home, then down the list
    /// to it and Enter. Without this every run drifts to one screen.
    @MainActor static func comeBack(_ host: HeadlessHost, to screen: MonkeyScreen) {
        guard let start = screen.start else { return }
        for _ in 0..<8 {
            let lines = host.lines
            guard let header = lines.first, !header.contains("› \(start.title)") else { return }
            if header.contains("›") {
                host.send(KeyEvent(.escape))
            } else if lines.contains(where: { $0.contains("▸") && $0.contains(start.title) }) {
                host.send(KeyEvent(.enter))
            } else if lines.contains(where: { $0.contains("▸") }) {
                host.send(KeyEvent(.down))
            } else {
                return  // too small to show the list: the next events will resize
            }
        }
    }

    /// `TERMUI_MONKEY_SEED`, or a fixed seed per screen (so `make test` is repeatable).
    static func seed(for screen: MonkeyScreen) -> UInt64 {
        if let text = ProcessInfo.processInfo.environment["TERMUI_MONKEY_SEED"], let seed = UInt64(text) {
            return seed
        }
        return screen.name.utf8.reduce(UInt64(0x5EED)) { $0 &* 31 &+ UInt64($1) }
    }
}

/// One random input.
enum MonkeyEvent: CustomStringConvertible {
    case key(KeyEvent)
    case paste(String)
    case mouse(MouseEvent)
    case resize(Size)

    /// Keys that do something on most screens. `q` and Ctrl-C quit, and the
    /// app must stay up; `l` shows the lifecycle pane, whose lines are a
    /// history a fresh host cannot have.
    static let commonKeys: [KeyEvent] =
        [
            KeyEvent(.tab), KeyEvent(.backTab), KeyEvent(.enter), .character(" "), KeyEvent(.up),
            KeyEvent(.down),
            KeyEvent(.left), KeyEvent(.right), KeyEvent(.home), KeyEvent(.end), KeyEvent(.backspace),
            KeyEvent(.delete), KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.function(2)), .control("a"),
            .control("e"), KeyEvent(.character("x"), modifiers: .alt), .character("é"), .character("界"),
            .character("🎉"),
        ] + "abcdefghijkmnoprstuvwxyz0123456789+-=_".map { KeyEvent.character($0) }

    /// What pastes are made of: words, line breaks, tabs, wide and combining
    /// characters, an escape sequence and the quit key.
    static let pastePieces = [
        "word", " ", "q", "\n", "\r\n", "\t", "界面", "🎉", "e\u{301}", "\u{1B}[31m", "Ünïcödé", "12345",
    ]

    static func random(
        for screen: MonkeyScreen, size: Size, resizes: Bool, using random: inout SeededGenerator
    ) -> MonkeyEvent {
        var roll = Int.random(in: 0..<100, using: &random)
        if !resizes, (80..<88).contains(roll) { roll = 30 }
        switch roll {
        case 0..<2: return .key(KeyEvent(.escape))
        case 2..<30: return .key(screen.keys.randomElement(using: &random) ?? KeyEvent(.tab))
        case 30..<72: return .key(commonKeys.randomElement(using: &random) ?? KeyEvent(.tab))
        case 72..<80:
            let long = Int.random(in: 0..<20, using: &random) == 0
            let count = long ? 600 : Int.random(in: 0...12, using: &random)
            return .paste((0..<count).map { _ in pastePieces.randomElement(using: &random) ?? "" }.joined())
        case 80..<88:
            let tiny = Int.random(in: 0..<8, using: &random) == 0
            return .resize(
                Size(
                    width: Int.random(in: tiny ? 1...12 : 30...120, using: &random),
                    height: Int.random(in: tiny ? 1...6 : 10...40, using: &random)))
        default:
            let kinds: [MouseEvent.Kind] = [.press, .release, .click, .drag, .wheelUp, .wheelDown]
            let point = Point(
                x: Int.random(in: -1...size.width, using: &random),
                y: Int.random(in: -1...size.height, using: &random))
            return .mouse(MouseEvent(kinds.randomElement(using: &random) ?? .click, at: point))
        }
    }

    /// True for what can take the app off the monkey's screen: Esc and
    /// Backspace go home, Enter and clicks press what has focus or is hit.
    var mayLeaveTheScreen: Bool {
        switch self {
        case .key(let key): [.escape, .backspace, .enter, .character(" ")].contains(key.key)
        case .mouse: true
        case .paste, .resize: false
        }
    }

    var description: String {
        switch self {
        case .key(let key): "key \(key)"
        case .paste(let text): "paste \(text.prefix(40).debugDescription)\(text.count > 40 ? "…" : "")"
        case .mouse(let mouse): "mouse \(mouse.kind) at \(mouse.location.x),\(mouse.location.y)"
        case .resize(let size): "resize \(size.width)×\(size.height)"
        }
    }
}
