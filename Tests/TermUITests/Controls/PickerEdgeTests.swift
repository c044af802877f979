import CursesKit
import Testing

@testable import TermUI

/// A menu picker's open menu at its ends: End and Home choose the last and
/// the first option, ↓ on the last stays there.
@MainActor
@Suite struct PickerEdgeTests {
    private func host() -> HeadlessHost {
        HeadlessHost(
            size: Size(width: 24, height: 7), focusesFirstControl: false,
            root: PickerTests.Choice(style: .menu))
    }

    @Test func endInAnOpenMenuChoosesTheLastOption() {
        let host = host()
        host.send(KeyEvent(.tab))
        host.send([KeyEvent(.enter), KeyEvent(.end), KeyEvent(.enter)])
        #expect(host.lines[1] == "is green                ")
    }

    @Test func homeInAnOpenMenuChoosesTheFirstOption() {
        let host = host()
        host.send(KeyEvent(.tab))
        host.send([KeyEvent(.enter), KeyEvent(.home), KeyEvent(.enter)])
        #expect(host.lines[1] == "is purple               ")
    }

    @Test func downOnTheLastOptionStaysOnIt() {
        let host = host()
        host.send(KeyEvent(.tab))
        host.send([KeyEvent(.enter), KeyEvent(.down), KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter)])
        #expect(host.lines[1] == "is green                ")
    }
}
