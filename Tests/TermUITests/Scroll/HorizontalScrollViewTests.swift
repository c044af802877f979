import CursesKit
import Testing

@testable import TermUI

/// `ScrollView(.horizontal)` and both axes: the content keeps its ideal
/// width; ←/→ (when nothing inside takes them), the wheel with Shift and
/// focus scroll it sideways; the indicator is a row at the bottom.
@MainActor
@Suite struct HorizontalScrollViewTests {
    struct Wide: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(0..<8) { index in Text("c\(index)") }
                }
            }
        }
    }

    @Test func theContentKeepsItsWidthAndArrowsScrollIt() {
        let host = HeadlessHost(size: Size(width: 10, height: 2), focusesFirstControl: false, root: Wide())
        #expect(host.lines == ["c0 c1 c2 c", "━━━━──────"])
        // With nothing focusable inside, Tab focuses the scroll view itself.
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.right))
        host.send(KeyEvent(.right))
        host.send(KeyEvent(.right))
        #expect(host.lines[0] == "c1 c2 c3 c")
        host.send(KeyEvent(.end))
        #expect(host.lines[0] == "4 c5 c6 c7")
        host.send(KeyEvent(.left))
        #expect(host.lines[0] == "c4 c5 c6 c")
    }

    @Test func theWheelWithShiftScrollsSidewaysAndWithoutItDownInBothAxes() {
        let host = HeadlessHost(size: Size(width: 8, height: 3), focusesFirstControl: false) {
            ScrollView([.horizontal, .vertical]) {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<6) { row in Text("row \(row) is long") }
                }
            }
        }
        #expect(host.lines.map { String($0.prefix(7)) } == ["row 0 i", "row 1 i", "━━━────"])
        host.send(MouseEvent(.wheelDown, at: Point(x: 2, y: 0), button: 0, modifiers: .shift))
        #expect(host.lines.map { String($0.prefix(7)) } == [" 0 is l", " 1 is l", "──━━━──"])
        host.send(MouseEvent(.wheelDown, at: Point(x: 2, y: 0), button: 0))
        #expect(host.lines.map { String($0.prefix(7)) } == [" 3 is l", " 4 is l", "──━━━──"])
    }

    struct Buttons: View {
        var body: some View {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(0..<5) { index in Button("B\(index)") {} }
                }
            }
        }
    }

    @Test func focusScrollsAButtonIntoViewSideways() {
        let host = HeadlessHost(size: Size(width: 12, height: 1), focusesFirstControl: false, root: Buttons())
        #expect(host.lines == ["[ B0 ] [ B1 "])
        for _ in 0..<3 { host.send(KeyEvent(.tab)) }
        #expect(host.lines == [" B1 ] [ B2 ]"])
    }
}
