import CursesKit
import Testing

@MainActor
@Suite struct FocusChainTests {
    /// Three rows: [b1 b2] / [disabled hiddenParent>b3] / [b4]
    private func grid() -> (Widget, [Widget]) {
        let root = Widget()
        root.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        let b2 = Swatch("2", Rect(x: 10, y: 0, width: 2, height: 1), focusable: true)
        let b1 = Swatch("1", Rect(x: 0, y: 0, width: 2, height: 1), focusable: true)
        let b4 = Swatch("4", Rect(x: 0, y: 4, width: 2, height: 1), focusable: true)
        let disabled = Button(title: "x")
        disabled.frame = Rect(x: 0, y: 2, width: 5, height: 1)
        disabled.isEnabled = false
        let hiddenParent = Widget()
        hiddenParent.frame = Rect(x: 6, y: 2, width: 5, height: 1)
        hiddenParent.isHidden = true
        let b3 = Swatch("3", Rect(x: 0, y: 0, width: 2, height: 1), focusable: true)
        hiddenParent.addSubwidget(b3)
        // Tree order differs from layout order on purpose.
        for child in [b4, b2, disabled, hiddenParent, b1] { root.addSubwidget(child) }
        return (root, [b1, b2, b3, b4, disabled])
    }

    @Test func tabFollowsLayoutOrderSkipsDisabledAndHiddenAndWraps() {
        let (root, w) = grid()
        let chain = FocusChain(root: root)
        var visited: [Widget?] = []
        for _ in 0..<4 {
            chain.focusNext()
            visited.append(chain.focused)
        }
        #expect(
            visited.map { $0.map(ObjectIdentifier.init) }
                == [w[0], w[1], w[3], w[0]].map { ObjectIdentifier($0) })
        #expect(w[0].isFocused && !w[1].isFocused)
    }

    /// Tab's hint shows while this is true: as many widgets as Tab visits, counted to two.
    @Test func focusCanMoveWhileTwoWidgetsTakeIt() throws {
        let (root, w) = grid()
        let disabled = try #require(w[4] as? Button)
        let chain = FocusChain(root: root)
        #expect(chain.canMoveFocus)
        w[0].isHidden = true
        #expect(chain.canMoveFocus, "2 and 4 are left")
        w[1].isHidden = true
        #expect(
            !chain.canMoveFocus, "4 alone: the disabled one and the one inside a hidden parent do not count")
        disabled.isEnabled = true
        #expect(chain.canMoveFocus)
        #expect(chain.canMoveFocus == (chain.focusableWidgets.count > 1))
    }

    @Test func shiftTabGoesBackwardAndWraps() {
        let (root, w) = grid()
        let chain = FocusChain(root: root)
        #expect(chain.dispatch(KeyEvent(.backTab)))
        #expect(chain.focused === w[3])
        #expect(chain.dispatch(KeyEvent(.backTab)))
        #expect(chain.focused === w[1])
        chain.focus(w[0])
        chain.focusPrevious()
        #expect(chain.focused === w[3])
    }

    @Test func unhidingAndEnablingAddsWidgetsToTheOrder() {
        let (root, w) = grid()
        let chain = FocusChain(root: root)
        w[2].superwidget?.isHidden = false
        (w[4] as? Control)?.isEnabled = true
        #expect(
            chain.focusableWidgets.map(ObjectIdentifier.init)
                == [w[0], w[1], w[4], w[2], w[3]].map { ObjectIdentifier($0) })
    }

    @Test func focusRefusesHiddenOrDisabledWidgets() {
        let (root, w) = grid()
        let chain = FocusChain(root: root)
        #expect(!chain.focus(w[2]))
        #expect(!chain.focus(w[4]))
        #expect(chain.focused == nil)
    }

    @Test func keysGoToTheFocusedWidgetThenItsAncestors() {
        let root = Swatch("r", Rect(x: 0, y: 0, width: 10, height: 3))
        let panel = Swatch("p", Rect(x: 0, y: 0, width: 10, height: 2))
        let leaf = Swatch("l", Rect(x: 0, y: 0, width: 2, height: 1), focusable: true)
        root.addSubwidget(panel)
        panel.addSubwidget(leaf)
        let chain = FocusChain(root: root)
        chain.focus(leaf)
        #expect(chain.dispatch(.character("p")))
        #expect(leaf.keys == [.character("p")])
        #expect(panel.keys == [.character("p")])
        #expect(root.keys.isEmpty)
        #expect(!chain.dispatch(.character("z")))
        #expect(root.keys == [.character("z")])
    }

    @Test func pressFocusesTheHitWidgetAndGetsLocalCoordinates() {
        let root = Widget()
        root.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        let panel = Widget()
        panel.frame = Rect(x: 5, y: 1, width: 10, height: 3)
        let target = Swatch("t", Rect(x: 2, y: 1, width: 4, height: 1), focusable: true)
        root.addSubwidget(panel)
        panel.addSubwidget(target)
        let chain = FocusChain(root: root)
        #expect(chain.dispatch(MouseEvent(.press, at: Point(x: 8, y: 2))))
        #expect(chain.focused === target)
        #expect(target.mice.map(\.location) == [Point(x: 1, y: 0)])
        #expect(!chain.dispatch(MouseEvent(.press, at: Point(x: 0, y: 0))))
        #expect(chain.focused === target)
    }

    @Test func releaseGoesToTheWidgetThatTookThePress() {
        let root = Widget()
        root.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        let target = Swatch("t", Rect(x: 0, y: 0, width: 4, height: 1), focusable: true)
        root.addSubwidget(target)
        let chain = FocusChain(root: root)
        _ = chain.dispatch(MouseEvent(.press, at: Point(x: 1, y: 0)))
        _ = chain.dispatch(MouseEvent(.release, at: Point(x: 10, y: 3)))
        #expect(target.mice.map(\.kind) == [.press, .release])
        #expect(target.mice.last?.location == Point(x: 10, y: 3))
    }

    @Test func scopeKeepsFocusAndClicksInsideTheSheet() {
        let root = Widget()
        root.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        let outside = Swatch("o", Rect(x: 0, y: 0, width: 3, height: 1), focusable: true)
        let sheet = Widget()
        sheet.frame = Rect(x: 5, y: 5, width: 10, height: 4)
        let first = Swatch("a", Rect(x: 1, y: 1, width: 3, height: 1), focusable: true)
        let second = Swatch("b", Rect(x: 5, y: 1, width: 3, height: 1), focusable: true)
        root.addSubwidget(outside)
        root.addSubwidget(sheet)
        sheet.addSubwidget(first)
        sheet.addSubwidget(second)
        let chain = FocusChain(root: root)
        chain.focus(outside)
        chain.focusScope = sheet
        #expect(chain.focused === first)
        chain.focusNext()
        chain.focusNext()
        #expect(chain.focused === first)
        #expect(!chain.focus(outside))
        #expect(!chain.dispatch(MouseEvent(.press, at: Point(x: 1, y: 0))))
        #expect(outside.mice.isEmpty)
        #expect(chain.dispatch(MouseEvent(.press, at: Point(x: 11, y: 6))))
        #expect(chain.focused === second)
        chain.focusScope = nil
        chain.focusNext()
        #expect(chain.focused === outside)
    }

    /// `focused` remembers that its widget is in the tree; any change of a
    /// parent above it (not only its own) must be seen, and a subtree put
    /// back brings the focus back with it.
    @Test func focusedFollowsAnAncestorLeavingAndComingBack() {
        let root = Widget()
        root.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        let outer = Widget()
        outer.frame = root.bounds
        let inner = Widget()
        inner.frame = root.bounds
        let field = Swatch("f", Rect(x: 0, y: 0, width: 2, height: 1), focusable: true)
        root.addSubwidget(outer)
        outer.addSubwidget(inner)
        inner.addSubwidget(field)
        let chain = FocusChain(root: root)
        #expect(chain.focus(field))
        #expect(chain.focused === field)
        #expect(chain.focused === field)
        outer.removeFromSuperwidget()
        #expect(chain.focused == nil)
        root.addSubwidget(outer)
        #expect(chain.focused === field)
        inner.removeFromSuperwidget()
        #expect(chain.focused == nil)
        // Another tree's change does not make the answer stale either way.
        let elsewhere = Widget()
        elsewhere.addSubwidget(inner)
        #expect(chain.focused == nil)
    }

    @Test func focusMovesOffAWidgetRemovedFromTheTree() {
        let (root, w) = grid()
        let chain = FocusChain(root: root)
        chain.focus(w[1])
        w[1].removeFromSuperwidget()
        #expect(chain.focused == nil)
        chain.validateFocus()
        #expect(!w[1].isFocused)
    }
}
