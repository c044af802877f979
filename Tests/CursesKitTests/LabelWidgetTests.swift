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
}
