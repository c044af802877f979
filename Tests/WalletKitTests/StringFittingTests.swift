import CursesKit
import Testing

@testable import WalletKit

/// A pass field cut to fit its column keeps its "…" inside the column: one
/// column wider and the card's right border is drawn over.
@Suite struct StringFittingTests {
    @Test(arguments: [
        ("Boarding pass", 6, "Board…"), ("日本語のテキスト", 5, "日本…"), ("Seat 14C", 8, "Seat 14C"),
        ("Gate", 1, "…"),
    ])
    func aCutTextFitsItsColumnsWithItsEllipsis(text: String, width: Int, expected: String) {
        let cut = text.truncated(toWidth: width)
        #expect(cut == expected)
        #expect(cut.displayWidth <= width)
    }
}
