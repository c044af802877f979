import Testing

@testable import TermUI

/// Shapes drawn at cell resolution: rectangles stroked with box-drawing
/// lines, fills in half blocks, curves stroked in braille; compared cell by cell.
@MainActor
@Suite struct ShapeTests {
    /// Shows `content` alone in `size` cells.
    private func draw(_ size: Size, @ViewBuilder _ content: () -> some View) -> [String] {
        HeadlessHost(size: size, root: content()).lines
    }

    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    @Test func aStrokedRectangleIsABox() {
        #expect(draw(Size(width: 6, height: 3)) { Rectangle().stroke() } == ["┌────┐", "│    │", "└────┘"])
    }

    @Test func aStrokedRoundedRectangleOrCapsuleHasRoundCornersInItsColour() {
        let host = HeadlessHost(size: Size(width: 5, height: 3)) {
            RoundedRectangle(cornerRadius: 8).stroke(Color.red, lineWidth: 2)
        }
        #expect(host.lines == ["╭───╮", "│   │", "╰───╯"])
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == .red)
        #expect(draw(Size(width: 4, height: 2)) { Capsule().stroke() } == ["╭──╮", "╰──╯"])
    }

    @Test func aFilledRectangleCoversEveryCell() {
        let host = HeadlessHost(size: Size(width: 3, height: 2)) { Rectangle().fill(.blue) }
        #expect(host.lines == ["███", "███"])
        #expect(host.cell(at: Point(x: 2, y: 1)).style.foreground == .blue)
    }

    @Test func aBareShapeIsFilledWithTheForegroundColour() {
        let host = HeadlessHost(size: Size(width: 2, height: 1)) { Rectangle().foregroundColor(.green) }
        #expect(host.lines == ["██"])
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == .green)
        let styled = HeadlessHost(size: Size(width: 2, height: 1)) {
            Circle().stroke().foregroundStyle(.purple)
        }
        #expect(styled.cell(at: Point(x: 0, y: 0)).style.foreground == .purple)
    }

    @Test func aFilledCircleIsRoundInHalfBlocks() {
        let lines = draw(Size(width: 12, height: 6)) { Circle().fill(Color.yellow) }
        #expect(
            lines == [
                "  ▄▄████▄▄  ",
                " ██████████ ",
                "████████████",
                "████████████",
                " ██████████ ",
                "  ▀▀████▀▀  ",
            ])
    }

    @Test func aStrokedCircleIsBrailleDots() {
        let lines = draw(Size(width: 8, height: 4)) { Circle().stroke() }
        #expect(lines == ["⢠⠖⠉⠉⠉⠉⠲⡄", "⡏      ⢸", "⡇      ⢸", "⠘⠦⣄⣀⣀⣀⠴⠃"])
    }

    @Test func aCustomShapeFillsItsPath() {
        let lines = draw(Size(width: 8, height: 4)) { Triangle().fill() }
        #expect(lines == ["   ▄▄   ", "  ▄██▄  ", " ▄████▄ ", "▄██████▄"])
    }

    @Test func anEllipseFillsItsFrame() {
        let lines = draw(Size(width: 10, height: 3)) { Ellipse().fill() }
        #expect(lines == [" ▄██████▄ ", "██████████", " ▀██████▀ "])
    }

    @Test func aShapeBehindTextIsDrawnUnderIt() {
        let lines = draw(Size(width: 10, height: 3)) {
            Text("Tag").padding(EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8)).background(
                RoundedRectangle(cornerRadius: 2).stroke())
        }
        #expect(lines == ["╭────────╮", "│  Tag   │", "╰────────╯"])
    }

    @Test func withoutUnicodeBrailleDotsAreDrawnAsFullStops() {
        let widget = ShapeWidget()
        widget.frame = Rect(origin: .zero, size: Size(width: 4, height: 2))
        widget.drawing = ShapeWidget.Drawing(
            outline: { Circle().path(in: $0) }, paint: .stroke, border: nil)
        let buffer = CellBuffer(size: Size(width: 4, height: 2))
        buffer.canDrawUnicode = false
        widget.draw(in: buffer)
        #expect(buffer.lines == ["....", "...."])
    }

    @Test func aPathDescribesItsBounds() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 8))
        path.addQuadCurve(to: CGPoint(x: 0, y: 3), control: CGPoint(x: 9, y: 1))
        #expect(path.boundingRect == CGRect(x: 0, y: 1, width: 9, height: 7))
        #expect(path.currentPoint == CGPoint(x: 0, y: 3))
        #expect(Path().isEmpty)
    }

    @Test func anArcGoesTheWaySwiftUIsFlippedCoordinatesSay() {
        var path = Path()
        // Not clockwise from 0° to 90°: from the right to the bottom (y grows down).
        path.addArc(
            center: CGPoint(x: 4, y: 4), radius: 4, startAngle: .degrees(0), endAngle: .degrees(90),
            clockwise: false)
        let points = path.flattened().flatMap(\.points)
        #expect(points.allSatisfy { $0.y >= 4 - 1e-9 && $0.x >= 4 - 1e-9 })
        #expect(abs((points.last?.y ?? 0) - 8) < 1e-9)
    }
}
