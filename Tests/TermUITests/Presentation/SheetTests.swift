import CursesKit
import Observation
import Testing

@testable import TermUI

/// A sheet shows the screen beneath dimmed (grey, still readable) and its own
/// panel normally; input stays inside the panel.
@MainActor
@Suite struct SheetTests {
    struct Screen: View {
        @State private var showing = false
        @State private var opened = 0
        var body: some View {
            VStack(alignment: .leading) {
                Button("Open") {
                    opened += 1
                    showing = true
                }
                Text("opened \(opened)").foregroundColor(.red)
            }
            .sheet(isPresented: $showing) { Text("In sheet") }
        }
    }

    static let dimmed = Style(foreground: .gray, attributes: .dim)

    @Test func theContentBeneathIsDimmedAndThePanelIsNot() {
        let host = HeadlessHost(size: Size(width: 20, height: 7), root: Screen())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(
            host.lines == [
                "[ Open ]            ",
                "opened 1            ",
                "  ┌──────────────┐  ",
                "  │ In sheet     │  ",
                "  └──────────────┘  ",
                "                    ",
                "                    ",
            ])
        // Beneath: grey, dim, default background; the red text and the focused
        // button's reverse are gone, the characters stay.
        #expect(host.cell(at: Point(x: 0, y: 0)).style == Self.dimmed)
        #expect(host.cell(at: Point(x: 0, y: 1)).style == Self.dimmed)
        #expect(host.cell(at: Point(x: 0, y: 1)).text == "o")
        // The panel: its border and content in their own styles.
        #expect(host.cell(at: Point(x: 2, y: 2)).style == .plain)
        #expect(host.cell(at: Point(x: 4, y: 3)).text == "I")
        #expect(host.cell(at: Point(x: 4, y: 3)).style == .plain)

        host.send(KeyEvent(.escape))
        #expect(host.lines[2] == "                    ")
        #expect(host.cell(at: Point(x: 0, y: 1)).style.foreground == .red)
    }

    @Test func aClickOnTheDimmedContentGoesNowhere() {
        let host = HeadlessHost(size: Size(width: 20, height: 7), root: Screen())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        host.click(at: Point(x: 2, y: 0))  // on the dimmed "Open" button
        #expect(host.lines[1] == "opened 1            ")
        #expect(host.lines[3] == "  │ In sheet     │  ")
        #expect(host.cell(at: Point(x: 2, y: 0)).style == Self.dimmed)
    }

    @Test func aChangeBeneathTheSheetIsDrawnDimmedAndLeavesThePanelWhole() {
        let model = Counter()
        let host = HeadlessHost(size: Size(width: 20, height: 5), root: CountingScreen(model: model))
        host.runPendingWork()
        model.count = 12345
        host.runPendingWork()
        #expect(host.lines[0] == "count 12345         ")
        #expect(host.cell(at: Point(x: 6, y: 0)).style == Self.dimmed)
        #expect(host.lines[1] == "a ┌──────────────┐  ")
        #expect(host.lines[2] == "pa│ Sheet        │  ")
        #expect(host.cell(at: Point(x: 4, y: 2)).style == .plain)
    }

    /// A key the sheet leaves goes on to the views that presented it (an
    /// app-wide key such as the demo's `l`); Esc still closes the sheet first,
    /// and keys the sheet takes never reach the presenter.
    @Test func keysTheSheetLeavesReachThePresentersHandlers() {
        let host = HeadlessHost(size: Size(width: 24, height: 10), root: AppWideKeyScreen())
        #expect(host.lines[1].hasPrefix("sheet up"))
        host.send(KeyEvent(.character("l")))
        #expect(host.lines[0].hasPrefix("pane on"), "the app-wide key works over the sheet")
        #expect(host.lines[1].hasPrefix("sheet up"), "and leaves the sheet open")
        host.send(KeyEvent(.character("x")))
        #expect(host.lines[0].hasPrefix("pane on, 0 x"), "the sheet's own handler took x")
        host.send(KeyEvent(.escape))
        #expect(host.lines[1].hasPrefix("sheet down"), "Esc closed the sheet")
        #expect(host.lines[0].hasPrefix("pane on, 0 x"), "and did not reach the presenter")
        host.send(KeyEvent(.character("x")))
        #expect(host.lines[0].hasPrefix("pane on, 1 x"))
    }

    struct AppWideKeyScreen: View {
        @State private var pane = false
        @State private var showing = true
        @State private var presenterXs = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("pane \(pane ? "on" : "off"), \(presenterXs) x")
                Text(showing ? "sheet up" : "sheet down")
            }
            .sheet(isPresented: $showing) {
                Text("In sheet").onKeyPress { $0 == .character("x") }
            }
            .onKeyPress { key in
                switch key {
                case .character("l"): pane.toggle()
                case .character("x"): presenterXs += 1
                case KeyEvent(.escape): showing = true
                default: return false
                }
                return true
            }
        }
    }

    @Observable
    @MainActor
    final class Counter {
        var count = 0
    }

    struct CountingScreen: View {
        let model: Counter
        @State private var showing = true
        var body: some View {
            VStack(alignment: .leading) {
                Text("count \(model.count)")
                Text("a line under the panel")
            }
            .sheet(isPresented: $showing) { Text("Sheet") }
        }
    }
}
