import Testing

@testable import TermUI

/// Gradients as shape styles: each cell a shape covers takes the colour at
/// its centre; the terminal's capability decides what is drawn.
@MainActor
@Suite struct GradientTests {
    private static let black = Color.rgb(0, 0, 0)
    private static let white = Color.rgb(250, 250, 250)

    /// The foreground colours of row `y`'s first `width` cells.
    private func colors(_ host: HeadlessHost, row y: Int, width: Int) -> [Color] {
        (0..<width).map { host.cell(at: Point(x: $0, y: y)).style.foreground }
    }

    @Test func aLinearGradientGivesEachCellTheColourAtItsCentre() {
        let host = HeadlessHost(size: Size(width: 5, height: 1)) {
            Rectangle()
                .fill(
                    LinearGradient(
                        colors: [Self.black, Self.white], startPoint: .leading, endPoint: .trailing)
                )
                .frame(width: 40, height: 16)
        }
        #expect(host.lines == ["█████"])
        // Centres at 0.5, 1.5, ... of 5 columns: 10%, 30%, 50%, 70%, 90% of the way.
        #expect(
            colors(host, row: 0, width: 5) == [
                .rgb(25, 25, 25), .rgb(75, 75, 75), .rgb(125, 125, 125), .rgb(175, 175, 175),
                .rgb(225, 225, 225),
            ])
    }

    @Test func aVerticalGradientChangesRowByRow() {
        let host = HeadlessHost(size: Size(width: 2, height: 2)) {
            Rectangle()
                .fill(
                    LinearGradient(
                        gradient: Gradient(colors: [Self.black, Self.white]), startPoint: .top,
                        endPoint: .bottom)
                )
                .frame(width: 16, height: 32)
        }
        // Row centres at units 1 and 3 of 4 (a row is two units tall).
        #expect(colors(host, row: 0, width: 2) == [.rgb(63, 63, 63), .rgb(63, 63, 63)])
        #expect(colors(host, row: 1, width: 2) == [.rgb(188, 188, 188), .rgb(188, 188, 188)])
    }

    @Test func stopsHoldTheirColourBeforeTheFirstAndAfterTheLast() {
        let gradient = Gradient(stops: [
            .init(color: .rgb(200, 0, 0), location: 0.4), .init(color: .rgb(0, 0, 200), location: 0.6),
        ])
        #expect(gradient.color(at: 0) == .rgb(200, 0, 0))
        #expect(gradient.color(at: 0.4) == .rgb(200, 0, 0))
        #expect(gradient.color(at: 0.5) == .rgb(100, 0, 100))
        #expect(gradient.color(at: 1) == .rgb(0, 0, 200))
        #expect(Gradient(stops: []).color(at: 0.5) == nil)
    }

    @Test func aRadialGradientColoursRingsAroundTheCentre() {
        let style = RadialGradient(
            colors: [Self.black, Self.white], center: .center, startRadius: 0, endRadius: 10)
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(style.shapeColor(at: CGPoint(x: 10, y: 10), in: rect) == Self.black)
        #expect(style.shapeColor(at: CGPoint(x: 15, y: 10), in: rect) == .rgb(125, 125, 125))
        #expect(style.shapeColor(at: CGPoint(x: 10, y: 15), in: rect) == .rgb(125, 125, 125))
        #expect(style.shapeColor(at: CGPoint(x: 0, y: 0), in: rect) == Self.white)
    }

    @Test func anAngularGradientSweepsClockwiseFromTheTrailingEdge() {
        let style = AngularGradient(colors: [Self.black, Self.white], center: .center)
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        // A quarter turn clockwise (down, as y grows) is a quarter of the way.
        #expect(style.shapeColor(at: CGPoint(x: 10, y: 15), in: rect) == .rgb(63, 63, 63))
        #expect(style.shapeColor(at: CGPoint(x: 5, y: 10), in: rect) == .rgb(125, 125, 125))
    }

    @Test func onA256ColourTerminalEachCellIsAPaletteEntry() {
        let host = HeadlessHost(size: Size(width: 4, height: 1)) {
            Rectangle()
                .fill(
                    LinearGradient(
                        colors: [.rgb(255, 0, 0), .rgb(0, 0, 255)], startPoint: .leading, endPoint: .trailing)
                )
        }
        host.buffer.colorCapability = .indexed256
        host.resize(to: Size(width: 4, height: 1))
        let drawn = colors(host, row: 0, width: 4)
        #expect(drawn == [.indexed(160), .indexed(125), .indexed(55), .indexed(20)])
    }

    @Test func withoutColourAGradientIsShadedByBrightness() {
        let host = HeadlessHost(size: Size(width: 4, height: 1)) {
            Rectangle()
                .fill(
                    LinearGradient(
                        colors: [Self.black, .rgb(255, 255, 255)], startPoint: .leading, endPoint: .trailing))
        }
        host.buffer.colorCapability = .monochrome
        host.resize(to: Size(width: 4, height: 1))
        #expect(host.lines == ["░▒▓█"])
        #expect(colors(host, row: 0, width: 4).allSatisfy { $0 == .default })
    }

    @Test func foregroundStyleGivesBareShapesTheGradientAndTextItsMiddle() {
        let host = HeadlessHost(size: Size(width: 4, height: 2)) {
            VStack(spacing: 0) {
                Rectangle().frame(width: 32, height: 16)
                Text("Hi")
            }
            .foregroundStyle(
                LinearGradient(colors: [Self.black, Self.white], startPoint: .leading, endPoint: .trailing))
        }
        #expect(colors(host, row: 0, width: 4).first == .rgb(31, 31, 31))
        #expect(colors(host, row: 0, width: 4).last == .rgb(219, 219, 219))
        #expect(host.cell(at: Point(x: 1, y: 1)).style.foreground == .rgb(125, 125, 125))
    }

    @Test func aGradientIsAViewThatFillsItsFrameAndABackground() {
        let host = HeadlessHost(size: Size(width: 6, height: 1)) {
            Text("ab")
                .frame(width: 48, height: 16)
                .background(
                    LinearGradient(
                        colors: [Self.black, Self.white], startPoint: .leading, endPoint: .trailing))
        }
        #expect(host.lines == ["█ab██"] || host.lines[0].contains("ab"))
        #expect(
            host.cell(at: Point(x: 0, y: 0)).style.foreground
                != host.cell(at: Point(x: 5, y: 0)).style.foreground)
        // The text's own cells take the gradient's middle colour behind them.
        #expect(host.cell(at: Point(x: 2, y: 0)).style.background == .rgb(125, 125, 125))
    }
}

