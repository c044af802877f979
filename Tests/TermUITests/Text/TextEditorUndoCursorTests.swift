import CursesKit
import Testing

@testable import TermUI

/// Undo puts the cursor back where it was before the edit, so the next key
/// types where the person was typing, after a kill (Ctrl-K, Alt-D) or Delete.
@MainActor
@Suite struct TextEditorUndoCursorTests {
    struct Note: View {
        @State var text = "hello world"
        var body: some View {
            VStack(alignment: .leading) {
                TextEditor(text: $text).frame(width: 160, height: 32)
                Text("[\(text)]")
            }
        }
    }

    private func host() -> HeadlessHost {
        let host = HeadlessHost(size: Size(width: 24, height: 3), focusesFirstControl: false) { Note() }
        host.send(KeyEvent(.tab))
        host.send(KeyEvent.control("a"))
        return host
    }

    @Test func undoAfterCtrlKPutsTheCursorBackAtTheLineStart() {
        let host = host()
        host.send(KeyEvent.control("k"))
        #expect(host.lines[2].hasPrefix("[] "))
        host.send(KeyEvent.control("z"))
        #expect(host.cursor == Point(x: 0, y: 0))
        host.type("X")
        #expect(host.lines[2].hasPrefix("[Xhello world]"), "\(host.lines)")
    }

    @Test func undoAfterAltDPutsTheCursorBackBeforeTheWord() {
        let host = host()
        host.send(KeyEvent(.character("d"), modifiers: .alt))
        #expect(host.lines[2].hasPrefix("[ world]"))
        host.send(KeyEvent.control("z"))
        host.type("X")
        #expect(host.lines[2].hasPrefix("[Xhello world]"), "\(host.lines)")
    }

    @Test func undoAfterDeletePutsTheCursorBackWhereItWas() {
        let host = host()
        host.send(KeyEvent(.delete))
        #expect(host.lines[2].hasPrefix("[ello world]"))
        host.send(KeyEvent.control("z"))
        host.type("X")
        #expect(host.lines[2].hasPrefix("[Xhello world]"), "\(host.lines)")
    }
}
