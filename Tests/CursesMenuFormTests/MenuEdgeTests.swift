import CursesKit
import CursesMenu
import Testing

/// A libmenu menu at its edges: Backspace with nothing typed goes on to the
/// app (the demo goes back with it), a click on a scrolled menu takes the item
/// under the pointer, Enter in an empty menu chooses nothing.
@MainActor
@Suite struct MenuEdgeTests {
    @MainActor
    private final class Choices: MenuWidgetDelegate {
        var chosen: [Int] = []
        func menuWidget(_ menu: MenuWidget, didMoveToItemAt index: Int) {}
        func menuWidget(_ menu: MenuWidget, didChangeSelection selection: Set<Int>) {}
        func menuWidget(_ menu: MenuWidget, didChooseItemAt index: Int) { chosen.append(index) }
    }

    private func menu(_ names: [String], height: Int = 4) -> (MenuWidget, WidgetStage, Choices) {
        let menu = MenuWidget()
        menu.mark = ">"
        menu.items = names.map { MenuItem($0) }
        let choices = Choices()
        menu.delegate = choices
        let stage = WidgetStage(
            menu, at: Rect(x: 0, y: 0, width: 10, height: height), size: Size(width: 10, height: height))
        stage.frame()
        return (menu, stage, choices)
    }

    @Test func backspaceWithNothingTypedGoesOnAndWithALetterTakesItBack() {
        let (menu, stage, _) = menu(["Tea", "Coffee", "Water"])
        #expect(!stage.send(KeyEvent(.backspace)), "Backspace was kept: the app never sees it")
        #expect(stage.send(.character("w")))
        #expect(menu.pattern == "w")
        #expect(stage.send(KeyEvent(.backspace)))
        #expect(menu.pattern == "")
    }

    @Test func aClickOnAScrolledMenuTakesTheItemUnderThePointer() {
        let (menu, stage, _) = menu(["Tea", "Coffee", "Juice", "Water"], height: 2)
        stage.send(KeyEvent(.down))
        stage.send(KeyEvent(.down))
        #expect(stage.frame() == [" Coffee   ", ">Juice    "])
        _ = stage.focus.dispatch(MouseEvent(.press, at: Point(x: 2, y: 0)))
        #expect(menu.currentIndex == 1, "the item on the row clicked, Coffee")
        #expect(stage.frame()[0] == ">Coffee   ")
    }

    @Test func enterInAnEmptyMenuChoosesNothing() {
        let (_, stage, choices) = menu([])
        #expect(!stage.send(KeyEvent(.enter)))
        #expect(choices.chosen.isEmpty)
    }
}
