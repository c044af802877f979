import CursesKit
import Foundation
import TermUITesting
import Testing
import WalletKit

@testable import Demo
@testable import TermUI

/// One way a demo screen can be: where it starts, the keys that put it in
/// the mode, and text that shows the mode is reached.
struct HintMode: CustomTestStringConvertible, Sendable {
    let name: String
    let screen: DemoScreen?
    let keys: [KeyEvent]
    let shows: String
    /// Text of the top presentation, gone once it is closed.
    var sheet: String?
    var testDescription: String { name }
}

/// The demo's footers cannot lie: in every screen and mode (a sheet open,
/// a field being edited, find, the address), the footer shows exactly the
/// keys TermUI's registry finds active (those that fit, `?` listing the
/// rest in the help overlay), and each key named does what its label says:
/// pressed in a fresh copy of the mode, it has its effect.
@MainActor
@Suite struct DemoKeyHintTests {
    nonisolated static let modes: [HintMode] = [
        HintMode(
            name: "home", screen: nil, keys: [], shows: "Each screen re-creates one SwiftUI seed document."),
        HintMode(name: "context", screen: .context, keys: [], shows: "UIViewRepresentableContext"),
        HintMode(
            name: "context editing", screen: .context, keys: [.character("e")],
            shows: "UIViewRepresentableContext"),
        HintMode(name: "scanner", screen: .scanner, keys: [], shows: "[ Scan QR code ]"),
        HintMode(
            name: "scanner sheet", screen: .scanner, keys: [KeyEvent(.enter)], shows: "Point a QR code",
            sheet: "Point a QR code"),
        HintMode(name: "wallet", screen: .wallet, keys: [], shows: "Add to Wallet"),
        HintMode(
            name: "wallet sheet", screen: .wallet, keys: [.character("w")], shows: "Your wallet",
            sheet: "Your wallet"),
        HintMode(name: "web", screen: .web, keys: [], shows: "DuckDuckGo"),
        HintMode(name: "web address", screen: .web, keys: [.character("g")], shows: "URL:"),
        HintMode(name: "web find", screen: .web, keys: [.character("/")], shows: "Find:"),
        HintMode(
            name: "web found", screen: .web,
            keys: [.character("/"), .character("t"), .character("h"), .character("e"), KeyEvent(.enter)],
            shows: "(n next, N previous)"),
        HintMode(name: "ncurses", screen: .ncurses, keys: [], shows: "Summary (SwiftUI)"),
        HintMode(
            name: "ncurses form", screen: .ncurses, keys: [KeyEvent(.tab), KeyEvent(.tab)],
            shows: "Summary (SwiftUI)"),
        HintMode(
            name: "ncurses order sheet", screen: .ncurses,
            keys: [KeyEvent(.tab), KeyEvent(.tab), KeyEvent(.enter), KeyEvent(.enter), KeyEvent(.enter)],
            shows: "Order placed", sheet: "Order placed"),
    ]

    /// A fresh demo in `mode`, its wallet in a folder of its own.
    private func host(in mode: HintMode) async throws -> (HeadlessHost, URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-hints-\(UUID().uuidString)")
        let wallet = WalletSource(
            pass: PassFileLoader.sample(), library: PassLibrary(directory: folder), ioInline: true)
        let host = HeadlessHost(size: Size(width: 80, height: 24), tracePath: nil) {
            DemoRootView(initialScreen: mode.screen, wallet: wallet).environment(\.scanSource, .keyboard)
        }
        // A page loads off the main actor: wait for it before the mode's keys.
        if mode.screen == .web { try await waitFor("DuckDuckGo", in: host) }
        for key in mode.keys { host.send(key) }
        try await waitFor(mode.shows, in: host)
        return (host, folder)
    }

    private func waitFor(_ text: String, in host: HeadlessHost) async throws {
        guard await waitUntil(timeout: .seconds(20), { host.lines.contains { $0.contains(text) } }) else {
            Issue.record("\"\(text)\" never showed:\n\(host.lines.joined(separator: "\n"))")
            throw CancellationError()
        }
    }

