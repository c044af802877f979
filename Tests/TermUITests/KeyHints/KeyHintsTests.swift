import CursesKit
import Testing

@testable import TermUI

/// The key hint registry and its two views: the `KeyHints` footer and the
/// `?` help. A hint comes from the declaration that handles its key, so the
/// footer follows focus, presentations and text editing by itself.
@MainActor
@Suite struct KeyHintsTests {
    /// A counter with a hinted key, a field, a shortcut button and a sheet.
    struct Screen: View {
        @State private var count = 0
        @State private var text = ""
        @State private var showsSheet = false
        @State private var resets = 0
        var editable = true
        @FocusState private var isFieldFocused: Bool

        var body: some View {
            VStack(alignment: .leading) {
                Text("count \(count) resets \(resets) text \(text)")
                if editable {
                    TextField("name", text: $text).focused($isFieldFocused)
                }
                Button("Reset") { resets += 1 }.keyboardShortcut("x")
                KeyHints()
            }
            .onKeyPress("r", hint: "raise") {
                count += 1
                return .handled
            }
            .onKeyPress("z", hint: count > 0 ? "zero" : nil) {
                count = 0
                return .handled
            }
            .onKeyPress("s", hint: "sheet") {
                showsSheet = true
                return .handled
            }
            .sheet(isPresented: $showsSheet) { Text("In sheet") }
        }
    }

    /// The footer row: the fourth with the field, the third without.
    private func footer(_ host: HeadlessHost) -> String {
        var line = host.lines.first { $0.contains("quit") } ?? ""
        while line.last == " " { line.removeLast() }
        return line
    }

    @Test func theFooterShowsTheDeclaredKeysAndTheyWork() {
        let host = HeadlessHost(size: Size(width: 80, height: 8), focusesFirstControl: false) {
            Screen(editable: false)
        }
        // With nothing focused, the router offers keys to the handlers in tree
        // order (the outermost first), and the footer lists them so.
        #expect(footer(host) == "s sheet  r raise  x Reset  Ctrl-C quit  ? help  q quit")
        host.send(.character("r"))
        #expect(host.lines[0].hasPrefix("count 1 resets 0"))
        // A hint that names a state (nil while there is nothing to zero) comes and goes with it.
        #expect(footer(host) == "s sheet  z zero  r raise  x Reset  Ctrl-C quit  ? help  q quit")
        host.send(.character("x"))
        #expect(host.lines[0].hasPrefix("count 1 resets 1"), "the shortcut's hint is its button's title")
        host.send(.character("z"))
        #expect(host.lines[0].hasPrefix("count 0"))
        host.send(.character("z"))
        #expect(host.lines[0].hasPrefix("count 0"), "an off handler takes nothing")
        #expect(!footer(host).contains("zero"))
    }

    @Test func aFocusedTextFieldTakesTheLetterKeysAndTheirHintsGo() {
        let host = HeadlessHost(size: Size(width: 80, height: 8), focusesFirstControl: false) { Screen() }
        host.send(KeyEvent(.tab))
        #expect(host.focusedWidget is TextInput)
        #expect(footer(host) == "Enter submit  Ctrl-U clear  Tab next  Ctrl-C quit")
        host.send(.character("r"))
        host.send(.character("?"))
        #expect(host.lines[0] == "count 0 resets 0 text r?" + String(repeating: " ", count: 56))
        #expect(!host.lines.joined().contains("Keys (any key closes)"), "? types in a field")
    }

    @Test func underASheetOnlyTheSheetsKeysAreActive() {
        let host = HeadlessHost(size: Size(width: 60, height: 10), focusesFirstControl: false) {
            Screen(editable: false)
        }
        host.send(.character("s"))
        #expect(host.lines.joined().contains("In sheet"))
        let hints = host.keyHints.map(\.description)
        #expect(hints.contains("Esc close"))
        #expect(!hints.contains("x Reset"), "a shortcut under the sheet does not work")
        host.send(.character("x"))
        #expect(host.lines[0].contains("resets 0"))
        // The screen's own keys are beneath the sheet too (the sheet presents from outside them).
        #expect(!hints.contains("r raise"))
        host.send(.character("r"))
        #expect(host.lines[0].hasPrefix("count 0"))
        host.send(KeyEvent(.escape))
        #expect(!host.lines.joined().contains("In sheet"))
    }

    @Test func questionMarkListsEveryActiveKeyAndAnyKeyClosesIt() {
        let host = HeadlessHost(size: Size(width: 40, height: 14), focusesFirstControl: false) {
            Screen(editable: false)
        }
        host.send(.character("?"))
        let lines = host.lines
        #expect(lines.contains { $0.contains("│ Keys (any key closes) │") })
        for row in ["r       raise", "s       sheet", "x       Reset", "q       quit", "Ctrl-C  quit"] {
            #expect(lines.contains { $0.contains("│ " + row) }, "\(row) in \(lines)")
        }
        host.send(.character("r"))
        #expect(host.lines[0].hasPrefix("count 0"), "the key that closes the help does nothing else")
        #expect(!host.lines.joined().contains("Keys (any key closes)"))
    }

    /// The registry walks the graph once per read of input, not per key, and
    /// never while no footer is shown.
    @Test func aRunOfTypedTextWalksTheGraphOnce() {
        let host = HeadlessHost(size: Size(width: 80, height: 8), focusesFirstControl: false) { Screen() }
        host.send(KeyEvent(.tab))
        let before = host.graph.keyHints.walks
        host.send(Array(repeating: KeyEvent.character("a"), count: 100))
        #expect(host.lines.joined().contains(String(repeating: "a", count: 50)))
        #expect(host.graph.keyHints.walks - before <= 1, "at most one walk for the read and its pass")

        let bare = HeadlessHost(size: Size(width: 80, height: 8), focusesFirstControl: false) {
            TextField("name", text: .constant(""))
        }
        bare.send(KeyEvent(.tab))
        bare.send(Array(repeating: KeyEvent.character("a"), count: 100))
        #expect(bare.graph.keyHints.walks == 0, "no footer, no walk")
    }

    @Test(arguments: [
        (80, "s sheet  r raise  x Reset  Ctrl-C quit  ? help  q quit"),
        (41, "s sheet  r raise  x Reset  ? help  q quit"),
        (30, "s sheet  ? help  q quit"),
        (20, "? help  q quit"),
    ])
    func aNarrowFooterDropsTheLeastImportantFirst(width: Int, expected: String) {
        let host = HeadlessHost(size: Size(width: width, height: 8), focusesFirstControl: false) {
            Screen(editable: false)
        }
        #expect(footer(host) == expected)
    }
}
