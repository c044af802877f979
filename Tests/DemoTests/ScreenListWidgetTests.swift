import CursesKit
import Testing

@testable import Demo

/// What a selection change on the home list redraws.
@MainActor
@Suite struct ScreenListWidgetTests {
    static let entries = [
        ScreenListWidget.Entry(
            title: "Context", note: "context · seed 002",
            summary: "LabelRep re-tinted live from context.environment and context.transaction"),
        ScreenListWidget.Entry(
            title: "Wallet", note: "wallet · seed 000",
            summary: "A credential card and AddToWalletButton; adds the pass to your wallet"),
    ]

    /// The cells whose look differs between two drawings of the list.
    static func changedCells(_ before: CellBuffer, _ after: CellBuffer) -> [Point] {
        var changed: [Point] = []
        for y in 0..<before.size.height {
            for x in 0..<before.size.width
            where before.cell(at: Point(x: x, y: y)) != after.cell(at: Point(x: x, y: y)) {
                changed.append(Point(x: x, y: y))
            }
        }
        return changed
    }

    static func drawn(_ list: ScreenListWidget) -> CellBuffer {
        let buffer = CellBuffer(size: list.frame.size)
        list.draw(in: buffer)
        return buffer
    }

    /// Down changes the two markers and the two titles' styles, nothing else: ncurses
    /// sends only cells that differ, so this is what the terminal receives.
    @Test func downChangesOnlyMarkersAndTitles() {
        let list = ScreenListWidget()
        list.entries = Self.entries
        list.frame = Rect(x: 0, y: 0, width: 80, height: list.intrinsicContentSize.height)
        let before = Self.drawn(list)
        #expect(list.handle(KeyEvent(.down)))
        #expect(list.selectedIndex == 1)
        let changed = Self.changedCells(before, Self.drawn(list))

        // "▸ " / "  ": the marker's first cell; " Context " and " Wallet ": every title cell.
        let titleRows = Self.entries.indices.map { $0 * ScreenListWidget.rowsPerEntry }
        #expect(Set(changed.map(\.y)) == Set(titleRows))
        let expected = Self.entries.reduce(0) { $0 + 1 + $1.title.count + 2 }
        #expect(changed.count == expected)
        #expect(expected == 19)
    }
}
