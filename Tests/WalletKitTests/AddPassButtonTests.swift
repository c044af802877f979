import CursesKit
import Testing
import WalletKit

@MainActor
final class TapCounter {
    var taps = 0
    func tapped() { taps += 1 }
}

@MainActor
func render(_ widget: Widget, size: Size) -> CellBuffer {
    let buffer = CellBuffer(size: size)
    widget.frame = Rect(origin: .zero, size: size)
    widget.draw(in: buffer)
    return buffer
}

@MainActor
@Suite struct AddPassButtonTests {
    @Test(arguments: [
        (17, " ▤ Add to Wallet "),
        (16, "▤ Add to Wallet "),
        (15, "▤ Add to Wallet"),
        (14, "    ▤ Add     "),
        (7, " ▤ Add "),
        (6, "▤ Add "),
        (5, "▤ Add"),
        (4, " ▤  "),
        (3, " ▤ "),
        (1, "▤"),
    ])
    func labelAtEachWidth(width: Int, line: String) {
        let button = AddPassButton(addPassButtonStyle: .black)
        #expect(render(button, size: Size(width: width, height: 1)).lines == [line])
    }

    @Test(arguments: [
        (13, " ✓ In Wallet "),
        (9, " ✓ Added "),
        (5, "  ✓  "),
    ])
    func addedLabelAtEachWidth(width: Int, line: String) {
        let button = AddPassButton(addPassButtonStyle: .black)
        button.isPassAdded = true
        #expect(render(button, size: Size(width: width, height: 1)).lines == [line])
    }

    @Test func recommendedSizeAndVerticalCentring() {
        let button = AddPassButton(addPassButtonStyle: .black)
        #expect(button.intrinsicContentSize == Size(width: 17, height: 3))
        let buffer = render(button, size: Size(width: 17, height: 5))
        #expect(
            buffer.lines == [
                "                 ",
                "                 ",
                " ▤ Add to Wallet ",
                "                 ",
                "                 ",
            ])
        let label = buffer.cell(at: Point(x: 3, y: 2)).style
        #expect(label.foreground == .rgb(255, 255, 255))
        #expect(label.background == .rgb(0, 0, 0))
        #expect(label.attributes.contains(.bold))
        #expect(
            buffer.cell(at: Point(x: 0, y: 0)).style.background == .rgb(0, 0, 0), "the whole frame is black")
    }

    @Test func outlineStyleDrawsARoundedBorder() {
        let button = AddPassButton(addPassButtonStyle: .blackOutline)
        #expect(
            render(button, size: Size(width: 19, height: 3)).lines == [
                "╭─────────────────╮",
                "│ ▤ Add to Wallet │",
                "╰─────────────────╯",
            ])
        #expect(
            render(button, size: Size(width: 9, height: 4)).lines == [
                "╭───────╮",
                "│ ▤ Add │",
                "│       │",
                "╰───────╯",
            ])
        #expect(
            render(button, size: Size(width: 9, height: 1)).lines == ["  ▤ Add  "], "no room for a border")
    }

    @Test func keyboardActivationSendsThePrimaryAction() {
        let button = AddPassButton(addPassButtonStyle: .black)
        let counter = TapCounter()
        button.addTarget(counter, action: TapCounter.tapped, for: .primaryActionTriggered)
        #expect(button.handle(KeyEvent(.enter)))
        #expect(button.handle(KeyEvent.character(" ")))
        #expect(!button.handle(KeyEvent.character("x")))
        #expect(counter.taps == 2)

        button.isEnabled = false
        #expect(!button.handle(KeyEvent(.enter)))
        #expect(counter.taps == 2, "a disabled button ignores input")
        let disabled = render(button, size: Size(width: 17, height: 1)).cell(at: Point(x: 3, y: 0)).style
        #expect(disabled.foreground == .rgb(142, 142, 147))
        #expect(!disabled.attributes.contains(.bold))
    }

    @Test func mousePressHighlightsAndReleaseInsideTriggers() {
        let button = AddPassButton(addPassButtonStyle: .black)
        let counter = TapCounter()
        button.addTarget(counter, action: TapCounter.tapped, for: .primaryActionTriggered)
        button.frame = Rect(x: 0, y: 0, width: 17, height: 3)

        #expect(button.handle(MouseEvent(.press, at: Point(x: 4, y: 1))))
        #expect(button.isHighlighted)
        let pressed = render(button, size: Size(width: 17, height: 3)).cell(at: Point(x: 3, y: 1)).style
        #expect(pressed.background == .rgb(72, 72, 74), "pressed look is grey")
        #expect(counter.taps == 0, "nothing happens until release")
        #expect(button.handle(MouseEvent(.release, at: Point(x: 5, y: 1))))
        #expect(!button.isHighlighted)
        #expect(counter.taps == 1)

        // Dragging out cancels, as on a phone.
        #expect(button.handle(MouseEvent(.press, at: Point(x: 4, y: 1))))
        #expect(button.handle(MouseEvent(.drag, at: Point(x: 30, y: 1))))
        #expect(!button.isHighlighted)
        #expect(button.handle(MouseEvent(.release, at: Point(x: 30, y: 1))))
        #expect(counter.taps == 1)
    }

    @Test func focusUnderlinesTheLabel() {
        let button = AddPassButton(addPassButtonStyle: .black)
        #expect(button.canBecomeFocused)
        let plain = render(button, size: Size(width: 17, height: 1)).cell(at: Point(x: 3, y: 0)).style
        #expect(!plain.attributes.contains(.underline))
        let chain = FocusChain(root: button)
        #expect(chain.focus(button))
        let focused = render(button, size: Size(width: 17, height: 1)).cell(at: Point(x: 3, y: 0)).style
        #expect(focused.attributes.contains(.underline))
        #expect(chain.dispatch(KeyEvent(.enter)))
    }

    @Test func clickThroughAFocusChainFocusesAndTriggers() {
        let root = Widget()
        root.frame = Rect(x: 0, y: 0, width: 40, height: 10)
        let button = AddPassButton(addPassButtonStyle: .blackOutline)
        button.frame = Rect(x: 5, y: 4, width: 17, height: 3)
        root.addSubwidget(button)
        let counter = TapCounter()
        button.addTarget(counter, action: TapCounter.tapped, for: .primaryActionTriggered)
        let chain = FocusChain(root: root)

        #expect(chain.dispatch(MouseEvent(.press, at: Point(x: 6, y: 5))))
        #expect(chain.focused === button)
        #expect(button.isHighlighted)
        #expect(chain.dispatch(MouseEvent(.release, at: Point(x: 7, y: 5))))
        #expect(counter.taps == 1)
        #expect(!button.isHighlighted)
    }

    @Test func addedStateTintsTheCheckmark() {
        let button = AddPassButton(addPassButtonStyle: .black)
        button.isPassAdded = true
        let buffer = render(button, size: Size(width: 17, height: 1))
        #expect(buffer.lines == ["   ✓ In Wallet   "])
        #expect(buffer.cell(at: Point(x: 3, y: 0)).style.foreground == .rgb(52, 199, 89))
        #expect(buffer.cell(at: Point(x: 5, y: 0)).style.foreground == .rgb(255, 255, 255))
    }
}
