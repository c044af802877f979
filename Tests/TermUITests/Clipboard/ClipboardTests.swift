import CursesKit
import Testing

@testable import TermUI

/// The pasteboards and the copy keys, headless: no terminal runs, so a copy
/// stays in the process and the footer says copying is not available, unless
/// a test stands in for the terminal. Each test reads the shared clipboard
/// without suspending, so tests running beside it cannot change it meanwhile.
@MainActor
@Suite struct ClipboardTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
        let colour: String
    }

    struct Screen: View {
        static let fruits = [
            Fruit(id: 1, name: "Apple", colour: "red"), Fruit(id: 2, name: "Banana", colour: "yellow"),
            Fruit(id: 3, name: "Cherry", colour: "dark\tred"),
        ]
        @State private var selection: Set<Int> = []
        @State private var notes = "one two three"

        var body: some View {
            VStack(alignment: .leading) {
                Table(Self.fruits, selection: $selection) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Colour", value: \.colour)
                }
                .frame(height: 80)
                TextEditor(text: $notes).frame(height: 32)
                Text("Selectable words").textSelection(.enabled)
                Text("Plain words")
                KeyHints()
            }
        }
    }

    /// The footer: the last row drawn on.
    private func footer(_ host: HeadlessHost) -> String {
        host.lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    /// Stands in for a terminal that takes OSC 52 while `body` runs.
    private func withTerminal(_ body: () -> Void) -> [String] {
        var sent: [String] = []
        Clipboard.shared.terminal = { text in
            sent.append(text)
            return .copied(characters: text.count)
        }
        Clipboard.shared.reachesTerminal = { true }
        body()
        Clipboard.shared.terminal = nil
        Clipboard.shared.reachesTerminal = { false }
        return sent
    }

    @Test func uiPasteboardAndNSPasteboardShareOneString() {
        let before = UIPasteboard.general.changeCount
        UIPasteboard.general.string = "hello"
        #expect(NSPasteboard.general.string(forType: .string) == "hello")
        #expect(UIPasteboard.general.hasStrings && UIPasteboard.general.strings == ["hello"])
        #expect(NSPasteboard.general.clearContents() == before + 2)
        #expect(UIPasteboard.general.string == nil && !UIPasteboard.general.hasStrings)
        #expect(NSPasteboard.general.setString("mac", forType: .string))
        #expect(!NSPasteboard.general.setString("no", forType: NSPasteboard.PasteboardType("public.png")))
        #expect(UIPasteboard.general.string == "mac")
        #expect(NSPasteboard.general.string(forType: NSPasteboard.PasteboardType("public.png")) == nil)
        UIPasteboard.general.strings = ["a", "b"]
        #expect(UIPasteboard.general.string == "a\nb")
        #expect(NSPasteboard.general.changeCount == before + 4)
    }

    /// `y` on a table copies the selected rows, cells tab-separated (a tab
    /// inside a cell made a space), rows one per line; the footer says the
    /// terminal cannot take it, and the message leaves after its moment with
    /// no timer left running.
    @Test func tableRowsWithoutATerminal() {
        let host = HeadlessHost(size: Size(width: 70, height: 14)) { Screen() }
        host.send([KeyEvent(.down), .character(" "), KeyEvent(.down), KeyEvent(.down), .character(" ")])
        #expect(
            footer(host).contains("↑↓ move") && !footer(host).contains("copy"),
            "no hint where copying cannot reach a terminal")
        let timers = host.runningTimerCount
        host.send(.character("y"))
        #expect(UIPasteboard.general.string == "Apple\tred\nCherry\tdark red")
        #expect(footer(host).hasPrefix("Copying is not available in this terminal"))
        host.advanceTime(by: 2.9)
        #expect(footer(host).hasPrefix("Copying is not available"))
        host.advanceTime(by: 0.2)
        #expect(!footer(host).contains("Copying"))
        #expect(host.runningTimerCount == timers)
    }

    /// With a terminal that takes OSC 52: the hint names the key each
    /// focused view takes, and the footer counts what was copied.
    @Test func eachViewCopiesWhatItOffers() {
        let host = HeadlessHost(size: Size(width: 70, height: 14)) { Screen() }
        let sent = withTerminal {
            host.send(KeyEvent(.down))
            #expect(footer(host).contains("y copy"))
            host.send(.character("y"))
            #expect(footer(host).hasPrefix("Copied 9 characters"))
            // The editor: Alt-W copies the selection (Shift-→ three times from the start).
            host.send(KeyEvent(.tab))
            #expect(footer(host).contains("Alt-W copy"))
            host.send(KeyEvent(.home, modifiers: .control))
            host.send(Array(repeating: KeyEvent(.right, modifiers: .shift), count: 3))
            host.send(KeyEvent(.character("w"), modifiers: .alt))
            // The selectable text takes the focus; the plain one does not.
            host.send(KeyEvent(.tab))
            host.send(.character("y"))
            host.send(KeyEvent(.tab))
            host.send(.character("y"))
        }
        #expect(sent == ["Apple\tred", "one", "Selectable words", "Apple\tred"])
    }
}
