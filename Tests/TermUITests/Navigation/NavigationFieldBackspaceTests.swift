import CursesKit
import Testing

@testable import TermUI

/// Backspace at the start of a text field on a pushed level deletes nothing
/// and does not go back either: the field keeps it.
@MainActor
@Suite struct NavigationFieldBackspaceTests {
    @Test func backspaceAtTheStartOfAFieldStaysOnTheLevel() {
        let host = HeadlessHost(
            size: Size(width: 20, height: 4), focusesFirstControl: false, root: NavigationStackTests.Editing()
        )
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.focusedWidget is TextInput)
        host.send(KeyEvent(.home))
        host.send(KeyEvent(.backspace))
        #expect(host.lines[0].hasPrefix(" ‹ Back "), "Backspace in the field went back: \(host.lines)")
        #expect(host.lines[1].hasPrefix("ab "))
    }
}
