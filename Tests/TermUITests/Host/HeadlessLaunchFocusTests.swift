import CursesKit
import Testing

@testable import TermUI

/// A headless host launches as the terminal does: the first control has
/// focus, so Enter presses the first button; a test can still start with
/// nothing focused.
@MainActor
@Suite struct HeadlessLaunchFocusTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Count: \(count)")
                Button("Add one") { count += 1 }
                Button("Reset") { count = 0 }
            }
        }
    }

    @Test func enterPressesTheFirstButtonAtLaunch() {
        let host = HeadlessHost(size: Size(width: 20, height: 3)) { Counter() }
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("Count: 1"))
    }

    @Test func startingUnfocusedLeavesEnterWithNoButton() {
        let host = HeadlessHost(size: Size(width: 20, height: 3), focusesFirstControl: false) { Counter() }
        #expect(host.focusedWidget == nil)
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("Count: 0"))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("Count: 1"))
    }
}
