import CursesKit
import Testing

@testable import TermUI

/// `.onDelete` and `.onMove` driven by keys: Delete / Backspace and
/// Alt-↑ / Alt-↓ hand the right offsets, and the cursor and selection end
/// where a person expects.
@MainActor
@Suite struct ListEditingTests {
    @MainActor
    final class Log {
        var deleted: [IndexSet] = []
        var moved: [(IndexSet, Int)] = []
    }

    struct Editable: View {
        let log: Log
        @State var items = ["a", "b", "c", "d", "e"]
        @State var selection: String?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(items.joined()) sel=\(selection ?? "-")")
                List(selection: $selection) {
                    Text("static")
                    ForEach(items, id: \.self) { Text($0) }
                        .onDelete { offsets in
                            log.deleted.append(offsets)
                            items.remove(atOffsets: offsets)
                        }
                        .onMove { source, destination in
                            log.moved.append((source, destination))
                            items.move(fromOffsets: source, toOffset: destination)
                        }
                }
            }
        }
    }

    @Test func deleteHandsTheRowsOffsetAndSelectsTheNext() {
        let log = Log()
        let host = HeadlessHost(size: Size(width: 20, height: 10), root: Editable(log: log))
        host.send(KeyEvent(.tab))
        // The static row has no tag here: the cursor starts on "a".
        host.send([KeyEvent(.down), KeyEvent(.down)])
        #expect(host.lines[0].hasPrefix("abcde sel=b"))
        host.send(KeyEvent(.delete))
        #expect(log.deleted == [IndexSet(integer: 1)])
        #expect(host.lines[0].hasPrefix("acde sel=c"))
        host.send(KeyEvent(.end))
        host.send(KeyEvent(.backspace))
        #expect(log.deleted.last == IndexSet(integer: 3))
        #expect(host.lines[0].hasPrefix("acd sel=d"))
    }

    @Test func altArrowsMoveTheRowAndTheSelectionStaysOnIt() {
        let log = Log()
        let host = HeadlessHost(size: Size(width: 20, height: 10), root: Editable(log: log))
        host.send(KeyEvent(.tab))
        host.send([KeyEvent(.down), KeyEvent(.down)])
        host.send(KeyEvent(.down, modifiers: .alt))
        #expect(log.moved.count == 1)
        #expect(log.moved.first?.0 == IndexSet(integer: 1))
        #expect(log.moved.first?.1 == 3)
        #expect(host.lines[0].hasPrefix("acbde sel=b"))
        #expect(host.lines[4].hasPrefix("›b"))
        host.send(KeyEvent(.up, modifiers: .alt))
        host.send(KeyEvent(.up, modifiers: .alt))
        #expect(log.moved.last?.1 == 0)
        #expect(host.lines[0].hasPrefix("bacde sel=b"))
        // At the top there is nowhere to go: no call.
        host.send(KeyEvent(.up, modifiers: .alt))
        #expect(log.moved.count == 3)
    }

    @Test func deleteInASetHandsEverySelectedRow() {
        struct Several: View {
            let log: Log
            @State var items = Array(0..<6)
            @State var selection: Set<Int> = []
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(items.map(String.init).joined() + " " + selection.sorted().map(String.init).joined())
                    List(selection: $selection) {
                        ForEach(items, id: \.self) { Text("n\($0)") }
                            .onDelete { offsets in
                                log.deleted.append(offsets)
                                items.remove(atOffsets: offsets)
                            }
                    }
                }
            }
        }
        let log = Log()
        let host = HeadlessHost(size: Size(width: 20, height: 10), root: Several(log: log))
        host.send(KeyEvent(.tab))
        host.send([KeyEvent(.down), .character(" "), KeyEvent(.down), KeyEvent(.down), .character(" ")])
        host.send(KeyEvent(.delete))
        #expect(log.deleted == [IndexSet([0, 2])])
        #expect(host.lines[0].hasPrefix("1345 "))
        #expect(host.lines[2].hasPrefix("› n3"))
    }

    @Test func aListWithoutEditingLeavesDeleteAlone() {
        struct Plain: View {
            var body: some View { List(0..<3, id: \.self) { Text("x\($0)") } }
        }
        let host = HeadlessHost(size: Size(width: 20, height: 5), root: Plain())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.down))
        #expect(host.lines[0].hasPrefix("›x0"))
        host.send(KeyEvent(.delete))
        #expect(host.lines[0].hasPrefix("›x0"))
    }

    @Test func indexSetHoldsSortedOffsets() {
        var set: IndexSet = [5, 1, 3, 2]
        #expect(Array(set) == [1, 2, 3, 5])
        #expect(Array(set.rangeView) == [1..<4, 5..<6])
        #expect(set.remove(2) == 2)
        #expect(Array(set.rangeView) == [1..<2, 3..<4, 5..<6])
        set.formUnion(IndexSet(integersIn: 2..<5))
        #expect(Array(set.rangeView) == [1..<6])
        #expect(set.intersection([0, 4, 9]) == [4])
        #expect(set.symmetricDifference([0, 1]) == IndexSet(integersIn: 2..<6).union([0]))
        #expect(set.first == 1 && set.last == 5 && set.count == 5)
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        #expect(letters == ["b", "d", "a", "c"])
        letters.remove(atOffsets: [1, 3])
        #expect(letters == ["b", "a"])
    }
}
