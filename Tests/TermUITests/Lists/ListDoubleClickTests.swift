import CursesKit
import Testing

@testable import TermUI

/// A double click on a `List` row does what Enter on it does; two clicks
/// further apart than the double-click interval are two single clicks.
@MainActor
@Suite struct ListDoubleClickTests {
    final class Log {
        var entered: [String] = []
    }

    struct Fruit: View {
        let log: Log
        @State private var selection: String?
        var body: some View {
            List(["Apple", "Pear", "Plum"], id: \.self, selection: $selection) { Text($0) }
                .onKeyPress(.return) {
                    log.entered.append(selection ?? "none")
                    return .handled
                }
        }
    }

    @Test func aDoubleClickOnARowIsEnterOnIt() {
        let log = Log()
        let host = HeadlessHost(size: Size(width: 20, height: 4), root: Fruit(log: log))
        host.click(at: Point(x: 2, y: 1))
        #expect(log.entered.isEmpty, "one click selects only")
        host.click(at: Point(x: 2, y: 1))
        #expect(log.entered == ["Pear"])
        host.click(at: Point(x: 2, y: 1))
        #expect(log.entered == ["Pear"], "a third click starts again")
    }

    @Test func clicksFurtherApartAreSingleClicks() {
        let log = Log()
        let host = HeadlessHost(size: Size(width: 20, height: 4), root: Fruit(log: log))
        host.click(at: Point(x: 2, y: 2))
        host.advanceTime(by: 1)
        host.click(at: Point(x: 2, y: 2))
        #expect(log.entered.isEmpty)
        host.click(at: Point(x: 2, y: 0))
        #expect(log.entered.isEmpty, "a click on another row is no double click")
    }
}
