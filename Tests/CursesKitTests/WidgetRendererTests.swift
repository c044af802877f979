import CursesKit
import Testing

/// Draws its text on a transparent background (like a label) and counts its draws.
@MainActor
private final class Ink: Widget {
    var text: String {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }
    var style = Style.plain
    private(set) var drawCount = 0
    /// What the last draw's surface said its visible part was.
    private(set) var lastVisibleRect: Rect?

    init(_ text: String, _ frame: Rect) {
        self.text = text
        super.init()
        self.frame = frame
    }

    override func draw(in surface: Surface) {
        drawCount += 1
        lastVisibleRect = surface.visibleRect
        surface.draw(text, at: .zero, style: style)
    }
}

/// The renderer's cost follows what changed: partial repaints, skipped
/// off-screen subtrees, overlap repaints and the dimmed look.
@MainActor
@Suite struct WidgetRendererTests {
    @Test func aTransparentWidgetRepaintsOnlyItsAreaFromTheOpaqueAncestor() {
        let root = Widget()
        root.backgroundStyle = .plain
        let host = TestHost(root: root, width: 8, height: 2)
        let column = Widget()
        column.frame = Rect(x: 0, y: 0, width: 8, height: 2)
        let first = Ink("first", Rect(x: 0, y: 0, width: 8, height: 1))
        let second = Ink("second", Rect(x: 0, y: 1, width: 8, height: 1))
        root.addSubwidget(column)
        column.addSubwidget(first)
        column.addSubwidget(second)
        #expect(host.render(full: true) == ["first   ", "second  "])
        second.text = "2nd"
        #expect(host.render() == ["first   ", "2nd     "])
        #expect(first.drawCount == 1)
        #expect(second.drawCount == 2)
    }

    /// A widget marked in part draws on a surface that says which part:
    /// a widget whose drawing costs by the line (a page) can leave the rest.
    @Test func aWidgetMarkedInPartIsToldWhichPartItsDrawReaches() {
        let root = Widget()
        root.backgroundStyle = .plain
        let host = TestHost(root: root, width: 8, height: 4)
        let page = Ink("page", Rect(x: 0, y: 0, width: 8, height: 4))
        root.addSubwidget(page)
        host.render(full: true)
        #expect(page.lastVisibleRect == Rect(x: 0, y: 0, width: 8, height: 4))
        page.setNeedsDisplay(Rect(x: 0, y: 2, width: 8, height: 1))
        host.render()
        #expect(page.drawCount == 2)
        #expect(page.lastVisibleRect == Rect(x: 0, y: 2, width: 8, height: 1))
    }

    @Test func aMovedChildRepaintsWhereItWasAndWhereItIsOnly() {
        let root = Widget()
        root.backgroundStyle = .plain
        let host = TestHost(root: root, width: 6, height: 2)
        let still = Swatch("s", Rect(x: 0, y: 0, width: 2, height: 1))
        let moving = Swatch("m", Rect(x: 0, y: 1, width: 2, height: 1))
        root.addSubwidget(still)
        root.addSubwidget(moving)
        #expect(host.render(full: true) == ["ss    ", "mm    "])
        moving.frame = Rect(x: 3, y: 1, width: 2, height: 1)
        #expect(host.render() == ["ss    ", "   mm "])
        #expect(still.drawCount == 1)
    }

    @Test func aRemovedChildLeavesBlankCellsAndItsSiblingsAlone() {
        let root = Widget()
        root.backgroundStyle = .plain
        let host = TestHost(root: root, width: 4, height: 1)
        let a = Swatch("a", Rect(x: 0, y: 0, width: 2, height: 1))
        let b = Swatch("b", Rect(x: 2, y: 0, width: 2, height: 1))
        root.addSubwidget(a)
        root.addSubwidget(b)
        host.render(full: true)
        b.removeFromSuperwidget()
        #expect(host.render() == ["aa  "])
        #expect(a.drawCount == 1)
    }

    @Test func widgetsOutsideTheVisibleAreaAreNeverDrawn() {
        let root = Widget()
        let host = TestHost(root: root, width: 3, height: 2)
        let list = Widget()
        list.frame = Rect(x: 0, y: 0, width: 3, height: 100)
        let rows = (0..<100).map {
            Swatch(Character(String($0 % 10)), Rect(x: 0, y: $0, width: 3, height: 1))
        }
        root.addSubwidget(list)
        for row in rows { list.addSubwidget(row) }
        #expect(host.render(full: true) == ["000", "111"])
        #expect(rows.map(\.drawCount).reduce(0, +) == 2)
        rows[50].fillCharacter = "x"
        rows[1].fillCharacter = "y"
        #expect(host.render() == ["000", "yyy"])
        #expect(rows[50].drawCount == 0)
        #expect(rows[0].drawCount == 1)
    }

