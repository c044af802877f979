import CursesKit
import Testing

@testable import TermUI

/// `.popover` and `.fullScreenCover`: a popover is a box beside its view,
/// above it without room below, a centred box without room either way; a
/// full-screen cover hides everything beneath. Both take focus and give it back.
@MainActor
@Suite struct PopoverTests {
    struct Details: View {
        let atBottom: Bool
        var rowsAbove = 0
        var arrowEdge: Edge?
        @State private var showing = false
        @State private var closed = 0
        var body: some View {
            VStack(alignment: .leading) {
                if atBottom { Spacer() }
                ForEach(0..<rowsAbove, id: \.self) { _ in Text("·") }
                Text("closed \(closed)")
                Button("Details") { showing = true }
                    .popover(isPresented: $showing, arrowEdge: arrowEdge) {
                        Text("Gate 12")
                        Button("Close") {
                            showing = false
                            closed += 1
                        }
                    }
            }
        }
    }

    @Test func itOpensBelowItsViewAndTakesFocus() throws {
        let host = HeadlessHost(size: Size(width: 24, height: 8), root: Details(atBottom: false))
        _ = try host.tabToFirstAndPress()
        #expect(
            host.lines == [
                "closed 0                ",
                "[ Details ]             ",
                "┌───────────┐           ",
                "│ Gate 12   │           ",
                "│ [ Close ] │           ",
                "└───────────┘           ",
                "                        ",
                "                        ",
            ])
        #expect(host.cell(at: Point(x: 0, y: 0)).style != SheetTests.dimmed)
        host.send(KeyEvent(.enter))
        #expect(host.lines[0] == "closed 1                ", "focus was on the popover's button")
    }

    @Test func withoutRoomBelowItOpensAboveArrowEdgeTopAsksForAboveAndNoRoomCentresIt() throws {
        let host = HeadlessHost(size: Size(width: 24, height: 8), root: Details(atBottom: true))
        _ = try host.tabToFirstAndPress()
        #expect(host.lines[7].hasPrefix("[ Details ]"))
        #expect(host.lines[3].hasPrefix("┌───────────┐"), "above: no room below")
        #expect(host.lines[6].hasPrefix("└───────────┘"))

        // `.top`: the edge of the button the popover points from, so above it.
        let asked = HeadlessHost(
            size: Size(width: 24, height: 12), root: Details(atBottom: false, rowsAbove: 5, arrowEdge: .top))
        _ = try asked.tabToFirstAndPress()
        #expect(asked.lines[6].hasPrefix("[ Details ]"))
        #expect(asked.lines[2].hasPrefix("┌───────────┐"), "above, with room below too")
        #expect(asked.lines[5].hasPrefix("└───────────┘"))
        // No room above or below: in the middle of the screen, over the button.
        let fallback = HeadlessHost(
            size: Size(width: 24, height: 6), root: Details(atBottom: false, rowsAbove: 1))
        _ = try fallback.tabToFirstAndPress()
        #expect(fallback.lines[1].contains("┌──"), "a centred box from the second row")
        #expect(fallback.lines.contains { $0.contains("Gate 12") })
    }

    @Test func escAndAClickOutsideDismissAndFocusGoesBack() throws {
        let host = HeadlessHost(size: Size(width: 24, height: 8), root: Details(atBottom: false))
        let button = try host.tabToFirstAndPress()
        host.send(KeyEvent(.escape))
        #expect(!host.lines.contains { $0.contains("Gate 12") })
        #expect(host.focusedWidget === button)
        host.send(KeyEvent(.enter))
        host.click(at: Point(x: 20, y: 7))
        #expect(!host.lines.contains { $0.contains("Gate 12") })
        #expect(host.focusedWidget === button)
        host.send(KeyEvent(.enter))
        host.click(at: Point(x: 4, y: 3))
        #expect(host.lines.contains { $0.contains("Gate 12") }, "a click inside keeps it")
    }

    struct Cover: View {
        @State private var reading = false
        @State private var dismissals = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("dismissed \(dismissals)")
                Button("Read") { reading = true }
            }
            .fullScreenCover(isPresented: $reading, onDismiss: { dismissals += 1 }, content: { ReaderPage() })
        }
    }

    struct ReaderPage: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack(alignment: .leading) {
                Text("Chapter 1")
                Button("Done") { dismiss() }
            }
        }
    }

    @Test func aFullScreenCoverHidesEverythingAndDismissRunsOnDismiss() throws {
        let host = HeadlessHost(size: Size(width: 20, height: 5), root: Cover())
        let button = try host.tabToFirstAndPress()
        #expect(
            host.lines == [
                "Chapter 1           ",
                "[ Done ]            ",
                "                    ",
                "                    ",
                "                    ",
            ])
        host.send(KeyEvent(.enter))
        #expect(host.lines[0] == "dismissed 1         ")
        #expect(host.focusedWidget === button)
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.escape))
        #expect(host.lines[0] == "dismissed 2         ", "Esc dismisses it too")
    }
}
