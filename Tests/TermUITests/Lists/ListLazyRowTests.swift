import CursesKit
import Testing

@testable import TermUI

/// Only the rows on screen are built: counted as row nodes made and `ForEach`
/// row closures called, the same for 100 rows and for 100,000.
@MainActor
@Suite struct ListLazyRowTests {
    struct Numbers: View {
        let count: Int
        @State var selection: Int?
        var body: some View {
            List(0..<count, id: \.self, selection: $selection) { Text("Row \($0)") }
        }
    }

    /// The work each step costs, for a list of `count` rows on a 40×20 screen.
    private func steps(count: Int) -> [ListRowWork] {
        let host = HeadlessHost(size: Size(width: 40, height: 20), root: Numbers(count: count))
        host.send(KeyEvent(.tab))
        var costs = [host.listRowWork]
        for keys in [[KeyEvent(.down)], [KeyEvent(.down)], [KeyEvent(.pageDown)], [KeyEvent(.end)]] {
            let before = host.listRowWork
            host.send(keys)
            costs.append(host.listRowWork.since(before))
        }
        return costs
    }

    @Test func openingBuildsAScreenfulAndADownKeyBuildsNoneOrOne() {
        let costs = steps(count: 100_000)
        // Opening: the 20 rows on screen, each closure called once.
        #expect(costs[0] == ListRowWork(rowsBuilt: 20, rowViewsMade: 20))
        // The first Down selects row 0, on screen: no row built; the
        // closures of the rows shown run again (the parent's body re-ran).
        #expect(costs[1].rowsBuilt == 0)
        #expect(costs[1].rowViewsMade <= 21)
        #expect(costs[2].rowsBuilt == 0)
        // A page down builds the page that came on screen.
        #expect(costs[3].rowsBuilt <= 20)
        #expect(costs[4].rowsBuilt <= 20)
        #expect(costs[4].rowViewsMade <= 42)
    }

    @Test func theCostDoesNotGrowWithTheRowCount() {
        #expect(steps(count: 100) == steps(count: 100_000))
    }

    @Test func scrollingPastTheScreenBuildsOneRowPerStep() {
        let host = HeadlessHost(size: Size(width: 40, height: 10), root: Numbers(count: 100_000))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.end))
        #expect(host.lines[9].hasPrefix("›Row 99999"))
        host.send(KeyEvent(.home))
        host.send(Array(repeating: KeyEvent(.down), count: 9))
        #expect(host.lines[9].hasPrefix("›Row 9 "))
        let before = host.listRowWork
        host.send(KeyEvent(.down))
        #expect(host.listRowWork.since(before).rowsBuilt == 1)
        #expect(host.lines[0].hasPrefix(" Row 1 "))
        #expect(host.lines[9].hasPrefix("›Row 10"))
        let nodes = host.nodeCount
        host.send(Array(repeating: KeyEvent(.down), count: 50))
        #expect(host.nodeCount == nodes)
    }

    /// Fifty rows of one line, and of two where `hasDetail` says so.
    struct DetailedRows: View {
        let hasDetail: (Int) -> Bool
        @State var selection: Int?
        var body: some View {
            List(0..<50, id: \.self, selection: $selection) { index in
                VStack(alignment: .leading, spacing: 0) {
                    Text("Item \(index)")
                    if hasDetail(index) { Text("detail").padding(.leading, 16) }
                }
            }
        }
    }

    @Test func rowsOfManyLinesScrollWhole() {
        let host = HeadlessHost(size: Size(width: 20, height: 6), root: DetailedRows { _ in true })
        host.send(KeyEvent(.tab))
        host.send(Array(repeating: KeyEvent(.down), count: 4))
        // Item 3 is the cursor row: both its lines are on screen, at the bottom.
        #expect(host.lines[4].hasPrefix("›Item 3"))
        #expect(host.lines[5].hasPrefix("   detail"))
        #expect(host.lines[0].hasPrefix(" Item 1"))
    }

    @Test func aTallRowAmongOneLineRowsScrollsWhole() {
        let host = HeadlessHost(
            size: Size(width: 20, height: 6), root: DetailedRows { $0 % 10 == 0 && $0 > 0 })
        host.send(KeyEvent(.tab))
        host.send(Array(repeating: KeyEvent(.down), count: 10))
        #expect(host.lines[5].hasPrefix("›Item 9 "))
        // Item 10, the first of two lines, is made by this Down: the window is
        // found again with its height, and it shows whole at the bottom.
        host.send(KeyEvent(.down))
        #expect(host.lines[4].hasPrefix("›Item 10"), "\(host.lines)")
        #expect(host.lines[5].hasPrefix("   detail"), "\(host.lines)")
        #expect(host.lines[0].hasPrefix(" Item 6 "), "\(host.lines)")
    }

    @Test func theWheelScrollsWithoutMovingTheSelection() {
        let host = HeadlessHost(size: Size(width: 40, height: 5), root: Numbers(count: 100))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.down))
        host.send(MouseEvent(.wheelDown, at: Point(x: 2, y: 2)))
        #expect(host.lines[0].hasPrefix(" Row 3 "))
        host.send(MouseEvent(.wheelUp, at: Point(x: 2, y: 2)))
        #expect(host.lines[0].hasPrefix("›Row 0 "))
    }
}
