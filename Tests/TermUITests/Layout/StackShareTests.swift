import CursesKit
import Testing

@testable import TermUI

/// Cells are whole. When a stack's children grow alike but one's ideal is
/// wider than an equal share, that one gets its ideal and the others share
/// what is left equally; where that does not divide, the first of them get
/// the spare cells (`StackLayout.fairShares`).
@MainActor
@Suite struct StackShareTests {
    @Test func whatTheWideChildLeavesIsSharedWithTheSpareCellsFirst() {
        let host = HeadlessHost(size: Size(width: 14, height: 1)) {
            HStack(spacing: 0) {
                Text("wide text").frame(maxWidth: .infinity, alignment: .leading)
                Text("a").frame(maxWidth: .infinity, alignment: .leading)
                Text("b").frame(maxWidth: .infinity, alignment: .leading)
                Text("c").frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        // 9 columns for "wide text"; 5 left for three: 2, 2, 1.
        #expect(host.lines == ["wide texta b c"], "\(host.lines)")
    }
}
