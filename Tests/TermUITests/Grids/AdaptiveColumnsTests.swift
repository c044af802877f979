import CursesKit
import Testing

@testable import TermUI

/// An adaptive grid fits as many columns of its minimum as there is room
/// for, the gap counted only between columns.
@MainActor
@Suite struct AdaptiveColumnsTests {
    @Test func threeColumnsOfSixFitInTwenty() {
        // 48 points: 6 columns each, 1 column between: 6 + 1 + 6 + 1 + 6 = 20.
        let host = HeadlessHost(size: Size(width: 20, height: 3)) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 48))]) {
                ForEach(0..<6, id: \.self) { Text("n\($0)") }
            }
        }
        let first = host.lines[0].split(separator: " ").map(String.init)
        #expect(first == ["n0", "n1", "n2"], "\(host.lines)")
        #expect(host.lines[1].split(separator: " ").map(String.init) == ["n3", "n4", "n5"])
    }
}
