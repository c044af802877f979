import TermUITesting
import Testing

/// Every screen a person can reach in the demo, compared with golden screens.
///
/// Record goldens with `make snapshots` (or `SNAPSHOT_RECORD=all`) and read them before
/// committing: they must show what a person would see.
@Suite struct DemoScreenTests {
    @Test func homeAt80x24() async throws {
        let terminal = try await DemoApp.launch()
        await assertSnapshot(of: terminal, named: "home")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func homeAtAnotherSize() async throws {
        let terminal = try await DemoApp.launch(size: TerminalSize(rows: 30, cols: 100))
        await assertSnapshot(of: terminal, named: "100x30")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func tabMovesFocusAndShiftTabMovesItBack() async throws {
        let terminal = try await DemoApp.launch()
        let home = terminal.screen
        try terminal.press(.tab)
        await assertSnapshot(of: terminal, named: "field-focused")
        try terminal.press(.shiftTab)
        await assertSnapshot(of: terminal, named: "button-focused")
        #expect(terminal.screen == home)
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func buttonCountsEnterAndClicks() async throws {
        let terminal = try await DemoApp.launch()
        try terminal.press(.enter)
        await assertSnapshot(of: terminal, named: "pressed-once")
        try terminal.press(.enter)
        await assertSnapshot(of: terminal, named: "pressed-twice")
        // A person's click: the press highlights, the release inside the button counts.
        try terminal.mouseDown(row: 3, col: 4)
        await assertSnapshot(of: terminal, named: "mouse-down")
        try terminal.mouseUp(row: 3, col: 4)
        await assertSnapshot(of: terminal, named: "clicked")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func plusAdvancesTheProgressBar() async throws {
        let terminal = try await DemoApp.launch()
        try terminal.press(.character("+"))
        await assertSnapshot(of: terminal, named: "10-percent")
        try terminal.press(.character("+"))
        try await terminal.settle()
        try terminal.press(.character("+"))
        await assertSnapshot(of: terminal, named: "30-percent")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func typingInTheFieldGreets() async throws {
        let terminal = try await DemoApp.launch()
        try terminal.press(.tab)
        try await terminal.settle()
        // "q" inside the field is text, not quit.
        try terminal.type("Ada q")
        await assertSnapshot(of: terminal, named: "typed")
        try terminal.press(.backspace)
        try await terminal.settle()
        try terminal.press(.backspace)
        await assertSnapshot(of: terminal, named: "backspaced")
        try terminal.press(.tab)
        try await terminal.settle()
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func resizingRelaysOutAndComesBack() async throws {
        let terminal = try await DemoApp.launch()
        let home = terminal.screen
        try terminal.resize(rows: 40, cols: 120)
        await assertSnapshot(of: terminal, named: "120x40")
        try terminal.resize(rows: 24, cols: 80)
        await assertSnapshot(of: terminal, named: "back-to-80x24")
        #expect(terminal.screen == home)
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func tooSmallShowsAMessageAndRecovers() async throws {
        let terminal = try await DemoApp.launch()
        let home = terminal.screen
        try terminal.resize(rows: 5, cols: 20)
        await assertSnapshot(of: terminal, named: "20x5")
        try terminal.resize(rows: 24, cols: 80)
        await assertSnapshot(of: terminal, named: "recovered")
        #expect(terminal.screen == home)
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// Press and release read together (a fast click, or both over a slow link) are lost:
    /// nothing happens until the next input arrives. Found by this suite; a CursesKit input
    /// issue. When it is fixed this known issue stops occurring and the test says so.
    @Test func clickReadInOneGoCounts() async throws {
        let terminal = try await DemoApp.launch()
        try terminal.send(Array("\u{1B}[<0;5;4M\u{1B}[<0;5;4m".utf8))
        await withKnownIssue("press + release in one read are not handled until more input") {
            try await terminal.waitFor(text: "Pressed 1 time ", timeout: .seconds(3))
        }
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func qQuitsAndRestoresTheTerminal() async throws {
        let terminal = try await DemoApp.launch()
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
        // Back on the main screen, as the shell left it: blank, cursor shown.
        assertSnapshot(of: terminal.screen, named: "after-exit")
    }

    @Test func controlCQuitsAndRestoresTheTerminal() async throws {
        let terminal = try await DemoApp.launch()
        try terminal.press(.control("c"))
        await terminal.expectCleanExit()
        assertSnapshot(of: terminal.screen, named: "after-exit")
    }
}
