import CursesKit
import Testing

@testable import TermUI

/// A list's keys at their edges, as a reader sees them: End on the last row,
/// the same letter typed again going on to the next row that starts with it.
@MainActor
@Suite struct ListKeyEdgeTests {
    struct Words: View {
        @State var selection: String?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("selected: \(selection ?? "none")")
                List(["Apple", "Avocado", "Banana", "Apricot", "Cherry"], id: \.self, selection: $selection) {
                    Text($0)
                }
            }
        }
    }

    private func host() -> HeadlessHost {
        let host = HeadlessHost(size: Size(width: 24, height: 8), focusesFirstControl: false, root: Words())
        host.send(KeyEvent(.tab))
        return host
    }

    @Test func theSameLetterAgainGoesOnToTheNextRowStartingWithIt() {
        let host = host()
        host.type("a")
        #expect(host.lines[0].hasPrefix("selected: Apple "))
        host.advanceTime(by: 2)
        host.type("a")
        #expect(host.lines[0].hasPrefix("selected: Avocado "))
        host.advanceTime(by: 2)
        host.type("a")
        #expect(host.lines[0].hasPrefix("selected: Apricot "))
        host.advanceTime(by: 2)
        host.type("a")
        #expect(host.lines[0].hasPrefix("selected: Apple "), "round to the first again")
    }

    @Test func endAndGReachTheLastRowAndHomeAndGTheFirst() {
        let host = host()
        host.send(KeyEvent(.end))
        #expect(host.lines[0].hasPrefix("selected: Cherry "))
        host.send(KeyEvent(.home))
        #expect(host.lines[0].hasPrefix("selected: Apple "))
        host.send(.character("G"))
        #expect(host.lines[0].hasPrefix("selected: Cherry "))
        host.send(.character("g"))
        #expect(host.lines[0].hasPrefix("selected: Apple "))
    }

    /// ↓ past the last action of a row's menu stays on it: Enter runs it.
    @Test func downPastTheLastSwipeActionStaysOnIt() {
        let host = HeadlessHost(size: Size(width: 30, height: 8), root: ListActionsTests.Mail())
        host.send([KeyEvent(.tab), KeyEvent(.down)])
        host.send(.character("."))
        host.send([KeyEvent(.down), KeyEvent(.down), KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter)])
        #expect(host.lines[0].hasPrefix("flagged: Lunch"), "\(host.lines)")
        host.send([.character("."), KeyEvent(.end), KeyEvent(.enter)])
        #expect(host.lines[0].hasPrefix("flagged: Lunch,Lunch"), "\(host.lines)")
    }
}
