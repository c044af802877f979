import CursesKit
import Testing

@MainActor
private final class Taps {
    var count = 0
    func tapped() { count += 1 }
}

@MainActor
private func hostedButton(_ title: String = "OK", width: Int = 8) -> (Button, TestHost, Taps) {
    let root = Widget()
    let button = Button(title: title)
    let host = TestHost(root: root, width: width, height: 1)
    button.frame = Rect(x: 0, y: 0, width: width, height: 1)
    root.addSubwidget(button)
    let taps = Taps()
    button.addTarget(taps, action: Taps.tapped, for: .primaryActionTriggered)
    return (button, host, taps)
}

@MainActor
@Suite struct ButtonTests {
    @Test func drawsBracketedCentredTitle() {
        let (button, host, _) = hostedButton()
        #expect(host.render(full: true) == [" [ OK ] "])
        #expect(button.intrinsicContentSize == Size(width: 6, height: 1))
        #expect(host.buffer.cell(at: Point(x: 1, y: 0)).style == .plain)
    }

    @Test func longTitleIsTruncatedInsideTheBrackets() {
        let (_, host, _) = hostedButton("Add to Wallet", width: 10)
        #expect(host.render(full: true) == ["[ Add t… ]"])
    }

    @Test func looksDifferInEachState() {
        let (button, host, _) = hostedButton()
        host.render(full: true)
        let cell = Point(x: 3, y: 0)
        host.focus.focus(button)
        host.render()
        #expect(host.buffer.cell(at: cell).style.attributes == .reverse)
        button.isHighlighted = true
        host.render()
        #expect(host.buffer.cell(at: cell).style.attributes == [.reverse, .bold])
        button.isHighlighted = false
        button.isEnabled = false
        host.render()
        #expect(host.buffer.cell(at: cell).style.attributes == .dim)
        #expect(host.buffer.lines == [" [ OK ] "])
    }

    @Test(arguments: [KeyEvent(.enter), KeyEvent.character(" ")])
    func enterAndSpaceTrigger(key: KeyEvent) {
        let (button, host, taps) = hostedButton()
        host.focus.focus(button)
        host.send(key)
        #expect(taps.count == 1)
    }

    @Test func otherKeysAndDisabledButtonsDoNotTrigger() {
        let (button, host, taps) = hostedButton()
        host.focus.focus(button)
        host.send(.character("x"))
        button.isEnabled = false
        #expect(!button.handle(KeyEvent(.enter)))
        #expect(taps.count == 0)
    }

    @Test func clickHighlightsWhilePressedAndTriggersOnRelease() {
        let (button, host, taps) = hostedButton()
        _ = host.focus.dispatch(MouseEvent(.press, at: Point(x: 2, y: 0)))
        #expect(button.isHighlighted)
        #expect(button.isFocused)
        #expect(taps.count == 0)
        _ = host.focus.dispatch(MouseEvent(.release, at: Point(x: 2, y: 0)))
        #expect(!button.isHighlighted)
        #expect(taps.count == 1)
    }

    @Test func releaseOutsideCancels() {
        let (button, host, taps) = hostedButton()
        _ = host.focus.dispatch(MouseEvent(.press, at: Point(x: 2, y: 0)))
        _ = host.focus.dispatch(MouseEvent(.drag, at: Point(x: 20, y: 3)))
        #expect(!button.isHighlighted)
        _ = host.focus.dispatch(MouseEvent(.release, at: Point(x: 20, y: 3)))
        #expect(taps.count == 0)
    }

    @Test func aReleaseWithoutAPressOnTheButtonDoesNothing() {
        let (button, _, taps) = hostedButton()
        #expect(!button.handle(MouseEvent(.release, at: Point(x: 2, y: 0))))
        #expect(!button.isHighlighted)
        #expect(taps.count == 0)
    }

    @Test func aClickReportedAtOnceTriggersOnlyInside() {
        let (button, _, taps) = hostedButton()
        #expect(button.handle(MouseEvent(.click, at: Point(x: 2, y: 0))))
        #expect(!button.handle(MouseEvent(.click, at: Point(x: 20, y: 0))))
        #expect(taps.count == 1)
    }
}
