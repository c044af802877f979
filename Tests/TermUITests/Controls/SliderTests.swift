import CursesKit
import Testing

@testable import TermUI

/// `Slider`: keys and the mouse move the bound value, clamped and on its steps.
@MainActor
@Suite struct SliderTests {
    struct Volume: View {
        @State var level = 4.0
        var body: some View {
            VStack(alignment: .leading) {
                Slider(value: $level, in: 0...10, step: 1) {
                    Text("Vol")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                }
                Text("level \(level)")
            }
        }
    }

    /// 20 columns: "Vol 0 " + an 11-cell track + " 10": a cell per step.
    @Test func theTrackShowsTheValueAndArrowsStepIt() {
        let host = HeadlessHost(size: Size(width: 20, height: 2), root: Volume())
        #expect(host.lines == ["Vol 0 ━━━━●────── 10", "level 4.0           "])
        host.send(KeyEvent(.tab))
        #expect(host.cell(at: Point(x: 10, y: 0)).style.attributes.contains(.reverse))
        host.send(KeyEvent(.right))
        #expect(host.lines[1] == "level 5.0           ")
        host.send([KeyEvent(.left), KeyEvent(.left)])
        #expect(host.lines == ["Vol 0 ━━━●─────── 10", "level 3.0           "])
        host.send([.character("l"), .character("l"), .character("h")])
        #expect(host.lines[1] == "level 4.0           ")
    }

    @Test func homeEndAndPagesMoveToTheEndsAndByATenthClamped() {
        let host = HeadlessHost(size: Size(width: 20, height: 2), root: Volume())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.end))
        #expect(host.lines[1] == "level 10.0          ")
        host.send(KeyEvent(.right))
        #expect(host.lines[1] == "level 10.0          ", "clamped at the top")
        host.send(KeyEvent(.pageDown))
        #expect(host.lines[1] == "level 9.0           ")
        host.send(KeyEvent(.home))
        #expect(host.lines == ["Vol 0 ●────────── 10", "level 0.0           "])
        host.send(KeyEvent(.pageUp))
        #expect(host.lines[1] == "level 1.0           ")
    }

    @Test func aClickAndADragPutTheThumbUnderThePointer() {
        let host = HeadlessHost(size: Size(width: 20, height: 2), root: Volume())
        host.click(at: Point(x: 14, y: 0))
        #expect(host.lines[1] == "level 8.0           ")
        host.send(MouseEvent(.press, at: Point(x: 7, y: 0), button: 1))
        #expect(host.lines[1] == "level 1.0           ")
        host.send(MouseEvent(.drag, at: Point(x: 12, y: 0), button: 1))
        #expect(host.lines[1] == "level 6.0           ")
        // Dragged past the end of the track: the value stops at the bound.
        host.send(MouseEvent(.drag, at: Point(x: 19, y: 0), button: 1))
        host.send(MouseEvent(.release, at: Point(x: 19, y: 0), button: 1))
        #expect(host.lines == ["Vol 0 ━━━━━━━━━━● 10", "level 10.0          "])
    }

    /// Without a step the arrows move by a twentieth of the range and the
    /// value is written as it falls, inside the range.
    @Test func withoutAStepTheArrowsMoveByATwentieth() {
        struct Plain: View {
            @State var value = 0.5
            var body: some View {
                VStack(alignment: .leading) {
                    Slider(value: $value)
                    Text("\(value)")
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 10, height: 2), root: Plain())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.right))
        #expect(host.lines[1] == "0.55      ")
        host.send(KeyEvent(.end))
        host.send(KeyEvent(.right))
        #expect(host.lines[1] == "1.0       ")
    }
}
