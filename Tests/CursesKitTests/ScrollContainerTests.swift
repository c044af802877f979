import CursesKit
import Testing

@MainActor
private func numberedLines(_ count: Int) -> LabelWidget {
    LabelWidget((1...count).map { "line \($0)" }.joined(separator: "\n"))
}

@MainActor
private func hostedScroll(lines: Int = 10, height: Int = 3) -> (ScrollContainer, TestHost) {
    let scroll = ScrollContainer(content: numberedLines(lines))
    let host = TestHost(root: scroll, width: 8, height: height)
    return (scroll, host)
}

@MainActor
@Suite struct ScrollContainerTests {
    @Test func showsTheTopWithAnIndicator() {
        let (_, host) = hostedScroll()
        #expect(host.render(full: true) == ["line 1 ┃", "line 2 │", "line 3 │"])
    }

    @Test func pageDownAndWheelScrollAndClampAtTheEnd() {
        let (scroll, host) = hostedScroll()
        host.render(full: true)
        #expect(scroll.handle(KeyEvent(.pageDown)))
        #expect(host.render() == ["line 3 │", "line 4 ┃", "line 5 │"])
        _ = host.focus.dispatch(MouseEvent(.wheelDown, at: Point(x: 1, y: 1), button: 0))
        #expect(scroll.contentOffset == 5)
        _ = host.focus.dispatch(MouseEvent(.wheelDown, at: Point(x: 1, y: 1), button: 0))
        #expect(scroll.contentOffset == 7)
        #expect(host.render() == ["line 8 │", "line 9 │", "line 10┃"])
        _ = scroll.handle(KeyEvent(.pageUp))
        #expect(scroll.contentOffset == 5)
    }

    @Test func withoutIndicatorContentTakesTheFullWidth() {
        let (scroll, host) = hostedScroll(lines: 2, height: 3)
        scroll.showsScrollIndicator = false
        #expect(host.render(full: true) == ["line 1  ", "line 2  ", "        "])
        #expect(!scroll.handle(KeyEvent(.pageDown)))
    }

    @Test func focusingAWidgetBelowScrollsItIntoView() {
        let column = Widget()
        var buttons: [Button] = []
        for index in 0..<6 {
            let button = Button(title: "B\(index)")
            button.frame = Rect(x: 0, y: index * 2, width: 7, height: 1)
            column.addSubwidget(button)
            buttons.append(button)
        }
        let scroll = ScrollContainer(content: column)
        scroll.contentSize = Size(width: 7, height: 12)
        let host = TestHost(root: scroll, width: 8, height: 4)
        host.render(full: true)
        host.focus.focus(buttons[3])
        #expect(scroll.contentOffset == 3)
        #expect(host.render().map { String($0.prefix(7)) } == ["       ", "[ B2 ] ", "       ", "[ B3 ] "])
        host.focus.focus(buttons[0])
        #expect(scroll.contentOffset == 0)
        #expect(!scroll.canBecomeFocused)
    }

    @Test func clicksReachContentAtItsScrolledPosition() {
        let column = Widget()
        let button = Button(title: "Go")
        button.frame = Rect(x: 0, y: 5, width: 6, height: 1)
        column.addSubwidget(button)
        let scroll = ScrollContainer(content: column)
        scroll.contentSize = Size(width: 7, height: 8)
        let host = TestHost(root: scroll, width: 8, height: 3)
        scroll.contentOffset = 4
        host.render(full: true)
        _ = host.focus.dispatch(MouseEvent(.press, at: Point(x: 1, y: 1)))
        #expect(button.isHighlighted)
    }

    @Test func textOnlyContainerTakesFocusForKeyboardScrolling() {
        let (scroll, host) = hostedScroll()
        host.focus.focusNext()
        #expect(host.focus.focused === scroll)
        host.send(KeyEvent(.down))
        #expect(scroll.contentOffset == 1)
        host.send(KeyEvent(.end))
        #expect(scroll.contentOffset == 7)
    }
}
