import CursesKit
import Testing

@testable import TermUI

/// How many bodies a change evaluates, counted in a 10,000-view tree.
@MainActor
@Suite struct BodyEvaluationCountTests {
    /// Counts body evaluations by view kind.
    final class Tally {
        var branches = 0
        var leaves = 0
        /// Writes the `@State` of the leaf on the all-nines path.
        var bump: () -> Void = {}

        func countBranch() { branches += 1 }
        func countLeaf() { leaves += 1 }
    }

    /// Ten children per branch down to `depth` 0, where a leaf shows its own count.
    struct Branch: View {
        let depth: Int
        let isLast: Bool
        let tally: Tally

        var body: some View {
            let _ = tally.countBranch()
            if depth == 0 {
                Leaf(tally: isLast ? tally : nil, counter: tally)
            } else {
                VStack(alignment: .leading) {
                    ForEach(0..<10) { index in
                        Branch(depth: depth - 1, isLast: isLast && index == 9, tally: tally)
                    }
                }
            }
        }
    }

    struct Leaf: View {
        let tally: Tally?
        let counter: Tally
        @State private var count = 0

        var body: some View {
            let _ = counter.countLeaf()
            Text("leaf \(count)")
                .onAppear {
                    guard let tally else { return }
                    let count = $count
                    tally.bump = { count.wrappedValue += 1 }
                }
        }
    }

    @Test func oneStateChangeDeepInTenThousandViewsEvaluatesOneBody() {
        let tally = Tally()
        let host = HeadlessHost(
            size: Size(width: 20, height: 5), tracePath: nil,
            root: Branch(depth: 4, isLast: true, tally: tally))
        #expect(tally.leaves == 10_000)
        #expect(tally.branches == 11_111)
        tally.leaves = 0
        tally.branches = 0

        tally.bump()
        host.runPendingWork()
        #expect(tally.leaves == 1)
        #expect(tally.branches == 0)
        // Again: the first change left nothing behind that a second one re-evaluates.
        tally.leaves = 0
        tally.branches = 0
        tally.bump()
        host.runPendingWork()
        #expect(tally.leaves == 1)
        #expect(tally.branches == 0)
    }
}