/// What a gradient costs: its cells are redrawn when their colours change, not otherwise.
@MainActor
@Suite struct GradientRedrawTests {
    @Observable @MainActor
    final class Model {
        var count = 0
        var end = Color.rgb(250, 250, 250)
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(spacing: 0) {
                Text("\(model.count)")
                GradientBar(end: model.end)
            }
        }
    }

    struct GradientBar: View {
        let end: Color
        var body: some View {
            Rectangle()
                .fill(
                    LinearGradient(colors: [.rgb(0, 0, 0), end], startPoint: .leading, endPoint: .trailing)
                )
                .frame(width: 48, height: 16)
        }
    }

    @Test func aChangeElsewhereDoesNotRedrawTheGradientAndANewColourDoes() {
        let model = Model()
        let host = HeadlessHost(size: Size(width: 6, height: 2)) { Screen(model: model) }
        #expect(host.lines[1] == "██████")
        let before = host.widgetsDrawn
        model.count = 1
        _ = host.lines
        // The text, not the gradient.
        #expect(host.widgetsDrawn - before == 1)
        let last = host.cell(at: Point(x: 5, y: 1)).style.foreground
        model.end = .rgb(250, 0, 0)
        _ = host.lines
        let gradientChange = host.widgetsDrawn - before - 1
        #expect(host.cell(at: Point(x: 5, y: 1)).style.foreground != last)
        // As many as a solid fill's change of colour: the shape, and what is behind the
        // cells a shape may leave uncovered.
        let solid = Model()
        let solidHost = HeadlessHost(size: Size(width: 6, height: 2)) { SolidScreen(model: solid) }
        _ = solidHost.lines
        let solidBefore = solidHost.widgetsDrawn
        solid.end = .rgb(250, 0, 0)
        _ = solidHost.lines
        #expect(gradientChange == solidHost.widgetsDrawn - solidBefore)
        #expect(gradientChange == 3)
    }

    struct SolidScreen: View {
        let model: Model
        var body: some View {
            VStack(spacing: 0) {
                Text("\(model.count)")
                Rectangle().fill(model.end).frame(width: 48, height: 16)
            }
        }
    }
}
