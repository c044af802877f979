import CursesKit
import CursesMenu
import Testing

/// Records what a menu tells its delegate.
@MainActor
private final class MenuLog: MenuWidgetDelegate {
    var moves: [Int] = []
    var selections: [Set<Int>] = []
    var choices: [Int] = []

    func menuWidget(_ menu: MenuWidget, didMoveToItemAt index: Int) { moves.append(index) }
    func menuWidget(_ menu: MenuWidget, didChangeSelection selection: Set<Int>) {
        selections.append(selection)
    }
    func menuWidget(_ menu: MenuWidget, didChooseItemAt index: Int) { choices.append(index) }
}

@MainActor
private func drinks(multiple: Bool = false, height: Int = 4) -> (MenuWidget, WidgetStage, MenuLog) {
    let menu = MenuWidget()
    menu.mark = multiple ? "*" : ">"
    menu.allowsMultipleSelection = multiple
    menu.items = [
        MenuItem("Tea", description: "hot"), MenuItem("Coffee", description: "hot"),
        MenuItem("Juice", description: "cold"), MenuItem("Water", description: "still"),
    ]
    let log = MenuLog()
    menu.delegate = log
    let stage = WidgetStage(
        menu, at: Rect(x: 0, y: 0, width: 14, height: height), size: Size(width: 14, height: height))
    stage.frame()
    return (menu, stage, log)
}

@MainActor
@Suite struct MenuWidgetTests {
    @Test func libmenuDrawsItemsMarkAndDescriptions() {
        let (_, stage, _) = drinks()
        #expect(
            stage.frame() == [
                ">Tea    hot   ", " Coffee hot   ", " Juice  cold  ", " Water  still ",
            ])
        #expect(stage.buffer.cell(at: Point(x: 1, y: 0)).style.attributes.contains(.reverse))
        #expect(!stage.buffer.cell(at: Point(x: 1, y: 1)).style.attributes.contains(.reverse))
    }

    @Test func arrowsAreLibmenuRequestsAndTheItemHookReachesTheDelegate() {
        let (menu, stage, log) = drinks()
        #expect(!stage.send(KeyEvent(.up)), "libmenu refuses ↑ on the first item: it goes on")
        stage.send(KeyEvent(.down))
        stage.send(KeyEvent(.down))
        #expect(menu.currentIndex == 2)
        #expect(log.moves == [1, 2])
        #expect(stage.frame()[2] == ">Juice  cold  ")
        stage.send(KeyEvent(.enter))
        #expect(log.choices == [2])
        menu.currentIndex = 0
        #expect(log.moves == [1, 2], "a move the app makes is not reported back")
    }

    @Test func typingSearchesWithLibmenusPattern() {
        let (menu, stage, _) = drinks()
        #expect(stage.send(.character("w")))
        #expect(menu.currentIndex == 3)
        #expect(menu.pattern == "w")
        #expect(!stage.send(.character("z")), "nothing matches: the key goes on")
        #expect(stage.send(KeyEvent(.escape)))
        #expect(menu.pattern == "")
    }

    /// libmenu draws the mark (and the selected style) on every selected item
    /// and on the current one, where the terminal cursor also shows.
    @Test func aMultiValuedMenusSelectionMatchesItsMarks() {
        let (menu, stage, log) = drinks(multiple: true)
        stage.send(.character(" "))
        stage.send(KeyEvent(.down))
        stage.send(KeyEvent(.down))
        stage.send(.character(" "))
        stage.send(KeyEvent(.down))
        #expect(log.selections == [[0], [0, 2]])
        #expect(menu.selection == [0, 2])
        #expect(marks(stage.frame()) == [0, 2, 3], "the selected items, and the current one")
        #expect(stage.focus.focused?.cursorPosition == Point(x: 0, y: 3))
        stage.send(KeyEvent(.up))
        menu.selection = [1]
        #expect(menu.selection == [1])
        #expect(marks(stage.frame()) == [1, 2], "the app's selection, and the current item")
        stage.send(KeyEvent(.down))
        #expect(marks(stage.frame()) == [1, 3])
        #expect(log.selections.count == 2, "a selection the app sets is not reported back")
    }

    private func marks(_ lines: [String]) -> Set<Int> {
        Set(lines.indices.filter { lines[$0].hasPrefix("*") })
    }

    @Test func aClickMovesToTheItemUnderThePointerAndTogglesItsMark() {
        let (menu, stage, log) = drinks(multiple: true)
        _ = stage.focus.dispatch(MouseEvent(.press, at: Point(x: 3, y: 3)))
        #expect(menu.currentIndex == 3)
        #expect(menu.selection == [3])
        #expect(log.selections == [[3]])
    }

    @Test func aShorterFrameScrollsTheItemsInsteadOfCuttingThem() {
        let (menu, stage, _) = drinks(height: 2)
        #expect(stage.frame() == [">Tea    hot   ", " Coffee hot   "])
        stage.send(KeyEvent(.down))
        stage.send(KeyEvent(.down))
        #expect(stage.frame() == [" Coffee hot   ", ">Juice  cold  "])
        menu.frame = Rect(x: 0, y: 0, width: 14, height: 4)
        stage.buffer.clear()
        #expect(stage.frame().count == 2)
        #expect(menu.currentIndex == 2, "a rebuild keeps the current item")
    }

    /// The size is kept between layouts and follows each property it reads.
    @Test func theIntrinsicSizeFollowsTheItemsMarkColumnsAndDescriptions() {
        let (menu, _, _) = drinks()
        // ">" + "Coffee" + the description's space + "still".
        #expect(menu.intrinsicContentSize == Size(width: 13, height: 4))
        #expect(menu.intrinsicContentSize == Size(width: 13, height: 4), "asked again: the same")
        menu.items.append(MenuItem("Lemonade", description: "cold"))
        #expect(menu.intrinsicContentSize == Size(width: 15, height: 5))
        menu.mark = ">>"
        #expect(menu.intrinsicContentSize == Size(width: 16, height: 5))
        menu.showsDescriptions = false
        #expect(menu.intrinsicContentSize == Size(width: 10, height: 5))
        menu.columns = 2
        #expect(menu.intrinsicContentSize.height == 3)
        menu.rows = 1
        #expect(menu.intrinsicContentSize.height == 1)
    }

    @Test func closingFreesTheMenuItsItemsAndItsWindow() {
        let menus = LiveInstanceCounter.menus.count
        let items = LiveInstanceCounter.menuItems.count
        let windows = LiveInstanceCounter.foreignWindows.count
        do {
            let (menu, _, _) = drinks()
            #expect(LiveInstanceCounter.menus.count == menus + 1)
            #expect(LiveInstanceCounter.menuItems.count == items + 4)
            menu.close()
        }
        #expect(LiveInstanceCounter.menus.count == menus)
        #expect(LiveInstanceCounter.menuItems.count == items)
        #expect(LiveInstanceCounter.foreignWindows.count == windows)
    }
}
