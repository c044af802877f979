import CursesKit
import Testing

@testable import TermUI

/// A stack asked for its largest size offers its children no bound either (as
/// SwiftUI shares an infinite length), so nested stacks are not measured again
/// for every share of a huge length at every level. Counted as sizes measured
/// (answers not already cached) in a layout of the whole tree; the screens are
/// the ones sharing the huge length gave.
@MainActor
@Suite struct StackMeasureTests {
    /// Stacks of `width` children, `depth` levels deep: vertical only, or
    /// vertical and horizontal in turn.
    struct Branch: View {
        let depth: Int
        let width: Int
        var alternates = true
        var name = ""

        var body: some View {
            if depth == 0 {
                Text(name)
            } else if alternates && depth.isMultiple(of: 2) {
                HStack {
                    ForEach(0..<width, id: \.self) { index in child(index) }
                }
            } else {
                VStack(alignment: .leading) {
                    ForEach(0..<width, id: \.self) { index in child(index) }
                }
            }
        }

        private func child(_ index: Int) -> Branch {
            Branch(depth: depth - 1, width: width, alternates: alternates, name: name + "\(index)")
        }
    }

    /// Spacers, infinite frames and priorities at several levels: the children
    /// that grow without bound still share a huge length.
    struct Greedy: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("title")
                HStack {
                    Text("left")
                    Spacer()
                    Text("right")
                }
                VStack {
                    Text("a long line of text that wraps when narrow")
                    Spacer()
                    HStack {
                        Spacer()
                        Text("x").frame(maxWidth: .infinity)
                        Text("yy").frame(maxHeight: .infinity)
                    }
                }
                .frame(maxHeight: .infinity)
                HStack {
                    VStack {
                        Text("p")
                        Spacer()
                        Text("q")
                    }
                    VStack {
                        Text("r").frame(maxHeight: .infinity)
                        Text("s")
                    }
                    .layoutPriority(1)
                    Text("wrapping words in a column").frame(minWidth: 40)
                }
                Spacer(minLength: 32)
                Text("footer")
            }
        }
    }

    /// Lays the whole tree out again and counts the texts measured.
    private func textsMeasured(_ host: HeadlessHost) -> Int {
        host.graph.recordsLayoutDetail = true
        host.graph.layoutWork = LayoutWork()
        host.graph.root?.forEachNode { $0.setNeedsLayout() }
        host.graph.layout()
        return host.graph.layoutWork.measuredViews.filter { $0 == "Text" }.count
    }

    @Test(arguments: [2, 3])
    func eachLeafOfNestedStacksIsMeasuredAFixedNumberOfTimes(depth: Int) {
        // The bench's tree: vertical stacks of ten, `depth` levels deep. A leaf is asked
        // its smallest, largest and share, at the width offered and at the width it is
        // placed in: six sizes at most, however deep it is (10.6 each at depth 3 before).
        let host = HeadlessHost(size: Size(width: 80, height: 24)) {
            Branch(depth: depth, width: 10, alternates: false)
        }
        let leaves = depth == 2 ? 100 : 1000
        let measured = textsMeasured(host)
        #expect(measured <= 6 * leaves, "\(measured) texts measured for \(leaves) leaves")
    }

    @Test func alternatingStacksLayOutAsBefore() {
        let host = HeadlessHost(size: Size(width: 33, height: 7)) { Branch(depth: 3, width: 3) }
        #expect(
            host.lines == [
                "001 011 021                      ",
                "002 012 022                      ",
                "101 111 121                      ",
                "102 112 122                      ",
                "200 210 220                      ",
                "201 211 221                      ",
                "202 212 222                      ",
            ])
        let deep = HeadlessHost(size: Size(width: 33, height: 7)) { Branch(depth: 5, width: 4) }
        #expect(
            deep.lines == [
                "… … … … … … … … … … … 0… … … … 0…",
                "… … … … … … … … … … … 1… … … … 1…",
                "… … … … … … … … … … … 1… … … … 1…",
                "… … … … … … … … … … … 2… … … … 2…",
                "… … … … … … … … … … … 2… … … … 2…",
                "… … … … … … … … … … … 3… … … … 3…",
                "… … … … … … … … … … … 3… … … … 3…",
            ])
    }

    @Test func greedyChildrenStillShareAHugeLength() {
        let host = HeadlessHost(size: Size(width: 33, height: 7)) { Greedy() }
        #expect(
            host.lines == [
                "title                            ",
                "left                        right",
                " a long line of text that wraps… ",
                "q s wrapping words in a column   ",
                "                                 ",
                "                                 ",
                "footer                           ",
            ])
    }
}
