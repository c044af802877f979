import CursesKit
import Testing

@testable import TermUI

/// `.contextMenu`: a right click opens it at the pointer, Shift-F10 under
/// the focused control; it acts as a menu.
@MainActor
@Suite struct ContextMenuTests {
    struct Rows: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Text("Boarding pass")
                    .contextMenu {
                        Button("Copy") { log.append("copy boarding") }
                        Button("Remove") { log.append("remove boarding") }
                    }
                Button("Ticket") { log.append("open ticket") }
                    .contextMenu {
                        Button("Copy") { log.append("copy ticket") }
                    }
                Text("log: \(log.joined(separator: ","))")
            }
        }
    }

    @Test func aRightClickOpensTheMenuOfTheViewUnderThePointerAtThePointer() {
        let host = HeadlessHost(size: Size(width: 40, height: 9), root: Rows())
        host.send(MouseEvent(.press, at: Point(x: 4, y: 0), button: 3))
        #expect(
            Array(host.lines.prefix(5)) == [
                "Boarding pass                           ",
                "[ Ti┌──────┐                            ",
                "log:│Copy  │                            ",
                "    │Remove│                            ",
                "    └──────┘                            ",
            ])
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.enter))
        #expect(host.lines[2].hasPrefix("log: remove boarding "))
        host.send(MouseEvent(.press, at: Point(x: 2, y: 1), button: 3))
        host.send(KeyEvent(.enter))
        #expect(host.lines[2].hasPrefix("log: remove boarding,copy ticket "), "the button's own menu")
    }

    @Test func shiftF10OpensTheMenuOfTheFocusedViewUnderItAndFocusComesBack() throws {
        let host = HeadlessHost(size: Size(width: 40, height: 9), root: Rows())
        host.send(KeyEvent(.tab))
        let ticket = try #require(host.focusedWidget)
        host.send(KeyEvent(.function(10), modifiers: .shift))
        #expect(host.lines[2].hasPrefix("┌────┐"), "under the focused button")
        #expect(host.lines[3].hasPrefix("│Copy│"))
        host.send(KeyEvent(.escape))
        #expect(!host.lines.contains { $0.contains("│Copy") })
        #expect(host.focusedWidget === ticket)
        host.send(KeyEvent(.enter))
        #expect(host.lines[2].hasPrefix("log: open ticket "), "Enter still presses the button")
    }

    @Test func aLeftClickDoesNotOpenIt() {
        let host = HeadlessHost(size: Size(width: 40, height: 9), root: Rows())
        host.click(at: Point(x: 4, y: 0))
        #expect(!host.lines.contains { $0.contains("Remove") })
    }
}