    @Test(arguments: modes)
    func theFooterShowsTheActiveKeysAndHelpListsThemAll(mode: HintMode) async throws {
        let (host, folder) = try await host(in: mode)
        defer { try? FileManager.default.removeItem(at: folder) }
        let hints = host.keyHints
        #expect(!hints.isEmpty)
        #expect(Set(hints.map(\.symbol)).count == hints.count, "one hint per key: \(hints)")
        let shown = KeyHintsLayout.fit(hints, width: 78)
        let footer = " " + shown.map(\.description).joined(separator: "  ")
        #expect(host.lines.last?.trimmingTrailingSpaces == footer)
        let dropped = hints.filter { !shown.contains($0) }
        #expect(dropped.isEmpty || shown.contains { $0.symbol == "?" }, "`?` lists what does not fit")

        guard hints.contains(where: { $0.symbol == "?" }) else { return }
        host.send(.character("?"))
        let screen = host.lines.joined(separator: "\n")
        #expect(screen.contains("Keys (any key closes)"))
        for hint in hints where hint.symbol != "?" {
            let pattern =
                NSRegularExpression.escapedPattern(for: hint.symbol) + " +"
                + NSRegularExpression.escapedPattern(for: hint.label) + " +│"
            #expect(screen.range(of: pattern, options: .regularExpression) != nil, "help lists \(hint)")
        }
        host.send(.character("x"))
        #expect(!host.lines.joined().contains("Keys (any key closes)"), "any key closes the help")
    }

    @Test(arguments: modes)
    func eachKeyNamedDoesWhatItsLabelSays(mode: HintMode) async throws {
        let (probe, probeFolder) = try await host(in: mode)
        let hints = probe.keyHints
        try? FileManager.default.removeItem(at: probeFolder)
        for hint in hints {
            let (host, folder) = try await host(in: mode)
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(host.keyHints == hints, "a fresh copy of \(mode.name) offers the same keys")
            try await expectEffect(of: hint, in: host, mode: mode)
        }
    }

    /// Presses `hint`'s first key and checks what its label promises.
    private func expectEffect(of hint: KeyHint, in host: HeadlessHost, mode: HintMode) async throws {
        let key = try #require(hint.keys.first)
        if hint.label == "clear" { host.type("xy") }
        let title = host.lines[0].trimmingTrailingSpaces
        let cells = DemoFrameCostTests.cells(of: host)
        let focused = host.focusedWidget
        host.send(key)
        let lines = host.lines
        let screen = lines.joined(separator: "\n")
        let where_ = "\(hint) in \(mode.name)"
        // Every key named must change what is seen, where focus is, or end the app.
        let changed = DemoFrameCostTests.cells(of: host) != cells || host.focusedWidget !== focused
        #expect(changed || host.exitCode != nil, "\(where_) changed nothing")
        switch hint.label {
        case "quit": #expect(host.exitCode == (key == .control("c") ? 130 : 0), "\(where_)")
        case "help": #expect(screen.contains("Keys (any key closes)"), "\(where_)")
        case "back":
            // One level up: the title row names one screen fewer.
            let levels = { (row: String) in row.filter { $0 == "›" }.count }
            #expect(levels(lines[0]) == levels(title) - 1, "\(where_): \(lines[0])")
        case "close":
            let sheet = try #require(mode.sheet)
            #expect(!screen.contains(sheet), "\(where_)")
        case "lifecycle":
            // The pane's title, or its lines where a sheet covers the title.
            #expect(screen.contains("Lifecycle") || screen.contains(".updateWidget ("), "\(where_)")
        case "clear": #expect(!screen.contains("xy"), "\(where_)")
        case "wallet": #expect(screen.contains("Your wallet"), "\(where_)")
        case "address": #expect(screen.contains("URL:") && host.focusedWidget is TextInput, "\(where_)")
        case "find": #expect(screen.contains("Find:") && host.focusedWidget is TextInput, "\(where_)")
        case "edit": #expect(host.focusedWidget is TextInput, "\(where_)")
        case "cancel", "leave field": #expect(!(host.focusedWidget is TextInput), "\(where_)")
        default: break
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
