import CursesKit
import Testing

@testable import TermUI

/// The `Layout` protocol: a custom container measures and places its
/// subviews in points (8 a column, 16 a row); its cache is made once and updated on change;
/// `AnyLayout` switches layouts keeping the subviews' state.
@MainActor
@Suite struct CustomLayoutTests {
    /// Each subview one cell right and one row down from the previous one's end.
    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(
                width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { $0 + $1.height })
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        {
            var point = bounds.origin
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: point, proposal: ProposedViewSize(size))
                point.x += size.width
                point.y += size.height
            }
        }
    }

    @Test func aLayoutValueIsAContainerOfItsContent() {
        let host = HeadlessHost(size: Size(width: 9, height: 3)) {
            Diagonal {
                Text("one")
                Text("two")
                Text("six")
            }
        }
        #expect(host.lines == ["one      ", "   two   ", "      six"])
    }

    /// Places subviews right-aligned at the centre line, by anchor.
    struct Anchored: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        {
            for (index, subview) in subviews.enumerated() where index < 2 {
                subview.place(
                    at: CGPoint(x: bounds.midX, y: bounds.minY + CGFloat(32 * index)), anchor: .topTrailing,
                    proposal: .unspecified)
            }
            // The third is left unplaced: SwiftUI centres it.
        }
    }

    @Test func anchorsPlaceByTheirPointAndUnplacedSubviewsAreCentred() {
        let host = HeadlessHost(size: Size(width: 10, height: 3)) {
            Anchored {
                Text("ab")
                Text("abcd")
                Text("mid")
            }
        }
        #expect(host.lines == ["   ab     ", "   mid    ", " abcd     "])
    }

    /// Counts the cache's life.
    final class CacheLog {
        var made = 0
        var updated = 0
    }

    /// A vertical list whose cache holds the subviews' ideal heights.
    struct Cached: Layout {
        let log: CacheLog

        func makeCache(subviews: Subviews) -> [CGFloat] {
            log.made += 1
            return subviews.map { $0.sizeThatFits(.unspecified).height }
        }

        func updateCache(_ cache: inout [CGFloat], subviews: Subviews) {
            log.updated += 1
            cache = subviews.map { $0.sizeThatFits(.unspecified).height }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
            CGSize(width: proposal.width ?? 80, height: cache.reduce(0, +))
        }

        func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]
        ) {
            var y = bounds.minY
            for (subview, height) in zip(subviews, cache) {
                subview.place(
                    at: CGPoint(x: bounds.minX, y: y),
                    proposal: ProposedViewSize(width: bounds.width, height: height))
                y += height
            }
        }
    }

    struct CachedPage: View {
        let log: CacheLog
        @State private var rows = 2
        @State private var other = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Cached(log: log) {
                    ForEach(0..<rows, id: \.self) { Text("row \($0)") }
                }
                Text("other \(other)")
            }
            .onKeyPress(characters: "+") { _ in
                rows += 1
                return .handled
            }
            .onKeyPress(characters: "o") { _ in
                other += 1
                return .handled
            }
        }
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenTheSubviewsChange() {
        let log = CacheLog()
        let host = HeadlessHost(size: Size(width: 10, height: 4), root: CachedPage(log: log))
        #expect(host.lines == ["row 0     ", "row 1     ", "other 0   ", "          "])
        #expect(log.made == 1)
        let updates = log.updated
        host.send(.character("o"))
        #expect(host.lines[2] == "other 1   ")
        #expect(log.updated == updates)
        host.send(.character("+"))
        #expect(host.lines == ["row 0     ", "row 1     ", "row 2     ", "other 1   "])
        #expect(log.made == 1)
        #expect(log.updated == updates + 1)
    }

    /// A counter whose state must survive its container changing layout.
    struct Switching: View {
        @State private var vertical = false
        @State private var count = 0
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
            layout {
                Text("n=\(count)")
                Text("tail")
            }
            .onKeyPress(characters: "v") { _ in
                vertical.toggle()
                return .handled
            }
            .onKeyPress(characters: "+") { _ in
                count += 1
                return .handled
            }
        }
    }

    @Test func anyLayoutSwitchesLayoutsAndKeepsTheSubviewsState() {
        let host = HeadlessHost(size: Size(width: 10, height: 2), root: Switching())
        #expect(host.lines == ["n=0 tail  ", "          "])
        host.send(.character("+"))
        host.send(.character("v"))
        #expect(host.lines == ["n=1       ", "tail      "])
        host.send(.character("+"))
        host.send(.character("v"))
        #expect(host.lines == ["n=2 tail  ", "          "])
    }

    /// Sorts subviews by a value each one hands up.
    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    struct Ranked: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: proposal.width ?? 80, height: CGFloat(16 * subviews.count))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        {
            let sorted = subviews.sorted {
                $0[Rank.self] != $1[Rank.self] ? $0[Rank.self] < $1[Rank.self] : $0.priority > $1.priority
            }
            for (row, subview) in sorted.enumerated() {
                subview.place(
                    at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(16 * row)), proposal: .unspecified)
            }
        }
    }

    @Test func subviewsHandTheirLayoutValuesAndPriorityToTheLayout() {
        let host = HeadlessHost(size: Size(width: 6, height: 4)) {
            Ranked {
                Text("third").layoutValue(key: Rank.self, value: 3)
                Text("first").layoutValue(key: Rank.self, value: 1)
                Group {
                    Text("x")
                    Text("y").layoutPriority(1)
                }
                .layoutValue(key: Rank.self, value: 2)
            }
        }
        #expect(host.lines == ["first ", "y     ", "x     ", "third "])
    }

    /// A value handed up changes with the app's state: the layout places
    /// the subviews again in the new order (nothing else about them changed).
    @Test func aChangedLayoutValueReordersTheSubviews() {
        struct Reranked: View {
            @State var thirdFirst = false
            var body: some View {
                VStack(spacing: 0) {
                    Button("Swap") { thirdFirst.toggle() }
                    Ranked {
                        Text("third").layoutValue(key: Rank.self, value: thirdFirst ? 0 : 3)
                        Text("first").layoutValue(key: Rank.self, value: 1)
                    }
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 8, height: 3), root: Reranked())
        #expect(host.lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) } == ["first", "third"])
        host.send(KeyEvent(.enter))
        #expect(
            host.lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) } == ["third", "first"],
            "\(host.lines)")
    }

    @Test func proposedViewSizeReplacesUnspecifiedDimensions() {
        #expect(
            ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(
            ProposedViewSize(width: 4, height: nil).replacingUnspecifiedDimensions(
                by: CGSize(width: 1, height: 2))
                == CGSize(width: 4, height: 2))
        #expect(
            ProposedViewSize.infinity.cells(.standard) == ProposedSize(width: .infinity, height: .infinity))
        #expect(
            ProposedViewSize(width: 20.8, height: 6.4).cells(.standard) == ProposedSize(width: 3, height: 0))
    }
}
