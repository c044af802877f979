import CursesKit
import Testing

@testable import TermUI

/// `NavigationSplitView`: columns side by side with a rule, a sidebar
/// `List(selection:)` driving the detail, Tab through one column then the
/// next, Ctrl-← → between columns, `columnVisibility`, and the collapsed
/// stack of a narrow view (Enter shows the detail, Esc goes back).
@MainActor
@Suite struct NavigationSplitViewTests {
    struct Mail: View {
        @State private var folder: String?
        @State private var count = 0
        @Binding var visibility: NavigationSplitViewVisibility

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                VStack(alignment: .leading, spacing: 0) {
                    List(["Inbox", "Sent", "Trash"], id: \.self, selection: $folder) { Text($0) }
                        .frame(height: 48)
                    Button("New folder") { folder = "New" }
                }
            } detail: {
                VStack(alignment: .leading, spacing: 0) {
                    Text("folder: \(folder ?? "none")")
                    Button("Count \(count)") { count += 1 }
                    Button("Reset") { count = 0 }
                }
            }
        }
    }

    struct Root: View {
        @State var visibility = NavigationSplitViewVisibility.automatic
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Mail(visibility: $visibility)
                Button("Detail only") { visibility = .detailOnly }
            }
        }
    }

    private func host(width: Int) -> HeadlessHost {
        HeadlessHost(size: Size(width: width, height: 6), focusesFirstControl: false, root: Root())
    }

    private func focusedTitle(_ host: HeadlessHost) -> String? {
        (host.focusedWidget as? CursesKit.Button)?.title ?? (host.focusedWidget is ListWidget ? "list" : nil)
    }

    @Test func wideTheColumnsSitSideBySideAndTheSidebarDrivesTheDetail() {
        let host = host(width: 70)
        // 70 × 3/10 = 21 columns of sidebar, the rule, then the detail.
        #expect(host.lines[0].hasPrefix(" Inbox               │folder: none"), "\(host.lines)")
        #expect(host.lines[3].hasPrefix("[ New folder ]       │"))
        host.send(KeyEvent(.tab))
        #expect(focusedTitle(host) == "list")
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.down))
        #expect(host.lines[0].contains("│folder: Sent"), "\(host.lines[0])")
    }

    @Test func tabGoesThroughOneColumnThenTheNext() {
        let host = host(width: 70)
        host.send(KeyEvent(.tab))
        #expect(focusedTitle(host) == "list")
        host.send(KeyEvent(.tab))
        #expect(focusedTitle(host) == "New folder", "the sidebar's own controls first")
        host.send(KeyEvent(.tab))
        #expect(focusedTitle(host) == "Count 0")
        host.send(KeyEvent(.tab))
        #expect(focusedTitle(host) == "Reset")
        host.send(KeyEvent(.backTab))
        host.send(KeyEvent(.backTab))
        #expect(focusedTitle(host) == "New folder", "Shift-Tab back into the sidebar's last control")
    }

    @Test func controlArrowsJumpBetweenColumnsBackToWhereFocusWas() {
        let host = host(width: 70)
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.right, modifiers: .control))
        #expect(focusedTitle(host) == "Count 0")
        host.send(KeyEvent(.tab))
        #expect(focusedTitle(host) == "Reset")
        host.send(KeyEvent(.left, modifiers: .control))
        #expect(focusedTitle(host) == "list")
        host.send(KeyEvent(.right, modifiers: .control))
        #expect(focusedTitle(host) == "Reset", "back on the control the column had focused")
    }

    @Test func detailOnlyHidesTheSidebar() {
        let host = host(width: 70)
        host.click(at: Point(x: 2, y: 5))
        #expect(host.lines[0].hasPrefix("folder: none"), "\(host.lines)")
        #expect(!host.lines.joined().contains("Inbox"))
    }

    @Test func narrowItCollapsesToAStackEnterShowsTheDetailAndEscGoesBack() {
        let host = host(width: 40)
        #expect(host.lines[0].hasPrefix(" Inbox "), "\(host.lines)")
        #expect(!host.lines.joined().contains("│"), "one column, no rule")
        #expect(!host.lines.joined().contains("folder:"))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix(" ‹ Back "), "\(host.lines)")
        #expect(host.lines[1].hasPrefix("folder: Inbox"))
        #expect(focusedTitle(host) == "Count 0", "focus went into the detail")
        host.send(KeyEvent(.enter))
        #expect(host.lines[2].hasPrefix("[ Count 1 ]"))
        host.send(KeyEvent(.escape))
        #expect(host.lines[0].hasPrefix("›Inbox "), "the sidebar, its row still selected")
        #expect(focusedTitle(host) == "list", "back on the sidebar's list")
        host.send(KeyEvent(.right, modifiers: .control))
        #expect(host.lines[2].hasPrefix("[ Count 1 ]"), "the detail kept its state")
        host.click(at: Point(x: 1, y: 0))
        #expect(host.lines[0].hasPrefix("›Inbox "), "a click on ‹ Back goes back")
    }

    @Test func collapsedADoubleClickOnASidebarRowShowsTheDetail() {
        let host = host(width: 40)
        host.click(at: Point(x: 2, y: 1))
        host.click(at: Point(x: 2, y: 1))
        #expect(host.lines[0].hasPrefix(" ‹ Back "), "\(host.lines)")
        #expect(host.lines[1].hasPrefix("folder: Sent"))
    }

    @Test func growingPastTheThresholdShowsTheColumnsAgain() {
        let host = host(width: 40)
        host.resize(to: Size(width: 70, height: 6))
        #expect(host.lines[0].hasPrefix(" Inbox               │folder: none"), "\(host.lines)")
    }
}

/// The three-column form: two rules when wide, a stack of three when narrow.
@MainActor
@Suite struct NavigationSplitViewThreeColumnTests {
    struct Shop: View {
        @State private var aisle: String? = "Fruit"
        @State private var item: String?
        var body: some View {
            NavigationSplitView {
                List(["Fruit", "Bread"], id: \.self, selection: $aisle) { Text($0) }
            } content: {
                List(aisle == "Bread" ? ["Rye", "Spelt"] : ["Apple", "Pear"], id: \.self, selection: $item) {
                    Text($0)
                }
            } detail: {
                Text("item: \(item ?? "none")")
            }
        }
    }

    @Test func wideThreeColumnsNarrowAStackOfThree() {
        let host = HeadlessHost(size: Size(width: 90, height: 4), focusesFirstControl: false, root: Shop())
        // 90 / 4 = 22 columns for each leading column.
        #expect(
            host.lines[0].hasPrefix(" Fruit                │ Apple                │item: none"),
            "\(host.lines)")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.down))
        #expect(host.lines[0].contains("│ Rye "), "the sidebar drives the content column: \(host.lines[0])")
        host.resize(to: Size(width: 70, height: 4))
        #expect(host.lines[0].hasPrefix(" Fruit") || host.lines[0].hasPrefix("›Fruit"), "\(host.lines)")
        #expect(host.lines[1].hasPrefix("›Bread"), "\(host.lines)")
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix(" ‹ Back "))
        #expect(host.lines[1].hasPrefix(" Rye "), "\(host.lines)")
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix(" ‹ Back "))
        #expect(host.lines[1].hasPrefix("item: Rye"), "\(host.lines)")
        host.send(KeyEvent(.escape))
        host.send(KeyEvent(.escape))
        #expect(host.lines[1].hasPrefix("›Bread"), "\(host.lines)")
    }
}
