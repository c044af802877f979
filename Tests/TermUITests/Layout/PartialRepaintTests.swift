import CursesKit
import Testing

@testable import TermUI

/// A widget repainted in part (the cells a child left, two links' rows) draws
/// only the rows its surface's ``Surface/visibleRect`` reaches: a border
/// repainted around a label whose colour changed drew and measured both of
/// its long rules and every side, a label every line.
@MainActor
@Suite struct PartialRepaintTests {
    /// Draws into a buffer, recording the row of each text drawn, and shows
    /// the draw only `visibleRect`.
    final class RowRecordingSurface: Surface {
        let buffer: CellBuffer
        let visibleRect: Rect
        private(set) var rowsDrawn: [Int] = []

        init(size: Size, visibleRect: Rect) {
            buffer = CellBuffer(size: size)
            self.visibleRect = visibleRect
        }

        var size: Size { buffer.size }
        func draw(_ text: String, at point: Point, style: Style) -> Int {
            rowsDrawn.append(point.y)
            return buffer.draw(text, at: point, style: style)
        }
        func fill(_ rect: Rect, with character: Character, style: Style) {
            buffer.fill(rect, with: character, style: style)
        }
        func subsurface(_ rect: Rect) -> Surface { buffer.subsurface(rect) }
        func setCursor(_ point: Point?) {}
        var canDrawUnicode: Bool { true }
        var colorCapability: ColorCapability { buffer.colorCapability }
    }

    @Test func aBorderDrawsOnlyTheRowsItsSurfaceShows() {
        let border = DecorationWidget()
        border.borderStyle = .plain
        border.frame = Rect(x: 0, y: 0, width: 8, height: 5)
        let middle = RowRecordingSurface(
            size: border.frame.size, visibleRect: Rect(x: 2, y: 1, width: 4, height: 2))
        border.draw(in: middle)
        #expect(middle.rowsDrawn == [1, 1, 2, 2], "the sides of rows 1 and 2, no rule")
        let whole = RowRecordingSurface(
            size: border.frame.size, visibleRect: Rect(origin: .zero, size: border.frame.size))
        border.draw(in: whole)
        #expect(whole.rowsDrawn == [0, 4, 1, 1, 2, 2, 3, 3])
        #expect(whole.buffer.lines == ["┌──────┐", "│      │", "│      │", "│      │", "└──────┘"])
        let bottom = RowRecordingSurface(
            size: border.frame.size, visibleRect: Rect(x: 0, y: 4, width: 8, height: 3))
        border.draw(in: bottom)
        #expect(bottom.rowsDrawn == [4])
        #expect(bottom.buffer.lines[4] == "└──────┘")
    }

    @Test func aLabelDrawsOnlyTheLinesItsSurfaceShows() {
        let label = LabelWidget("one two three four")
        label.frame = Rect(x: 0, y: 0, width: 5, height: 4)
        let surface = RowRecordingSurface(
            size: label.frame.size, visibleRect: Rect(x: 0, y: 2, width: 5, height: 1))
        label.draw(in: surface)
        #expect(surface.rowsDrawn == [2])
        #expect(surface.buffer.lines[2] == "three")
    }
}
