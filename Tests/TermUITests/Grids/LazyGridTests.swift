import CursesKit
import Testing

@testable import TermUI

/// `LazyVGrid`, `LazyHGrid` and the lazy stacks: where cells go, and that
/// only the lines in view are built.
@MainActor
@Suite struct LazyGridTests {
    @Test(arguments: [
        // Three flexible columns share 30 columns less two of spacing (sizes in points, 8 a column).
        (
            [
                GridItem(.flexible(minimum: 8)), GridItem(.flexible(minimum: 8)),
                GridItem(.flexible(minimum: 8)),
            ],
            30, [0, 10, 20], [9, 9, 10]
        ),
        // A minimum holds even when the grid is too narrow.
        (
            [
                GridItem(.flexible(minimum: 80)), GridItem(.flexible(minimum: 80)),
                GridItem(.flexible(minimum: 80)),
            ], 24, [0, 11, 22], [10, 10, 10]
        ),
        // SwiftUI's default minimum, 10 points, is one column.
        ([GridItem(), GridItem(), GridItem()], 5, [0, 2, 4], [1, 1, 1]),
        // A fixed column, then a flexible one takes the rest.
        ([GridItem(.fixed(48)), GridItem(.flexible())], 30, [0, 7], [6, 23]),
        // Adaptive: as many columns of at least 8 as fit in 30 (3, one column apart), grown equally.
        ([GridItem(.adaptive(minimum: 64))], 30, [0, 11, 21], [10, 9, 9]),
        // Two of 10 need 21 with the column between them: 20 holds one, grown to 20.
        ([GridItem(.adaptive(minimum: 80))], 20, [0], [20]),
        // A flexible column's maximum holds; spacing given per item.
        ([GridItem(.flexible(maximum: 40), spacing: 24), GridItem(.fixed(32))], 30, [0, 8], [5, 4]),
    ])
    func tracksShareTheWidthAsSwiftUIDoes(items: [GridItem], width: Int, offsets: [Int], lengths: [Int]) {
        let tracks = GridTracks(defaultSpacing: 1, pointsPerCell: 8).resolve(items, in: width)
        #expect(tracks.map(\.offset) == offsets)
        #expect(tracks.map(\.length) == lengths)
    }

    @Test func cellsFillRowsFromTheLeadingEdge() {
        struct Grid: View {
            var body: some View {
                LazyVGrid(columns: [GridItem(.fixed(32)), GridItem(.fixed(32))], alignment: .leading) {
                    ForEach(1...5, id: \.self) { Text("c\($0)") }
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 9, height: 4), root: Grid())
        #expect(host.lines == ["c1   c2  ", "c3   c4  ", "c5       ", "         "])
    }

    @Test func sectionHeadersTakeARowOfTheirOwn() {
        struct Grid: View {
            var body: some View {
                LazyVGrid(columns: [GridItem(.fixed(24)), GridItem(.fixed(24))], alignment: .leading) {
                    Section(header: Text("Odd")) { ForEach([1, 3, 5], id: \.self) { Text("\($0)") } }
                    Section(header: Text("Even")) { ForEach([2], id: \.self) { Text("\($0)") } }
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 7, height: 6), root: Grid())
        #expect(host.lines == ["Odd    ", "1   3  ", "5      ", "Even   ", "2      ", "       "])
    }

    @Test func aHorizontalGridFillsColumnsFromTheTop() {
        struct Grid: View {
            var body: some View {
                LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))], alignment: .top) {
                    ForEach(["a", "b", "c"], id: \.self) { Text($0) }
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 5, height: 3), root: Grid())
        #expect(host.lines == ["a c  ", "b    ", "     "])
    }

    struct Cards: View {
        let count: Int
        let tally: BodyTally
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(0..<count, id: \.self) { Card(number: $0, tally: tally) }
                }
            }
        }
    }

    struct Card: View {
        let number: Int
        let tally: BodyTally
        var body: some View {
            tally.body("Card")
            return Text("#\(number)").padding(.vertical, 16).border(Color.gray)
        }
    }

    @Test func inAScrollViewOnlyTheRowsInViewAreBuilt() {
        let tally = BodyTally()
        // 40 columns: 3 cards a row (10 wide, one apart), each card 5 rows: 2 rows in view and 1 more below.
        let host = HeadlessHost(size: Size(width: 40, height: 10), root: Cards(count: 3000, tally: tally))
        #expect(host.lines[0].contains("┌──┐"))
        #expect(host.lines[2].contains("#0") && host.lines[2].contains("#2"))
        #expect(host.lines[7].contains("#5"))
        #expect(host.listRowWork.rowsBuilt == 9)
        #expect(tally.bodies["Card"] == 9)
        // Scrolling a page builds the lines that came into view (a line
        // above stays built too), and the node count stays as it goes on.
        host.send(KeyEvent(.tab))
        var before = host.listRowWork
        host.send(KeyEvent(.pageDown))
        #expect(host.lines.joined().contains("#6"))
        #expect(host.listRowWork.since(before).rowsBuilt <= 9)
        let nodes = host.nodeCount
        before = host.listRowWork
        host.send(Array(repeating: KeyEvent(.pageDown), count: 20))
        // 189 rows down, the 38th line of cards (5 rows each): #114 to #119 are on screen.
        let shown = host.lines.joined()
        #expect(shown.contains("#117"))
        #expect(host.nodeCount == nodes)
        // 20 pages of 9 rows are 36 lines of cards of 5 rows: 108 cards, each built once.
        #expect(host.listRowWork.since(before).rowsBuilt <= 111)
        #expect(tally.bodies["Card", default: 0] <= 9 + 9 + 111)
    }

    @Test func theWorkDoesNotGrowWithTheItemCount() {
        func opening(_ count: Int) -> Int {
            let host = HeadlessHost(
                size: Size(width: 40, height: 10), root: Cards(count: count, tally: BodyTally()))
            return host.listRowWork.rowViewsMade
        }
        #expect(opening(30) == opening(30_000))
    }

    @Test func aLazyVStackInAScrollViewBuildsTheScreenfulAndFollowsTheScroll() {
        struct Feed: View {
            var body: some View {
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(0..<10_000, id: \.self) { Text("Row \($0)") }
                    }
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 20, height: 5), root: Feed())
        #expect(host.lines[0].hasPrefix("Row 0 "))
        #expect(host.lines[4].hasPrefix("Row 4 "))
        // The five rows in view and one below.
        #expect(host.listRowWork.rowsBuilt == 6)
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.pageDown))
        #expect(host.lines[0].hasPrefix("Row 4 "))
        #expect(host.lines[4].hasPrefix("Row 8 "))
        host.send(KeyEvent(.down))
        #expect(host.lines[0].hasPrefix("Row 5 "))
        #expect(host.nodeCount < 40)
    }

    /// Lines built turn out longer than the guess a parent sized the grid
    /// with (here a stack that offers heights the grid does not take): the
    /// grid asks for another layout, and every column is shown.
    @Test func linesLongerThanGuessedLayTheGridOutAgain() {
        struct Page: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Two rows:")
                    LazyHGrid(
                        rows: [GridItem(.fixed(16)), GridItem(.fixed(16))], alignment: .top, spacing: 16
                    ) {
                        ForEach(["red", "orange", "yellow", "green", "blue", "purple"], id: \.self) {
                            Text($0)
                        }
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let host = HeadlessHost(size: Size(width: 30, height: 6), root: Page())
        #expect(host.lines[2] == " red    yellow   blue         ")
        #expect(host.lines[3] == "orange  green   purple        ")
    }
}
