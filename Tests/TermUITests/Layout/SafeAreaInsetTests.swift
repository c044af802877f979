import CursesKit
import Testing

@testable import TermUI

/// `.safeAreaInset`: the inset takes its size at the edge, the view the rest.
@MainActor
@Suite struct SafeAreaInsetTests {
    @Test func aBottomInsetSitsUnderAScrollViewThatKeepsTheRest() {
        let host = HeadlessHost(size: Size(width: 10, height: 4)) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<9) { Text("row \($0)") }
                }
            }
            .safeAreaInset(edge: .bottom, alignment: .trailing) { Text("9 rows") }
        }
        #expect(host.lines == ["row 0    ┃", "row 1    │", "row 2    │", "    9 rows"])
    }

    @Test func aLeadingInsetSitsBesideTheView() {
        let host = HeadlessHost(size: Size(width: 10, height: 2)) {
            Text("body").frame(maxWidth: .infinity, maxHeight: .infinity)
                .safeAreaInset(edge: .leading, alignment: .top, spacing: 8) { Text("│") }
        }
        #expect(host.lines == ["│   body  ", "          "])
    }
}
