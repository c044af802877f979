import CursesKit
import Foundation
import Testing

@testable import TermUI

/// `Canvas` and `GraphicsContext` written as SwiftUI's documentation shows
/// them: paths in points, rasterised as shapes are, text in whole cells.
@MainActor
@Suite struct CanvasTests {
    private func draw(_ size: Size, @ViewBuilder _ content: () -> some View) -> HeadlessHost {
        HeadlessHost(size: size, root: content())
    }

    @Test func aFilledEllipseLooksAsAFilledEllipseShapeDoes() {
        let canvas = draw(Size(width: 10, height: 3)) {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
            }
        }
        #expect(canvas.lines == [" ▄██████▄ ", "██████████", " ▀██████▀ "])
        #expect(canvas.cell(at: Point(x: 5, y: 1)).style.foreground == .green)
    }

    @Test func textOnAFillTakesTheFillAsItsBackground() {
        let canvas = draw(Size(width: 10, height: 3)) {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.green))
                context.draw(Text("Sun").foregroundColor(.black), at: CGPoint(x: 40, y: 24))
            }
        }
        #expect(canvas.lines[1] == "███Sun████")
        let cell = canvas.cell(at: Point(x: 4, y: 1))
        #expect(cell.style.background == .green && cell.style.foreground == .black, "\(cell)")
    }

    @Test func theRendererGetsItsSizeInPoints() {
        var seen: CGSize?
        _ = draw(Size(width: 10, height: 3)) {
            Canvas { _, size in seen = size }
        }
        #expect(seen == CGSize(width: 80, height: 48))
    }

    @Test func aStrokedEllipseIsBrailleAsAStrokedCircleIs() {
        let canvas = draw(Size(width: 8, height: 4)) {
            Canvas { context, size in
                context.stroke(
                    Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green), lineWidth: 4)
            }
        }
        let circle = draw(Size(width: 8, height: 4)) { Circle().stroke(Color.green) }
        #expect(canvas.lines == circle.lines)
    }

    @Test func textIsDrawnCentredOnItsPointByDefault() {
        let canvas = draw(Size(width: 11, height: 3)) {
            Canvas { context, size in
                context.draw(
                    Text("Hi").foregroundColor(.red), at: CGPoint(x: size.width / 2, y: size.height / 2))
                context.draw(Text("ab"), at: .zero, anchor: .topLeading)
            }
        }
        #expect(
            canvas.lines
                == ["ab", "    Hi", ""].map { $0.padding(toLength: 11, withPad: " ", startingAt: 0) })
        #expect(canvas.cell(at: Point(x: 4, y: 1)).style.foreground == .red)
    }

    @Test func aTranslatedContextDrawsFurtherOnAndStrokesJoinInACell() {
        let canvas = draw(Size(width: 6, height: 2)) {
            Canvas { context, _ in
                var line = Path()
                line.move(to: CGPoint(x: 0, y: 1))
                line.addLine(to: CGPoint(x: 16, y: 1))
                context.stroke(line, with: .foreground)
                context.translateBy(x: 0, y: 8)
                context.stroke(line, with: .foreground)
                context.translateBy(x: 16, y: 0)
                context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 16)), with: .foreground)
            }
        }
        // Two lines half a row apart fall in one row of cells: their dots
        // join (the line's end touches the third cell, which the fill then covers).
        #expect(canvas.lines == ["⠭⠭▄   ", "  ▀   "])
    }

    @Test func theCanvasTakesTheFrameItIsGiven() {
        let host = draw(Size(width: 30, height: 6)) {
            VStack(spacing: 0) {
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
                }
                .frame(width: 32, height: 32)
                Text("below")
            }
        }
        let rows = host.lines.filter { $0.contains("█") }
        #expect(rows.count == 2 && rows.allSatisfy { $0.filter { $0 == "█" }.count == 4 }, "\(host.lines)")
        #expect(host.lines.contains { $0.contains("below") })
    }
}
