import CursesKit
import Testing

@testable import TermUI

/// `TextEditor`: what a person sees while editing and what the binding gets.
@MainActor
@Suite struct TextEditorTests {
    struct Notes: View {
        @State var text: String
        @State var other = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextEditor(text: $text).frame(width: 96, height: 48)
                TextField("other", text: $other).frame(width: 96)
                Text(
                    "\(text.count) chars, \(text.split(separator: "\n", omittingEmptySubsequences: false).count) lines"
                )
            }
        }
    }

    static func host(_ text: String = "") -> HeadlessHost {
        let host = HeadlessHost(size: Size(width: 20, height: 5), focusesFirstControl: false) {
            Notes(text: text)
        }
        host.send(KeyEvent(.tab))
        return host
    }

    static func editor(_ host: HeadlessHost) throws -> TextArea {
        try #require(host.focusedWidget as? TextArea)
    }

    @Test func typingWrapsAtTheWidthAndEnterBreaksTheLine() throws {
        let host = Self.host()
        host.type("one two three four")
        host.send(KeyEvent(.enter))
        host.type("five")
        #expect(
            Array(host.lines.prefix(3))
                == [
                    "one two     ", "three four  ", "five        ",
                ].map { $0 + "        " })
        #expect(host.lines[4] == "23 chars, 2 lines   ")
        #expect(try Self.editor(host).text == "one two three four\nfive")
    }

    @Test func theViewScrollsToKeepTheCursorVisible() {
        let host = Self.host()
        for line in ["a", "b", "c", "d", "e"] {
            host.type(line)
            host.send(KeyEvent(.enter))
        }
        // Six lines in three rows: the last three, the cursor on the empty last.
        #expect(Array(host.lines.prefix(3)).map { $0.prefix(2) } == ["d ", "e ", "  "])
        #expect(host.cursor == Point(x: 0, y: 2))
        host.send([KeyEvent(.up), KeyEvent(.up), KeyEvent(.up), KeyEvent(.up)])
        #expect(Array(host.lines.prefix(3)).map { $0.prefix(2) } == ["b ", "c ", "d "])
        #expect(host.cursor == Point(x: 0, y: 0))
        host.send(KeyEvent(.pageUp))
        #expect(host.lines[0].hasPrefix("a "))
        host.send(KeyEvent(.end, modifiers: .control))
        #expect(host.cursor == Point(x: 0, y: 2))
    }

    @Test func shiftArrowsSelectReversedAndBackspaceDeletesTheSelection() {
        let host = Self.host("hello world")
        host.send(KeyEvent.control("a"))
        for _ in 0..<5 { host.send(KeyEvent(.right, modifiers: .shift)) }
        for x in 0..<5 { #expect(host.cell(at: Point(x: x, y: 0)).style.attributes.contains(.reverse)) }
        #expect(!host.cell(at: Point(x: 5, y: 0)).style.attributes.contains(.reverse))
        host.send(KeyEvent(.backspace))
        #expect(host.lines[0].hasPrefix(" world      "))
        #expect(host.lines[4] == "6 chars, 1 lines    ")
        #expect(!host.cell(at: .zero).style.attributes.contains(.reverse))
    }

    @Test func aTypedRunIsOneUndoStepAndAPasteIsOneEdit() {
        let host = Self.host()
        host.type("first ")
        host.send(KeyEvent(.left))
        host.send(KeyEvent(.right))
        host.type("second")
        host.paste("a\nbig\npaste")
        #expect(host.lines[4] == "23 chars, 3 lines   ")
        host.send(KeyEvent.control("z"))
        #expect(host.lines[4] == "12 chars, 1 lines   ")
        host.send(KeyEvent.control("z"))
        #expect(host.lines[4] == "6 chars, 1 lines    ")
        // Ctrl-Y right after an undo redoes; Alt-Z redoes anywhere.
        host.send(KeyEvent.control("y"))
        #expect(host.lines[4] == "12 chars, 1 lines   ")
        host.send(KeyEvent(.character("z"), modifiers: .alt))
        #expect(host.lines[4] == "23 chars, 3 lines   ")
    }

    @Test func readlineKeysWorkOnTheLine() {
        let host = Self.host("alpha beta\ngamma")
        host.send(KeyEvent.control("a"))
        host.send(KeyEvent.control("k"))
        #expect(host.lines[4] == "11 chars, 2 lines   ")
        host.send(KeyEvent(.up))
        host.send(KeyEvent.control("e"))
        host.send(KeyEvent.control("w"))
        #expect(host.lines[0].hasPrefix("alpha       "))
        host.send(KeyEvent.control("y"))
        #expect(host.lines[0].hasPrefix("alpha beta  "))
    }

    @Test func aBurstOfTypedKeysIsOnePass() {
        let host = Self.host()
        let passes = host.passCount
        host.send("hello world".map { KeyEvent.character($0) })
        #expect(host.passCount - passes == 1)
        #expect(host.lines[4] == "11 chars, 1 lines   ")
    }

    @Test func tabMovesFocusOutOfTheEditor() {
        let host = Self.host("x")
        host.send(KeyEvent(.tab))
        #expect(host.focusedWidget is TextInput)
        host.type("y")
        #expect(host.lines[4] == "1 chars, 1 lines    ")
        #expect(host.lines[3].hasPrefix("y"))
    }

    @Test func textSetFromOutsideReplacesWhatTheEditorShows() {
        struct Reset: View {
            @State var text = "draft"
            var body: some View {
                VStack {
                    TextEditor(text: $text).frame(height: 32)
                    Button("Clear") { text = "cleared" }
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 10, height: 3), focusesFirstControl: false) { Reset() }
        #expect(host.lines[0] == "draft     ")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0] == "cleared   ")
    }
}
