import CursesKit
import Observation
import Testing

@testable import TermUI

/// Children that scrolled (some dropped at one end, some added at the other)
/// keep the nodes, and with them the state, of those that stayed; only the
/// added ones are made. A child that moved is the same node, never a new one.
@MainActor
@Suite struct ShiftedChildrenTests {
    @Observable final class Items {
        var ids: [Int]
        init(_ ids: [Int]) { self.ids = ids }
    }

    /// Hands each row a mark when its state is made: a kept node keeps it.
    final class Marks {
        private var next = 0
        private(set) var made: [Int] = []

        func mark(for id: Int) -> Int {
            next += 1
            return next
        }

        func appeared(_ id: Int) { made.append(id) }
    }

    struct Row: View {
        let id: Int
        let marks: Marks
        @State private var mark: Int

        init(id: Int, marks: Marks) {
            self.id = id
            self.marks = marks
            _mark = State(initialValue: marks.mark(for: id))
        }

        var body: some View {
            Text("\(id):\(mark)").onAppear { marks.appeared(id) }
        }
    }

    struct Rows: View {
        let items: Items
        let marks: Marks

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(items.ids, id: \.self) { Row(id: $0, marks: marks) }
            }
        }
    }

    /// The row lines, trimmed, keyed by id: "id:mark".
    private func rows(_ host: HeadlessHost) -> [String] {
        host.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private func lineByID(_ lines: [String]) -> [Int: String] {
        Dictionary(uniqueKeysWithValues: lines.map { (Int($0.split(separator: ":")[0])!, $0) })
    }

    private func change(
        from start: [Int], to end: [Int], made expected: [Int],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let items = Items(start)
        let marks = Marks()
        let host = HeadlessHost(size: Size(width: 12, height: 8), root: Rows(items: items, marks: marks))
        let before = lineByID(rows(host))
        #expect(marks.made == start, sourceLocation: sourceLocation)
        items.ids = end
        host.runPendingWork()
        let after = rows(host)
        #expect(
            after.map { Int($0.split(separator: ":")[0])! } == end, "\(after)", sourceLocation: sourceLocation
        )
        // Every row that was there before shows the mark it had.
        for (id, line) in lineByID(after) where before[id] != nil {
            #expect(line == before[id], "row \(id) was made again", sourceLocation: sourceLocation)
        }
        #expect(Array(marks.made.dropFirst(start.count)) == expected, sourceLocation: sourceLocation)
    }

    @Test func scrollingDownKeepsTheRowsThatStayed() {
        change(from: [1, 2, 3, 4], to: [2, 3, 4, 5], made: [5])
    }

    @Test func scrollingUpKeepsTheRowsThatStayed() {
        change(from: [2, 3, 4, 5], to: [0, 1, 2, 3], made: [0, 1])
    }

    @Test func aRowThatLeftOneEndForTheOtherIsTheSameNode() {
        change(from: [1, 2, 3], to: [2, 3, 1], made: [])
    }

    @Test func aRowThatJumpedAheadIsTheSameNode() {
        change(from: [1, 2, 3, 4], to: [4, 1, 2, 3], made: [])
    }

    /// A repeated id (SwiftUI leaves it undefined; TermUI tells the copies
    /// apart by their order): the copy that scrolled in is a node of its own,
    /// so once the rows before it go, the first copy is still the old node.
    @Test func aRepeatedIDThatScrolledInIsANodeOfItsOwn() {
        let items = Items([1, 2, 3])
        let marks = Marks()
        let host = HeadlessHost(size: Size(width: 12, height: 8), root: Rows(items: items, marks: marks))
        let before = lineByID(rows(host))
        items.ids = [2, 3, 3]
        host.runPendingWork()
        // Not a scroll (the 2 moved to the end): the reconcile's maps decide.
        items.ids = [3, 3, 2]
        host.runPendingWork()
        let after = rows(host)
        #expect(after.count == 3, "\(after)")
        #expect(after.first == before[3], "the first 3 is the node it was: \(after)")
        #expect(after[1] != before[3], "the second 3 is another node: \(after)")
        #expect(after.last == before[2], "the 2 is the node it was: \(after)")
    }

    /// Copies of one id made together are told apart by their order from the
    /// start: after a move, each is still the node it was.
    @Test func repeatedIDsMadeTogetherKeepTheirNodes() {
        let items = Items([3, 3, 2])
        let marks = Marks()
        let host = HeadlessHost(size: Size(width: 12, height: 8), root: Rows(items: items, marks: marks))
        let before = rows(host)
        items.ids = [2, 3, 3]
        host.runPendingWork()
        #expect(rows(host) == [before[2], before[0], before[1]], "\(before) then \(rows(host))")
    }

    @Test func manyNewRowsAroundTheOldOnes() {
        change(from: [3, 4], to: [0, 1, 2, 3, 4, 5, 6, 7], made: [0, 1, 2, 5, 6, 7])
    }
}
