import CursesKit
import Testing

@testable import TermUI

/// `.menuStyle(_:)`: the built-in styles draw the menu's button bordered or
/// bare; a style of the app's own wraps `Menu(configuration)`, which still
/// opens the menu and runs its items.
@MainActor
@Suite struct MenuStyleTests {
    struct Framed: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            Menu(configuration).border(.gray)
        }
    }

    struct Menus<S: MenuStyle>: View {
        let style: S
        @State private var log = "none"
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("log: \(log)")
                Menu("Actions") {
                    Button("Copy") { log = "copy" }
                }
                .menuStyle(style)
            }
        }
    }

    @Test func theBuiltInStylesDrawTheButtonBorderedOrBare() {
        #expect(
            HeadlessHost(size: Size(width: 20, height: 4), root: Menus(style: .automatic)).lines[1]
                == "[ Actions ▾ ]       ")
        #expect(
            HeadlessHost(size: Size(width: 20, height: 4), root: Menus(style: .button)).lines[1]
                == "[ Actions ▾ ]       ")
        #expect(
            HeadlessHost(size: Size(width: 20, height: 4), root: Menus(style: .borderlessButton)).lines[1]
                == "Actions ▾           ")
    }

    @Test func aStyleOfTheAppsOwnWrapsTheMenuWhichStillWorks() {
        let host = HeadlessHost(size: Size(width: 20, height: 8), root: Menus(style: Framed()))
        #expect(host.lines[1] == "┌─────────────┐     ")
        #expect(host.lines[2] == "│[ Actions ▾ ]│     ")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines.contains { $0.contains("Copy") })
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("log: copy"))
    }
}
