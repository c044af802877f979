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

    @Test func manyNewRowsAroundTheOldOnes() {
        change(from: [3, 4], to: [0, 1, 2, 3, 4, 5, 6, 7], made: [0, 1, 2, 5, 6, 7])
    }
}
