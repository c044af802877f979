import Testing

@testable import TermUI

/// `.aspectRatio(_:contentMode:)`: the largest (fit) or smallest (fill) size
/// of one shape for the space offered, a row counting as two points.
@MainActor
@Suite struct AspectRatioTests {
    @Test func aSquareFitsAsTwiceAsManyColumnsAsRows() {
        let host = HeadlessHost(size: Size(width: 20, height: 4)) {
            Rectangle().aspectRatio(1, contentMode: .fit).frame(width: 160, height: 64)
        }
        // 4 rows are 8 points tall: a square is 8 columns wide, centred.
        #expect(host.lines == Array(repeating: "      ████████      ", count: 4))
    }

    @Test func fillCoversTheFrameAndOverflowsItAsInSwiftUI() {
        let host = HeadlessHost(size: Size(width: 20, height: 8)) {
            VStack {
                Rectangle().aspectRatio(2, contentMode: .fill).frame(width: 32, height: 64)
            }
        }
        // A ratio of 2 is 4 columns a row: covering 4 rows takes 16 columns, centred on the
        // 4-column frame (nothing clips it without `.clipped()`).
        let blank = String(repeating: " ", count: 20)
        let row = "  " + String(repeating: "█", count: 16) + "  "
        #expect(host.lines == [row, row, row, row, blank, blank, blank, blank])
    }

    @Test func withoutARatioTheContentsOwnShapeIsKept() {
        let host = HeadlessHost(size: Size(width: 12, height: 3)) {
            Text("ab\ncd").aspectRatio(contentMode: .fit).frame(width: 96, height: 48)
        }
        // "ab/cd" is 2×2 cells: fitted into 12×3 it stays 3×3 at most, the text drawn whole.
        #expect(host.lines.joined().contains("ab"))
        #expect(host.lines.joined().contains("cd"))
    }
}