    @Test func anOverlayAboveARepaintedAreaIsRepaintedInTheOverlapOnly() {
        let root = Widget()
        root.backgroundStyle = .plain
        let host = TestHost(root: root, width: 6, height: 1)
        let text = Ink("abcdef", Rect(x: 0, y: 0, width: 6, height: 1))
        let overlay = Swatch("o", Rect(x: 2, y: 0, width: 2, height: 1))
        let aside = Swatch("z", Rect(x: 5, y: 0, width: 1, height: 1))
        root.addSubwidget(text)
        root.addSubwidget(overlay)
        #expect(host.render(full: true) == ["aboo" + "ef"])
        root.addSubwidget(aside)
        host.render()
        let overlayDraws = overlay.drawCount
        text.text = "ABCD"
        #expect(host.render() == ["ABoo z"])
        #expect(overlay.drawCount == overlayDraws + 1)
        #expect(aside.drawCount == 2)  // overlaps the text's area, so restored once
    }

    @Test func aMarkInsideAHiddenSubtreeShowsWhenItIsShownAgain() {
        let root = Widget()
        root.backgroundStyle = .plain
        let host = TestHost(root: root, width: 3, height: 1)
        let group = Widget()
        group.frame = Rect(x: 0, y: 0, width: 3, height: 1)
        let inner = Swatch("a", Rect(x: 0, y: 0, width: 3, height: 1))
        root.addSubwidget(group)
        group.addSubwidget(inner)
        #expect(host.render(full: true) == ["aaa"])
        group.isHidden = true
        #expect(host.render() == ["   "])
        inner.fillCharacter = "b"
        #expect(!root.subtreeNeedsDisplay)
        #expect(host.render() == ["   "])
        group.isHidden = false
        #expect(host.render() == ["bbb"])
    }

    @Test func aDimmedSubtreeIsGreyAndKeepsItsCharacters() {
        let root = Widget()
        root.backgroundStyle = .plain
        let host = TestHost(root: root, width: 6, height: 2)
        let content = Widget()
        content.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        let bright = Style(foreground: .red, background: .blue, attributes: [.bold, .reverse])
        let text = Ink("Pay", Rect(x: 0, y: 0, width: 6, height: 1))
        text.style = bright
        let other = Ink("Other", Rect(x: 0, y: 1, width: 6, height: 1))
        other.style = bright
        root.addSubwidget(content)
        content.addSubwidget(text)
        root.addSubwidget(other)
        host.render(full: true)
        content.isDimmed = true
        #expect(host.render() == ["Pay   ", "Other "])
        #expect(host.buffer.cell(at: Point(x: 0, y: 0)).style == Style(foreground: .gray, attributes: .dim))
        #expect(host.buffer.cell(at: Point(x: 0, y: 1)).style == bright)
        // A change inside the dimmed subtree is drawn dimmed too.
        text.text = "Paid"
        #expect(host.render() == ["Paid  ", "Other "])
        #expect(host.buffer.cell(at: Point(x: 3, y: 0)).style == Style(foreground: .gray, attributes: .dim))
        content.isDimmed = false
        host.render()
        #expect(host.buffer.cell(at: Point(x: 0, y: 0)).style == bright)
    }

    /// A list lays a row's content over the row as the row's later siblings:
    /// where they fill their own background the row does not fill first, so
    /// a frame writes each cell's background once and looks the same.
    @Test func contentLaidOverARowFillsItsCellsOnceAndCoversTheRow() {
        let root = Widget()
        root.backgroundStyle = .plain
        let host = TestHost(root: root, width: 10, height: 2)
        let shaded = Style(background: .blue)
        let row = Ink("R>>>>>>>>R", Rect(x: 0, y: 0, width: 10, height: 1))
        row.backgroundStyle = shaded
        row.style = shaded
        let cell = Ink("ab", Rect(x: 2, y: 0, width: 4, height: 1))
        cell.backgroundStyle = .plain
        let other = Ink("z", Rect(x: 0, y: 1, width: 10, height: 1))
        root.addSubwidget(row)
        root.addSubwidget(cell)
        root.addSubwidget(other)
        let counting = CountingSurface(host.buffer)
        WidgetRenderer.render(root, in: counting, full: true)
        // The row's own characters show only where the cell does not cover it.
        #expect(host.buffer.lines == ["R>ab  >>>R", "z         "])
        #expect(host.buffer.cell(at: Point(x: 4, y: 0)).style == .plain)
        #expect(host.buffer.cell(at: Point(x: 7, y: 0)).style == shaded)
        // Root: the second line; row: its six uncovered cells; cell: its four.
        #expect(counting.counter.filled == 10 + 6 + 4)
    }
}

/// Counts the cells filled through it and every subsurface made from it.
@MainActor
private final class CountingSurface: Surface {
    final class Counter {
        var filled = 0
    }
    let base: Surface
    let counter: Counter

    init(_ base: Surface, counter: Counter = Counter()) {
        self.base = base
        self.counter = counter
    }

    var size: Size { base.size }

    @discardableResult
    func draw(_ text: String, at point: Point, style: Style) -> Int {
        base.draw(text, at: point, style: style)
    }

    func fill(_ rect: Rect, with character: Character, style: Style) {
        let area = rect.intersection(Rect(origin: .zero, size: size))
        counter.filled += area.width * area.height
        base.fill(rect, with: character, style: style)
    }

    func subsurface(_ rect: Rect) -> Surface { CountingSurface(base.subsurface(rect), counter: counter) }

    func setCursor(_ point: Point?) { base.setCursor(point) }
}
