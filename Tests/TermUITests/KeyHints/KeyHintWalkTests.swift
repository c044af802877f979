import CursesKit
import Testing

@testable import TermUI

/// The footer's hints from the graph's nodes are walked again only when a
/// node that declares hints changed, focus moved or the scope changed: a key
/// that changes nothing they declare costs no walk, and one that does shows
/// its hint at once.
@MainActor
@Suite struct KeyHintWalkTests {
    /// A toggle, a shortcut button whose key a wrapper sets from state, and
    /// the button that changes that key.
    struct Screen: View {
        @State private var isOn = false
        @State private var key: Character = "x"

        var body: some View {
            VStack(alignment: .leading) {
                Toggle("on", isOn: $isOn)
                ShortcutKey(key: $key) { Button("Reset") {} }
                Button("Use y") { key = "y" }
                KeyHints()
            }
        }
    }

    /// Gives its content the shortcut `key` reads: a change of the key
    /// reaches the button as a new environment alone (its update reads no shortcut).
    struct ShortcutKey<Content: View>: View {
        @Binding var key: Character
        @ViewBuilder let content: Content

        var body: some View {
            content.keyboardShortcut(key)
        }
    }

    /// A shortcut button whose title a key changes.
    struct Renaming: View {
        @State private var title = "Reset"

        var body: some View {
            VStack(alignment: .leading) {
                Button(title) {}.keyboardShortcut("x")
                Button("Rename") { title = "Clear" }
                KeyHints()
            }
        }
    }

    private func footer(_ host: HeadlessHost) -> String {
        var line = host.lines.first { $0.contains("quit") } ?? ""
        while line.last == " " { line.removeLast() }
        return line
    }

    @Test func aKeyThatChangesNoDeclaredHintWalksNothing() {
        let host = HeadlessHost(size: Size(width: 80, height: 6)) { Screen() }
        #expect(host.lines[0].contains("[ ]"), "\(host.lines)")
        #expect(footer(host).contains("x Reset"), "\(footer(host))")
        // The first key walks once: the last walk was before the toggle took focus.
        host.send(.character(" "))
        let before = host.graph.keyHints.walks
        host.send(.character(" "))
        #expect(host.lines[0].contains("[ ]"), "\(host.lines[0])")
        host.send(.character(" "))
        #expect(!host.lines[0].contains("[ ]"), "\(host.lines[0])")
        #expect(host.graph.keyHints.walks == before, "the toggle declares no hint")
        #expect(footer(host).contains("x Reset"), "\(footer(host))")
    }

    @Test func aShortcutThatOnlyTheEnvironmentChangesIsShownAtOnce() {
        let host = HeadlessHost(size: Size(width: 80, height: 6)) { Screen() }
        #expect(footer(host).contains("x Reset"), "\(footer(host))")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(footer(host).contains("y Reset"), "\(footer(host))")
        #expect(!footer(host).contains("x Reset"), "\(footer(host))")
    }

    /// The hint is labelled with the button's title: a render that changes it
    /// is a change of the declared hints, with the same key and environment.
    @Test func aButtonWhoseTitleChangesShowsItsNewHint() {
        let host = HeadlessHost(size: Size(width: 80, height: 6)) { Renaming() }
        #expect(footer(host).contains("x Reset"), "\(footer(host))")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].contains("Clear"), "\(host.lines)")
        #expect(footer(host).contains("x Clear"), "\(footer(host))")
    }

    /// What a new environment changes in a shortcut button's hint: its key and whether it is enabled.
    @Test func aShortcutsHintChangesWithItsKeyAndWhetherItIsEnabled() {
        var plain = EnvironmentValues()
        plain.keyboardShortcut = KeyboardShortcut(.character("x"))
        var same = EnvironmentValues()
        same.keyboardShortcut = KeyboardShortcut(.character("x"))
        same.accentColor = .red
        var other = plain
        other.keyboardShortcut = KeyboardShortcut(.character("y"))
        var disabled = plain
        disabled.isEnabled = false
        #expect(!KeyboardShortcut.hintChanges(from: plain, to: same))
        #expect(KeyboardShortcut.hintChanges(from: plain, to: other))
        #expect(KeyboardShortcut.hintChanges(from: plain, to: disabled))
        #expect(KeyboardShortcut.hintChanges(from: EnvironmentValues(), to: plain))
    }
}
