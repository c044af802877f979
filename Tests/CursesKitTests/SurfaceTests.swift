import Testing

@testable import CursesKit

/// Every drawing case against CellBuffer and against ncurses (WindowSurface on
/// an offscreen terminal), and the two compared cell for cell. Serialized
/// because ncurses is not thread-safe; each test is synchronous on the main
/// actor, so no other main-actor test can run ncurses in between.
@MainActor
@Suite("Surface drawing", .serialized)
struct SurfaceTests {
    @Test("CellBuffer draws what a person should see", arguments: drawingCases)
    func cellBuffer(_ drawing: DrawingCase) {
        let buffer = CellBuffer(size: drawing.size)
        drawing.draw(buffer)
        #expect(buffer.lines == drawing.expected)
    }

    @Test("WindowSurface draws the same screen as CellBuffer, cell for cell", arguments: drawingCases)
    func windowSurfaceAgrees(_ drawing: DrawingCase) throws {
        let terminal = try OffscreenTerminal(size: drawing.size)
        defer { terminal.close() }
        drawing.draw(terminal.surface)
        #expect(terminal.lines == drawing.expected)

        let buffer = CellBuffer(size: drawing.size)
        drawing.draw(buffer)
        let capability = terminal.colors.capability
        for y in 0..<drawing.size.height {
            for x in 0..<drawing.size.width {
                let point = Point(x: x, y: y)
                var expected = buffer.cell(at: point)
                expected.style = expected.style.resolved(for: capability)
                let actual = terminal.cell(at: point)
                #expect(actual == expected, "cell \(point)")
            }
        }
    }

    /// ncurses sends the cursor to where the window's cursor was left, so a fill
    /// must leave it after its last cell, as writing cell by cell did, or every
    /// frame that ends with a fill costs a cursor move (the bench's bar: 66 -> 139 B).
    @Test("A fill leaves the window's cursor after its last cell")
    func fillLeavesTheCursorAfterItsLastCell() throws {
        let terminal = try OffscreenTerminal(size: Size(width: 10, height: 3))
        defer { terminal.close() }
        terminal.surface.fill(Rect(x: 2, y: 1, width: 5, height: 2), with: "=", style: .plain)
        #expect(terminal.windowCursor == Point(x: 7, y: 2))
    }

    @Test("Styles land on the cells they were drawn on")
    func styles() {
        let buffer = CellBuffer(size: Size(width: 10, height: 3))
        drawingCases.first { $0.name == "styled fill and text" }?.draw(buffer)
        #expect(buffer.cell(at: Point(x: 0, y: 0)).style == Style(background: .indexed(236)))
        #expect(buffer.cell(at: Point(x: 3, y: 1)).style == highlight)
        #expect(buffer.cell(at: Point(x: 4, y: 1)).style == highlight.foreground(.rgb(255, 149, 0)))
        #expect(buffer.cell(at: Point(x: 0, y: 2)).style.attributes == [.underline, .italic])
    }

    @Test("Right half of a wide glyph is an empty cell of width 0")
    func wideCells() {
        let buffer = CellBuffer(size: Size(width: 4, height: 1))
        let advanced = buffer.draw("日a", at: .zero, style: .plain)
        #expect(advanced == 3)
        #expect(buffer.cell(at: Point(x: 0, y: 0)) == CellBuffer.Cell(text: "日", width: 2))
        #expect(buffer.cell(at: Point(x: 1, y: 0)) == CellBuffer.Cell(text: "", width: 0))
        #expect(buffer.cell(at: Point(x: 2, y: 0)).text == "a")
    }

    @Test("The cursor is kept in root coordinates and hidden outside the clip")
    func cursor() throws {
        let buffer = CellBuffer(size: Size(width: 10, height: 3))
        let terminal = try OffscreenTerminal(size: Size(width: 10, height: 3))
        defer { terminal.close() }
        for surface in [buffer, terminal.surface] as [Surface] {
            let field = surface.subsurface(Rect(x: 2, y: 1, width: 5, height: 1))
            field.setCursor(Point(x: 3, y: 0))
        }
        #expect(buffer.cursor == Point(x: 5, y: 1))
        #expect(terminal.surface.requestedCursor == Point(x: 5, y: 1))
        buffer.subsurface(Rect(x: 2, y: 1, width: 5, height: 1)).setCursor(Point(x: 6, y: 0))
        #expect(buffer.cursor == nil)
    }

    @Test("Resizing keeps what still fits and never leaves half a glyph")
    func resize() {
        let buffer = CellBuffer(size: Size(width: 6, height: 2))
        buffer.draw("ab日本", at: .zero, style: .plain)
        buffer.resize(to: Size(width: 5, height: 3))
        #expect(buffer.lines == ["ab日 ", "     ", "     "])
        buffer.clear()
        #expect(buffer.lines == ["     ", "     ", "     "])
    }
}
