import CursesKit
import Foundation
import Testing

@testable import TermUI

/// `NavigationView` with a sidebar and a detail view, as iPad and Mac apps
/// wrote it: two columns on a wide terminal, a stack on a compact one.
@MainActor
@Suite struct NavigationViewColumnsTests {
    private func text(_ host: HeadlessHost) -> String { host.lines.joined(separator: "\n") }

    struct Planets: View {
        var stack = false
        let planets = ["Mercury", "Venus", "Earth"]

        var body: some View {
            let view = NavigationView {
                List(planets, id: \.self) { planet in
                    NavigationLink(planet) { Text("\(planet) is a planet").navigationTitle(planet) }
                }
                .navigationTitle("Planets")
                Text("Select a planet")
            }
            if stack { view.navigationViewStyle(.stack) } else { view }
        }
    }

    @Test func onAWideTerminalTheTwoViewsAreColumns() {
        let host = HeadlessHost(size: Size(width: 80, height: 8), root: Planets())
        let top = host.lines.firstIndex { $0.contains("Mercury") } ?? -1
        #expect(top >= 0 && host.lines[top].contains("Select a planet") == false, "\(text(host))")
        #expect(text(host).contains("Select a planet"), "\(text(host))")
        // Side by side: the placeholder starts right of the sidebar, on a row of its own column.
        let row = host.lines.first { $0.contains("Select a planet") } ?? ""
        let column = row.distance(
            from: row.startIndex, to: row.range(of: "Select")?.lowerBound ?? row.startIndex)
        #expect(column > 10, "\(text(host))")
    }

    @Test func aSidebarLinkShowsItsDestinationInTheDetailColumnInPlaceOfTheLast() {
        let host = HeadlessHost(size: Size(width: 80, height: 8), root: Planets())
        // The list is focused at launch; ↓ to Mercury, Enter.
        host.send([KeyEvent(.down), KeyEvent(.enter)])
        #expect(text(host).contains("Mercury is a planet"), "\(text(host))")
        #expect(!text(host).contains("Select a planet"), "\(text(host))")
        #expect(text(host).contains("Venus"), "the sidebar stays: \(text(host))")
        // Another link replaces the detail rather than stacking on it.
        host.send(KeyEvent(.tab, modifiers: .shift))
        host.send([KeyEvent(.down), KeyEvent(.enter)])
        #expect(
            text(host).contains("Venus is a planet") && !text(host).contains("Mercury is"), "\(text(host))")
        // The detail column's title row: one level over its placeholder, not two.
        #expect(host.lines[0].contains("│ ‹ Back › Venus"), "\(host.lines[0])")
        #expect(host.runtimeWarnings.isEmpty, "\(host.runtimeWarnings)")
    }

    @Test func onACompactTerminalItIsAStackOfTheFirstView() {
        let host = HeadlessHost(size: Size(width: 50, height: 8), root: Planets())
        #expect(!text(host).contains("Select a planet"), "\(text(host))")
        host.send([KeyEvent(.down), KeyEvent(.enter)])
        #expect(host.lines[0].contains("‹ Planets › Mercury"), "\(text(host))")
        #expect(!text(host).contains("Venus"), "pushed over the list: \(text(host))")
        host.send(KeyEvent(.escape))
        #expect(text(host).contains("Venus"))
    }

    @Test func theStackStyleForcesAStackOnAWideTerminal() {
        let host = HeadlessHost(size: Size(width: 80, height: 8), root: Planets(stack: true))
        #expect(!text(host).contains("Select a planet"), "\(text(host))")
        host.send([KeyEvent(.down), KeyEvent(.enter)])
        #expect(host.lines[0].contains("‹ Planets › Mercury"), "\(text(host))")
    }
}
