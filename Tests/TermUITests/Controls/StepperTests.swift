import CursesKit
import Testing

@testable import TermUI

/// `Stepper`: the value through its binding, clamped to its range, by keys and clicks.
@MainActor
@Suite struct StepperTests {
    struct Guests: View {
        @State var guests = 2
        var body: some View {
            VStack(alignment: .leading) {
                Stepper("Guests: \(guests)", value: $guests, in: 1...3)
            }
        }
    }

    @Test func arrowsAndPlusMinusStepTheBoundValueInsideItsRange() {
        let host = HeadlessHost(size: Size(width: 16, height: 1), root: Guests())
        #expect(host.lines == ["Guests: 2  [-|+]"])
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.right))
        #expect(host.lines == ["Guests: 3  [-|+]"])
        host.send(.character("+"))
        #expect(host.lines == ["Guests: 3  [-|+]"], "clamped at the upper bound")
        #expect(host.cell(at: Point(x: 14, y: 0)).style.attributes.contains(.dim))
        host.send([.character("h"), .character("-"), .character("-")])
        #expect(host.lines == ["Guests: 1  [-|+]"], "clamped at the lower bound")
        #expect(host.cell(at: Point(x: 12, y: 0)).style.attributes.contains(.dim))
        #expect(!host.cell(at: Point(x: 14, y: 0)).style.attributes.contains(.dim))
    }

    @Test func clicksOnEachHalfStep() {
        let host = HeadlessHost(size: Size(width: 16, height: 1), root: Guests())
        host.click(at: Point(x: 14, y: 0))
        #expect(host.lines == ["Guests: 3  [-|+]"])
        host.click(at: Point(x: 12, y: 0))
        host.click(at: Point(x: 12, y: 0))
        #expect(host.lines == ["Guests: 1  [-|+]"])
    }

    struct Counter: View {
        @State var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Stepper("Log \(log.joined(separator: ","))") {
                    log.append("up")
                } onDecrement: {
                    log.append("down")
                }
            }
        }
    }

    @Test func theActionVariantCallsEachActionOncePerStep() {
        let host = HeadlessHost(size: Size(width: 20, height: 1), root: Counter())
        host.send(KeyEvent(.tab))
        host.send([KeyEvent(.right), KeyEvent(.left), .character("+")])
        #expect(host.lines == ["Log up,down,up [-|+]"])
    }

    /// A stepper with a `step` moves by it and stops at the range's end, not past it.
    @Test func aStepLargerThanTheRoomLeftStopsAtTheBound() {
        struct Volume: View {
            @State var level = 8.0
            var body: some View {
                VStack(alignment: .leading) {
                    Stepper("\(Int(level))", value: $level, in: 0...10, step: 5)
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 9, height: 1), root: Volume())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.right))
        #expect(host.lines == ["10  [-|+]"])
        host.send([KeyEvent(.left), KeyEvent(.left), KeyEvent(.left)])
        #expect(host.lines == ["0   [-|+]"])
    }
}
