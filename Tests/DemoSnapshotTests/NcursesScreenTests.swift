import TermUITesting
import Testing

/// The ncurses screen: libmenu and libform drawing themselves inside the demo,
/// composed by CursesKit's renderer. Each step that could leave a stale cell
/// (an edit, a resize, scrolling the form away, a sheet over it and its
/// dismissal) is compared with a golden and then with a full repaint of the
/// same state: a cell an incremental frame left behind differs from the repaint.
@Suite struct NcursesScreenTests {
    static let small = TerminalSize(rows: 20, cols: 60)

    @Test(arguments: [TerminalSize.standard, small])
    func opensWithTheMenusTheFormAndTheSummary(size: TerminalSize) async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "ncurses"], size: size)
        await assertSnapshot(of: terminal, named: "\(size.cols)x\(size.rows)")
        try await expectNoStaleCells(terminal)
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// The SwiftUI summary follows the menus as they move and mark, and the
    /// form as each field is committed; a letter in the integer field is refused.
    @Test func editsReachTheSummary() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "ncurses"])
        try terminal.press(.down, .down)
        try await terminal.waitFor(text: "drink     Juice")
        try terminal.press(.tab, .down, .character(" "))
        try await terminal.waitFor(text: "extras    Milk, Sugar")
        try terminal.press(.tab, .end)
        try terminal.type("x")
        try await terminal.waitFor(text: "quantity: 'x' is not allowed here")
        try terminal.type("2")
        try terminal.press(.tab)
        try await terminal.waitFor(text: "quantity  12")
        await assertSnapshot(of: terminal, named: "edited")
        try await expectNoStaleCells(terminal)
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }

    @Test func resizingKeepsTheEditInProgressAndLeavesNoStaleCells() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "ncurses"])
        let opened = terminal.screen
        try terminal.press(.tab, .tab, .end)
        try terminal.type("7")
        try await terminal.waitFor(text: "17")
        try terminal.resize(rows: Self.small.rows, cols: Self.small.cols)
        await assertSnapshot(of: terminal, named: "60x20-while-editing")
        try await expectNoStaleCells(terminal)
        try terminal.resize(rows: TerminalSize.standard.rows, cols: TerminalSize.standard.cols)
        try await terminal.settle()
        try terminal.press(.backspace, .shiftTab, .shiftTab)
        try await terminal.settle()
        #expect(terminal.screen.lines == opened.lines, "back at 80×24 with the edit undone: as opened")
        try await expectNoStaleCells(terminal)
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }

    /// At 60×20 the screen scrolls: the wheel over the summary scrolls the
    /// menus away and the form up; scrolling back shows the menus as they were.
    @Test func scrollingTheMenusAwayLeavesNoStaleCells() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "ncurses"], size: Self.small)
        // Focus on the first menu scrolled it fully into view; from the top:
        for _ in 0..<2 { try terminal.scroll(.up, row: 6, col: 40) }
        try await terminal.waitFor(text: "Drink")
        let top = terminal.screen
        for _ in 0..<4 { try terminal.scroll(.down, row: 6, col: 40) }
        try await terminal.waitFor(text: "one renderer")
        await assertSnapshot(of: terminal, named: "scrolled-away")
        try await expectNoStaleCells(terminal)
        try terminal.press(.tab, .tab)
        try await terminal.waitFor(text: "Tab field")
        await assertSnapshot(of: terminal, named: "form-focused")
        try await expectNoStaleCells(terminal)
        try terminal.press(.tab, .tab, .tab)
        for _ in 0..<8 { try terminal.scroll(.up, row: 6, col: 40) }
        try await terminal.waitFor(text: "Drink")
        await assertSnapshot(of: terminal, named: "back-at-the-top")
        #expect(terminal.screen.lines[2...5] == top.lines[2...5], "the menus come back as they were")
        try await expectNoStaleCells(terminal)
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }

    @Test(arguments: [TerminalSize.standard, small])
    func aSheetOverTheFormLeavesNoStaleCells(size: TerminalSize) async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "ncurses"], size: size)
        try terminal.press(.tab, .tab, .enter)
        try terminal.type("ABC-12")
        try terminal.press(.enter, .control("u"))
        try terminal.type("exp")
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Order placed")
        await assertSnapshot(of: terminal, named: "sheet-\(size.cols)x\(size.rows)")
        try await expectNoStaleCells(terminal)
        try terminal.press(.escape)
        try await terminal.waitFor(text: "shipping  express")
        await assertSnapshot(of: terminal, named: "dismissed-\(size.cols)x\(size.rows)")
        try await expectNoStaleCells(terminal)
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }

    /// A full repaint of the same state changes no cell.
    private func expectNoStaleCells(
        _ terminal: Terminal, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await terminal.settle()
        let shown = terminal.screen
        try terminal.redrawEverything()
        try await terminal.settle()
        #expect(terminal.screen == shown, "a full repaint changed cells", sourceLocation: sourceLocation)
    }
}
