import CursesKit
import Testing

/// A host for widget tests: a cell buffer, a manual animation clock and a focus chain.
@MainActor
final class TestHost: WidgetHost {
    let clock = ManualAnimationClock()
    lazy var animator = Animator(clock: clock)
    let buffer: CellBuffer
    let root: Widget
    let focus: FocusChain
    var frameRequests = 0

    init(root: Widget, width: Int, height: Int) {
        buffer = CellBuffer(size: Size(width: width, height: height))
        self.root = root
        focus = FocusChain(root: root)
        root.frame = Rect(x: 0, y: 0, width: width, height: height)
        root.rootHost = self
    }

    func setNeedsFrame() { frameRequests += 1 }

    /// Draws a frame and returns the screen.
    @discardableResult
    func render(full: Bool = false) -> [String] {
        WidgetRenderer.render(root, in: buffer, full: full, focused: focus.focused)
        return buffer.lines
    }

    /// Moves the clock and runs one animation frame.
    func advance(by seconds: Double) {
        clock.advance(by: seconds)
        animator.tick()
    }

    func send(_ key: KeyEvent) { _ = focus.dispatch(key) }
}

/// Fills its bounds with one character and counts how often it was drawn.
@MainActor
final class Swatch: Widget {
    var fillCharacter: Character {
        didSet { if fillCharacter != oldValue { setNeedsDisplay() } }
    }
    var focusable = false
    private(set) var drawCount = 0
    private(set) var keys: [KeyEvent] = []
    private(set) var mice: [MouseEvent] = []

    init(_ character: Character, _ frame: Rect, focusable: Bool = false) {
        fillCharacter = character
        self.focusable = focusable
        super.init()
        self.frame = frame
    }

    override var isOpaque: Bool { true }
    override var canBecomeFocused: Bool { focusable }
    override var cursorPosition: Point? { focusable ? Point(x: 1, y: 0) : nil }

    override func draw(in surface: Surface) {
        drawCount += 1
        surface.fill(bounds, with: fillCharacter, style: isFocused ? Style.plain.adding(.reverse) : .plain)
    }

    override func handle(_ event: KeyEvent) -> Bool {
        keys.append(event)
        return event.key == .character(fillCharacter)
    }

    override func handle(_ event: MouseEvent) -> Bool {
        mice.append(event)
        return focusable
    }
}

@MainActor
@Suite struct WidgetTests {
    @Test func rendererDrawsChildrenClippedToTheirFrames() {
        let root = Widget()
        let host = TestHost(root: root, width: 8, height: 3)
        let a = Swatch("a", Rect(x: 1, y: 0, width: 3, height: 2))
        let b = Swatch("b", Rect(x: 6, y: 1, width: 5, height: 5))
        root.addSubwidget(a)
        root.addSubwidget(b)
        #expect(host.render(full: true) == [" aaa    ", " aaa  bb", "      bb"])
    }

    @Test func onlyDirtySubtreesAreRedrawn() {
        let root = Widget()
        let host = TestHost(root: root, width: 6, height: 1)
        let a = Swatch("a", Rect(x: 0, y: 0, width: 3, height: 1))
        let b = Swatch("b", Rect(x: 3, y: 0, width: 3, height: 1))
        root.addSubwidget(a)
        root.addSubwidget(b)
        host.render(full: true)
        b.fillCharacter = "c"
        #expect(host.render() == ["aaaccc"])
        #expect(a.drawCount == 1)
        #expect(b.drawCount == 2)
        #expect(host.render() == ["aaaccc"])
        #expect(b.drawCount == 2)
        #expect(host.render(full: true) == ["aaaccc"])
        #expect(a.drawCount == 2)
    }

    @Test func siblingAboveADirtyWidgetIsRedrawnToo() {
        let root = Widget()
        let host = TestHost(root: root, width: 5, height: 1)
        let below = Swatch("x", Rect(x: 0, y: 0, width: 5, height: 1))
        let above = Swatch("o", Rect(x: 1, y: 0, width: 2, height: 1))
        root.addSubwidget(below)
        root.addSubwidget(above)
        #expect(host.render(full: true) == ["xooxx"])
        below.fillCharacter = "y"
        #expect(host.render() == ["yooyy"])
        #expect(above.drawCount == 2)
    }

    @Test func transparentDirtyWidgetIsRepaintedByItsParent() {
        let root = Widget()
        root.backgroundStyle = .plain
        let host = TestHost(root: root, width: 4, height: 1)
        let label = LabelWidget("abcd")
        label.frame = Rect(x: 0, y: 0, width: 4, height: 1)
        root.addSubwidget(label)
        #expect(host.render(full: true) == ["abcd"])
        label.text = "ab"
        #expect(host.render() == ["ab  "])
    }

    @Test func hiddenWidgetDisappearsAtTheNextFrame() {
        let root = Widget()
        root.backgroundStyle = .plain
        let host = TestHost(root: root, width: 3, height: 1)
        let a = Swatch("a", Rect(x: 0, y: 0, width: 2, height: 1))
        root.addSubwidget(a)
        #expect(host.render(full: true) == ["aa "])
        a.isHidden = true
        #expect(host.render() == ["   "])
    }

