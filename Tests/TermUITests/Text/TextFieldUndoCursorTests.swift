import CursesKit
import Testing

@testable import TermUI

/// Undo in a one-line `TextField` puts the cursor back where it was before
/// the edit, so the next key types there.
@MainActor
@Suite struct TextFieldUndoCursorTests {
    struct Name: View {
        @State var text = "hello world"
        var body: some View {
            VStack(alignment: .leading) {
                TextField("name", text: $text)
                Text("[\(text)]")
            }
        }
    }

    private func host() -> HeadlessHost {
        let host = HeadlessHost(size: Size(width: 24, height: 2), focusesFirstControl: false) { Name() }
        host.send(KeyEvent(.tab))
        host.send(KeyEvent.control("a"))
        return host
    }

    @Test func undoAfterCtrlKPutsTheCursorBackAtTheStart() {
        let host = host()
        host.send(KeyEvent.control("k"))
        #expect(host.lines[1].hasPrefix("[] "))
        host.send(KeyEvent.control("z"))
        host.type("X")
        #expect(host.lines[1].hasPrefix("[Xhello world]"), "\(host.lines)")
    }

    @Test func undoAfterDeletePutsTheCursorBackWhereItWas() {
        let host = host()
        host.send(KeyEvent(.delete))
        #expect(host.lines[1].hasPrefix("[ello world]"))
        host.send(KeyEvent.control("z"))
        host.type("X")
        #expect(host.lines[1].hasPrefix("[Xhello world]"), "\(host.lines)")
    }
}
