import CursesKit
import Testing

@MainActor
private func draw(_ widget: Widget, width: Int, height: Int) -> [String] {
    let host = TestHost(root: widget, width: width, height: height)
    return host.render(full: true)
}

@MainActor
@Suite struct LabelWidgetTests {
    @Test(arguments: [
        (TextAlignment.leading, ["Add to    ", "Wallet    "]),
        (.center, ["  Add to  ", "  Wallet  "]),
        (.trailing, ["    Add to", "    Wallet"]),
    ])
    func wrapsAndAligns(alignment: TextAlignment, expected: [String]) {
        let label = LabelWidget("Add to Wallet")
        label.alignment = alignment
        #expect(draw(label, width: 10, height: 2) == expected)
    }

    @Test func cutRowsEndInAnEllipsis() {
        let label = LabelWidget("one two three four")
        #expect(draw(label, width: 8, height: 2) == ["one two ", "three…  "])
        label.numberOfLines = 1
        #expect(draw(label, width: 8, height: 2) == ["one two…", "        "])
    }

    @Test func truncateKeepsOneRowPerLine() {
        let label = LabelWidget("Boarding pass\nGate 12")
        label.lineBreak = .truncate
        #expect(draw(label, width: 8, height: 3) == ["Boardin…", "Gate 12 ", "        "])
    }

    @Test func wideCharactersTakeTwoColumns() {
        let label = LabelWidget("東京 Tokyo")
        #expect(draw(label, width: 10, height: 1) == ["東京 Tokyo"])
        #expect(label.intrinsicContentSize == Size(width: 10, height: 1))
    }

    @Test func sizesFromText() {
        let label = LabelWidget("Add to Apple Wallet")
        #expect(label.intrinsicContentSize == Size(width: 19, height: 1))
        #expect(label.sizeThatFits(Size(width: 10, height: 5)) == Size(width: 6, height: 3))
        #expect(label.sizeThatFits(Size(width: 40, height: 5)) == Size(width: 19, height: 1))
    }

    @Test func drawsInItsStyle() {
        let label = LabelWidget("Hi", style: Style(foreground: .red, attributes: .bold))
        let host = TestHost(root: label, width: 3, height: 1)
        host.render(full: true)
        #expect(host.buffer.cell(at: .zero).style == Style(foreground: .red, attributes: .bold))
        #expect(host.buffer.cell(at: Point(x: 2, y: 0)).style == .plain)
    }

    @Test func styleColourAnimatesThroughRGB() {
        let label = LabelWidget("Hi", style: Style(foreground: .rgb(0, 0, 0)))
        let host = TestHost(root: label, width: 2, height: 1)
        host.render(full: true)
        Widget.animate(duration: 1, curve: .linear) { label.style = Style(foreground: .rgb(200, 100, 0)) }
        host.advance(by: 0.5)
        host.render()
        #expect(host.buffer.cell(at: .zero).style.foreground == .rgb(100, 50, 0))
        host.advance(by: 0.5)
        host.render()
        #expect(host.buffer.cell(at: .zero).style.foreground == .rgb(200, 100, 0))
    }

    /// The storage that animates a style is made by the first animation; a
    /// plain set after it still interrupts the animation and shows at once.
    @Test func aPlainStyleSetDuringAnAnimationJumpsToIt() {
        let label = LabelWidget("Hi", style: Style(foreground: .rgb(0, 0, 0)))
        let host = TestHost(root: label, width: 2, height: 1)
        host.render(full: true)
        label.style = Style(foreground: .rgb(10, 10, 10))
        host.render()
        #expect(host.buffer.cell(at: .zero).style.foreground == .rgb(10, 10, 10))
        Widget.animate(duration: 1, curve: .linear) { label.style = Style(foreground: .rgb(210, 110, 10)) }
        host.advance(by: 0.5)
        host.render()
        #expect(host.buffer.cell(at: .zero).style.foreground == .rgb(110, 60, 10))
        label.style = Style(foreground: .rgb(1, 2, 3))
        host.render()
        #expect(label.presentedStyle.foreground == .rgb(1, 2, 3))
        #expect(host.buffer.cell(at: .zero).style.foreground == .rgb(1, 2, 3))
        host.advance(by: 1)
        host.render()
        #expect(
            host.buffer.cell(at: .zero).style.foreground == .rgb(1, 2, 3),
            "the animation ended when interrupted")
    }

    @Test func equalTextDoesNotRedraw() {
        let label = LabelWidget("same")
        let host = TestHost(root: label, width: 4, height: 1)
        host.render(full: true)
        let requests = host.frameRequests
        label.text = "same"
        label.style = .plain
        #expect(!label.needsDisplay)
        #expect(host.frameRequests == requests)
    }

    /// A label measures a plain line (printable ASCII, no leading, trailing or
    /// doubled space) from its length alone; its size is still that of the
    /// rows it draws, at every width and in both modes, and a text set again
    /// is measured again.
    @Test(arguments: [LabelWidget.LineBreak.wrap, .truncate])
    func aPlainLineMeasuresAsTheRowsItDraws(mode: LabelWidget.LineBreak) {
        let label = LabelWidget("x")
        label.lineBreak = mode
        for text in ["Add to Wallet", "one", "a b c d e f", "x", "Added 10 times"] {
            label.text = text
            for width in 1...16 {
                for height in [1, 3] {
                    let rows = label.lines(forWidth: width, maxRows: height)
                    let size = label.sizeThatFits(Size(width: width, height: height))
                    #expect(
                        size == Size(width: rows.map(\.displayWidth).max() ?? 0, height: rows.count),
                        "\(text.debugDescription) in \(width)×\(height), \(mode): \(rows)")
                }
            }
        }
    }
}
