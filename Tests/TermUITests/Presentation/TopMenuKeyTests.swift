import CursesKit
import Testing

@testable import TermUI

/// ← closes a submenu only: in a top-level menu it leaves the menu open.
@MainActor
@Suite struct TopMenuKeyTests {
    @Test func leftInATopLevelMenuLeavesItOpen() throws {
        let host = HeadlessHost(
            size: Size(width: 30, height: 10), focusesFirstControl: false, root: MenuTests.Actions())
        _ = try host.tabToFirstAndPress()
        #expect(host.lines.contains { $0.contains("Duplicate") })
        host.send(KeyEvent(.left))
        #expect(host.lines.contains { $0.contains("Duplicate") }, "← closed the top-level menu")
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("log: duplicate "), "\(host.lines)")
    }
}