    @Test func backgroundStyleClearsTheFrame() {
        let root = Widget()
        let host = TestHost(root: root, width: 4, height: 2)
        let panel = Widget()
        panel.frame = Rect(x: 1, y: 0, width: 2, height: 2)
        panel.backgroundStyle = Style(background: .blue)
        root.addSubwidget(panel)
        host.render(full: true)
        #expect(host.buffer.cell(at: Point(x: 1, y: 1)).style.background == .blue)
        #expect(host.buffer.cell(at: Point(x: 3, y: 1)).style.background == .default)
    }

    @Test func cursorOfTheFocusedWidgetIsPlacedInRootCoordinates() {
        let root = Widget()
        let host = TestHost(root: root, width: 10, height: 3)
        let field = Swatch("f", Rect(x: 4, y: 2, width: 3, height: 1), focusable: true)
        root.addSubwidget(field)
        host.render(full: true)
        #expect(host.buffer.cursor == nil)
        host.focus.focus(field)
        host.render()
        #expect(host.buffer.cursor == Point(x: 5, y: 2))
    }

    @Test func hitTestFindsTheDeepestTopmostVisibleWidget() {
        let root = Widget()
        root.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let panel = Widget()
        panel.frame = Rect(x: 2, y: 2, width: 6, height: 6)
        let inner = Swatch("i", Rect(x: 1, y: 1, width: 2, height: 2))
        let overlay = Swatch("o", Rect(x: 2, y: 2, width: 3, height: 3))
        root.addSubwidget(panel)
        panel.addSubwidget(inner)
        panel.addSubwidget(overlay)
        #expect(root.hitTest(Point(x: 3, y: 3)) === inner)
        #expect(root.hitTest(Point(x: 4, y: 4)) === overlay)
        #expect(root.hitTest(Point(x: 7, y: 7)) === panel)
        #expect(root.hitTest(Point(x: 9, y: 9)) === root)
        #expect(root.hitTest(Point(x: 10, y: 0)) == nil)
        overlay.isHidden = true
        #expect(root.hitTest(Point(x: 4, y: 4)) === inner)
        #expect(root.hitTest(Point(x: 5, y: 5)) === panel)
    }

    @Test func everyChangeAsksTheHostAndOneFrameDrawsThemAll() {
        let root = Widget()
        let host = TestHost(root: root, width: 3, height: 1)
        let a = Swatch("a", Rect(x: 0, y: 0, width: 1, height: 1))
        root.addSubwidget(a)
        host.render(full: true)
        let before = host.frameRequests
        let drawsBefore = a.drawCount
        a.fillCharacter = "b"
        a.fillCharacter = "c"
        // The widget never decides a request is redundant (a stale mark must
        // not swallow a frame); the host coalesces the requests.
        #expect(host.frameRequests == before + 2)
        #expect(host.render() == ["c  "])
        #expect(a.drawCount == drawsBefore + 1)
    }

    @Test func aMarkLeftWhileOffScreenStillGetsItsFrame() {
        let root = Widget()
        let host = TestHost(root: root, width: 3, height: 1)
        let a = Swatch("a", Rect(x: 0, y: 0, width: 1, height: 1))
        root.addSubwidget(a)
        host.render(full: true)
        a.removeFromSuperwidget()
        a.fillCharacter = "b"  // marked, but no host to ask
        root.addSubwidget(a)
        host.render()
        let before = host.frameRequests
        a.fillCharacter = "c"
        #expect(host.frameRequests > before)
        #expect(host.render() == ["c  "])
    }

    @Test func boxDrawsBorderTitleAndPlacesContentInside() {
        let box = BoxWidget(title: "Pass", border: .rounded)
        box.contentInset = 1
        box.content = LabelWidget("SFO")
        let host = TestHost(root: box, width: 11, height: 5)
        #expect(
            host.render(full: true) == [
                "╭─ Pass ──╮",
                "│         │",
                "│ SFO     │",
                "│         │",
                "╰─────────╯",
            ])
        #expect(box.intrinsicContentSize == Size(width: 8, height: 5))
        box.title = "A very long title"
        #expect(host.render()[0] == "╭─ A ve… ─╮")
    }

    @Test func controllerLoadsOnceAndAppearsInOrder() {
        let controller = RecordingController()
        let child = RecordingController(name: "child", log: controller.log)
        controller.addChild(child)
        #expect(!controller.isWidgetLoaded)
        controller.beginAppearanceTransition(true)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true)
        _ = controller.widget
        controller.beginAppearanceTransition(false)
        controller.endAppearanceTransition()
        #expect(
            controller.log.entries == [
                "load", "didLoad", "willAppear", "child.load", "child.didLoad", "child.willAppear",
                "didAppear", "child.didAppear", "willDisappear", "child.willDisappear",
                "didDisappear", "child.didDisappear",
            ])
        #expect(controller.widget is LabelWidget)
    }
}

@MainActor
final class Log {
    var entries: [String] = []
}

@MainActor
private final class RecordingController: WidgetController {
    let name: String
    let log: Log

    init(name: String = "", log: Log = Log()) {
        self.name = name
        self.log = log
        super.init()
    }

    private func record(_ event: String) { log.entries.append(name.isEmpty ? event : "\(name).\(event)") }

    override func loadWidget() {
        record("load")
        widget = LabelWidget("loaded")
    }
    override func widgetDidLoad() { record("didLoad") }
    override func widgetWillAppear() { record("willAppear") }
    override func widgetDidAppear() { record("didAppear") }
    override func widgetWillDisappear() { record("willDisappear") }
    override func widgetDidDisappear() { record("didDisappear") }
}
