import CursesKit
import Testing

@testable import TermUI

/// `ViewThatFits` shows the first view whose ideal size fits, else the last;
/// the others are neither drawn nor focusable.
@MainActor
@Suite struct ViewThatFitsTests {
    /// A row of key hints that drops whole hints, least important first, as it narrows.
    struct Hints: View {
        static let rows = [
            ["Tab focus", "Enter press", "Esc home", "q quit"],
            ["Tab focus", "Esc home", "q quit"],
            ["Esc home", "q quit"],
        ]
        var body: some View {
            ViewThatFits(in: .horizontal) {
                ForEach(Self.rows, id: \.self) { row in
                    HStack(spacing: 16) {
                        ForEach(row, id: \.self) { Text($0).lineLimit(1) }
                    }
                }
            }
        }
    }

    @Test(arguments: [
        (50, "Tab focus  Enter press  Esc home  q quit"),
        (40, "Tab focus  Enter press  Esc home  q quit"),
        (39, "Tab focus  Esc home  q quit"),
        (27, "Tab focus  Esc home  q quit"),
        (26, "Esc home  q quit"),
        // None fits: the last, cut as a stack cuts it.
        (12, "Esc …  q qu…"),
    ])
    func wholeHintsAreDroppedFromTheEndAsTheRowNarrows(width: Int, shown: String) {
        let host = HeadlessHost(size: Size(width: width, height: 1), root: Hints())
        #expect(host.lines == [shown.padding(toLength: width, withPad: " ", startingAt: 0)])
    }

    @Test func resizingChoosesAgainAndShowsOnlyTheChosenRow() {
        let host = HeadlessHost(size: Size(width: 50, height: 1), root: Hints())
        host.resize(to: Size(width: 30, height: 1))
        #expect(host.lines == ["Tab focus  Esc home  q quit   "])
        host.resize(to: Size(width: 45, height: 1))
        #expect(host.lines == ["Tab focus  Enter press  Esc home  q quit     "])
    }

    /// Two layouts of the same actions; only the one on screen takes Tab.
    struct Actions: View {
        @State private var pressed = "-"
        var body: some View {
            VStack(alignment: .leading) {
                ViewThatFits {
                    HStack {
                        Button("Save the document") { pressed = "long" }
                        Button("Close") { pressed = "close" }
                    }
                    Button("Save") { pressed = "short" }
                }
                Text(pressed)
            }
        }
    }

    @Test func onlyTheChosenViewTakesFocus() {
        let host = HeadlessHost(size: Size(width: 12, height: 2), root: Actions())
        #expect(host.lines[0] == "[ Save ]    ")
        host.send([KeyEvent(.tab), KeyEvent(.enter)])
        #expect(host.lines[1] == "short       ")
        host.send([KeyEvent(.tab), KeyEvent(.enter)])
        #expect(host.lines[1] == "short       ")
    }

    @Test func aTallViewGivesWayToAShorterOneInLimitedHeight() {
        let host = HeadlessHost(size: Size(width: 10, height: 2)) {
            ViewThatFits(in: .vertical) {
                VStack(alignment: .leading) {
                    Text("one")
                    Text("two")
                    Text("three")
                }
                Text("one two three")
            }
        }
        #expect(host.lines == ["one two   ", "three     "])
    }
}
