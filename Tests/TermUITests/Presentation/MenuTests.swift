import CursesKit
import Testing

@testable import TermUI

/// `Menu`: a button that opens its items in a box below it; ↑↓ move, Enter
/// runs an item and closes every open menu, → and ← open and close a
/// submenu, Esc or a click outside closes, focus goes back to the button.
@MainActor
@Suite struct MenuTests {
    struct Actions: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Actions") {
                    Button("Duplicate") { log.append("duplicate") }
                    Button("Rename") { log.append("rename") }
                    Menu("Copy") {
                        Button("Copy Name") { log.append("copy name") }
                        Button("Copy Address") { log.append("copy address") }
                    }
                    Divider()
                    Button("Delete", role: .destructive) { log.append("delete") }
                }
                Text("log: \(log.joined(separator: ","))")
                Button("Other") { log.append("other") }
            }
        }
    }

    @Test func theMenuOpensBelowItsButtonWithoutDimmingTheScreen() throws {
        let host = HeadlessHost(
            size: Size(width: 30, height: 10), focusesFirstControl: false, root: Actions())
        #expect(host.lines[0].hasPrefix("[ Actions ▾ ]"))
        _ = try host.tabToFirstAndPress()
        #expect(
            host.lines == [
                "[ Actions ▾ ]                 ",
                "┌─────────┐                   ",
                "│Duplicate│                   ",
                "│Rename   │                   ",
                "│Copy ▸   │                   ",
                "│─────────│                   ",
                "│Delete   │                   ",
                "└─────────┘                   ",
                "                              ",
                "                              ",
            ])
        #expect(host.cell(at: Point(x: 0, y: 0)).style != SheetTests.dimmed, "a menu does not dim the screen")
        #expect(
            host.cell(at: Point(x: 1, y: 2)).style.attributes.contains(.reverse), "the first item has focus")
    }

    @Test func arrowsMoveAndEnterRunsTheItemClosesTheMenuAndGivesFocusBack() throws {
        let host = HeadlessHost(
            size: Size(width: 30, height: 10), focusesFirstControl: false, root: Actions())
        let button = try host.tabToFirstAndPress()
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.up))
        host.send(KeyEvent(.up))  // Rename
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("log: rename "))
        #expect(!host.lines.contains { $0.contains("Duplicate") }, "the menu closed")
        #expect(host.focusedWidget === button)
    }

    @Test func aSubmenuOpensOnRightClosesOnLeftAndItsItemClosesEveryMenu() throws {
        let host = HeadlessHost(
            size: Size(width: 40, height: 10), focusesFirstControl: false, root: Actions())
        let button = try host.tabToFirstAndPress()
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.down))  // [ Copy ▸ ]
        host.send(KeyEvent(.right))
        #expect(host.lines[4].contains("Copy Name"), "the submenu's first item is level with its button")
        #expect(host.lines[4].hasPrefix("│Copy ▸   ││Copy Name   │"), "right of the menu")
        #expect(host.focusedWidget.map { ($0 as? CursesKit.Button)?.title } == "Copy Name")
        host.send(KeyEvent(.left))
        #expect(!host.lines.contains { $0.contains("Copy Name") }, "← closed the submenu only")
        #expect(
            host.focusedWidget.map { ($0 as? CursesKit.Button)?.title } == "Copy ▸", "focus back on its item")
        #expect(host.lines.contains { $0.contains("Duplicate") })
        host.send(KeyEvent(.enter))  // Enter on the submenu's button opens it too
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.enter))  // Copy Address
        #expect(host.lines[1].hasPrefix("log: copy address "))
        #expect(!host.lines.contains { $0.contains("Duplicate") || $0.contains("Copy Name") }, "both closed")
        #expect(host.focusedWidget === button)
    }

    @Test func escAndAClickOutsideCloseWithoutRunningAnything() throws {
        let host = HeadlessHost(
            size: Size(width: 30, height: 10), focusesFirstControl: false, root: Actions())
        let button = try host.tabToFirstAndPress()
        host.send(KeyEvent(.escape))
        #expect(!host.lines.contains { $0.contains("Duplicate") })
        #expect(host.focusedWidget === button)
        host.send(KeyEvent(.enter))
        host.click(at: Point(x: 25, y: 9))
        #expect(!host.lines.contains { $0.contains("Duplicate") }, "a click outside closed it")
        #expect(host.lines[1] == "log:                          ", "and ran nothing")
        #expect(host.focusedWidget === button)
    }

    @Test func aClickOnAnItemRunsIt() throws {
        let host = HeadlessHost(
            size: Size(width: 30, height: 10), focusesFirstControl: false, root: Actions())
        _ = try host.tabToFirstAndPress()
        host.click(at: Point(x: 3, y: 6))
        #expect(host.lines[1].hasPrefix("log: delete "))
    }

    struct Primary: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Save") {
                    Button("Save As…") { log.append("save as") }
                } primaryAction: {
                    log.append("save")
                }
                Text("log: \(log.joined(separator: ","))")
            }
        }
    }

    @Test func withAPrimaryActionEnterRunsItAndDownOpensTheMenu() throws {
        let host = HeadlessHost(size: Size(width: 30, height: 8), focusesFirstControl: false, root: Primary())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("log: save "))
        #expect(!host.lines.contains { $0.contains("Save As") })
        host.send(KeyEvent(.down))
        #expect(host.lines.contains { $0.contains("Save As…") })
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("log: save,save as "))
    }
}
