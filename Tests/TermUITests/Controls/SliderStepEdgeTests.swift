import CursesKit
import Testing

@testable import TermUI

/// A `Slider` whose steps do not reach its upper bound: the last step is as
/// far as keys go, as a click past it.
@MainActor
@Suite struct SliderStepEdgeTests {
    struct Coarse: View {
        @State var level = 0.0
        var body: some View {
            VStack(alignment: .leading) {
                Slider(value: $level, in: 0...10, step: 4)
                Text("level \(level)")
            }
        }
    }

    @Test func endAndRightStopOnTheLastStepBelowTheUpperBound() {
        let host = HeadlessHost(size: Size(width: 20, height: 2), root: Coarse())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.right))
        #expect(host.lines[1].hasPrefix("level 4.0 "))
        host.send(KeyEvent(.right))
        #expect(host.lines[1].hasPrefix("level 8.0 "))
        host.send(KeyEvent(.right))
        #expect(host.lines[1].hasPrefix("level 8.0 "), "10 is not on a step")
        host.send(KeyEvent(.home))
        host.send(KeyEvent(.end))
        #expect(host.lines[1].hasPrefix("level 8.0 "), "10 is not on a step")
        host.click(at: Point(x: 19, y: 0))
        #expect(host.lines[1].hasPrefix("level 8.0 "), "10 is not on a step")
    }

    struct Percent: View {
        @State var level = 50.0
        var body: some View {
            VStack(alignment: .leading) {
                Slider(value: $level, in: 0...100, step: 1)
                Text("level \(level)")
            }
        }
    }

    /// PageUp and PageDown move a tenth of the range, not a step.
    @Test func pagesMoveATenthOfTheRangeWhateverTheStep() {
        let host = HeadlessHost(size: Size(width: 20, height: 2), root: Percent())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.pageUp))
        #expect(host.lines[1].hasPrefix("level 60.0 "))
        host.send(KeyEvent(.pageDown))
        host.send(KeyEvent(.pageDown))
        #expect(host.lines[1].hasPrefix("level 40.0 "))
        host.send(KeyEvent(.right))
        #expect(host.lines[1].hasPrefix("level 41.0 "))
    }
}
