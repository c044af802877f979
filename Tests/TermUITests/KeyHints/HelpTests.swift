import CursesKit
import Testing

@testable import TermUI

/// `.help`: the focused view's help text in the footer's spare room and at
/// the top of the `?` overlay; the innermost wins; nothing without focus.
@MainActor
@Suite struct HelpTests {
    struct Mail: View {
        @State var flagged = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Sync") {}.help("Fetches new mail")
                VStack(alignment: .leading, spacing: 0) {
                    Toggle("Flag", isOn: $flagged).help(Text("Marks it for later"))
                    Button("Archive") {}
                }
                .help("Acts on the open message")
                Button("Quit") {}
                Spacer()
                KeyHints()
            }
        }
    }

    func footer(_ host: HeadlessHost) -> String { host.lines.last ?? "" }

    @Test func theFocusedViewsHelpFollowsTheKeysInTheFooter() {
        let host = HeadlessHost(size: Size(width: 80, height: 8), focusesFirstControl: false, root: Mail())
        #expect(!footer(host).contains("Fetches"), "nothing has focus yet")
        host.send(KeyEvent(.tab))
        let keys = "Enter Sync  Tab next  Ctrl-C quit  ? help  q quit  "
        #expect(
            footer(host) == (keys + "Fetches new mail").padding(toLength: 80, withPad: " ", startingAt: 0))
        #expect(host.cell(at: Point(x: keys.count, y: 7)).style.attributes.contains(.italic))
        #expect(!host.cell(at: Point(x: keys.count - 3, y: 7)).style.attributes.contains(.italic))
        host.send(KeyEvent(.tab))
        #expect(footer(host).contains("Marks it for later"), "the innermost .help around the toggle")
        #expect(!footer(host).contains("Acts on"))
        host.send(KeyEvent(.tab))
        #expect(
            footer(host).contains("Acts on the open message"), "the archive button has only the outer one")
        host.send(KeyEvent(.tab))
        #expect(!footer(host).contains("Acts on") && !footer(host).contains("Fetches"), "Quit has no help")
    }

    @Test func aNarrowFooterKeepsTheKeysAndDropsTheHelp() {
        let host = HeadlessHost(size: Size(width: 30, height: 8), focusesFirstControl: false, root: Mail())
        host.send(KeyEvent(.tab))
        #expect(footer(host).contains("help"), "the essential keys stay")
        #expect(!footer(host).contains("Fetches"))
    }

    @Test func theHelpOverlayShowsTheFocusedViewsHelpAboveTheKeys() {
        let host = HeadlessHost(size: Size(width: 60, height: 16), focusesFirstControl: false, root: Mail())
        host.send([KeyEvent(.tab), KeyEvent(.tab), .character("?")])
        let lines = host.lines
        let title = try? #require(lines.firstIndex { $0.contains(KeyHelpPanel.title) })
        let help = lines.firstIndex { $0.contains("Marks it for later") }
        let firstKey = lines.firstIndex { $0.contains("Space") }
        #expect(title != nil && help == title.map { $0 + 2 }, "the help under the title")
        #expect(firstKey.map { $0 > (help ?? .max) } == true, "then the keys")
        host.send(.character("x"))
        host.send(KeyEvent(.tab))
        host.send(.character("?"))
        #expect(host.lines.contains { $0.contains("Acts on the open message") })
        #expect(!host.lines.contains { $0.contains("Marks it for later") })
    }
}
