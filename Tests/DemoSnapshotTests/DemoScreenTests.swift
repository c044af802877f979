import TermUITesting
import Testing

/// Every screen a person can reach in the demo, compared with golden screens.
///
/// Record goldens with `make snapshots` (or `SNAPSHOT_RECORD=failed`; a run that records
/// fails) and read them before committing: they must show what a person would see.
@Suite struct DemoScreenTests {
    // MARK: - Home

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

    /// A harness settles on the ready marker that follows an input; an input
    /// that changes nothing (the wheel over a screen that does not scroll, a
    /// key no one takes) must still be followed by one, or the wait times out.
    @Test func anInputThatChangesNothingStillSettles() async throws {
        let terminal = try await DemoApp.launch()
        let home = terminal.screen
        try terminal.scroll(.up, row: 10, col: 40)
        try await terminal.settle()
        try terminal.press(.character("~"))
        try await terminal.settle()
        #expect(terminal.screen == home)
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func homeSelectionMovesWithArrowsAndJK() async throws {
        let terminal = try await DemoApp.launch()
        let home = terminal.screen
        try terminal.press(.down)
        await assertSnapshot(of: terminal, named: "second-selected")
        try terminal.press(.up)
        try await terminal.settle()
        #expect(terminal.screen == home)
        try terminal.press(.character("j"))
        await assertSnapshot(of: terminal, named: "second-selected")
        try terminal.press(.character("k"))
        try await terminal.settle()
        #expect(terminal.screen == home)
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func clickOpensAScreen() async throws {
        let terminal = try await DemoApp.launch()
        // A person's click: the press selects the row under the pointer, the release opens it.
        try terminal.mouseDown(row: 10, col: 5)
        await assertSnapshot(of: terminal, named: "pressed-on-wallet")
        try terminal.mouseUp(row: 10, col: 5)
        try await terminal.waitFor(text: "Add to Wallet")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// Press and release read together (a fast click, or both over a slow link) are one
    /// click: ncurses reports them with one `KEY_MOUSE`, and Screen drains its mouse queue.
    @Test func clickReadInOneGoOpensAScreen() async throws {
        let terminal = try await DemoApp.launch()
        try terminal.send(Array("\u{1B}[<0;6;11M\u{1B}[<0;6;11m".utf8))
        try await terminal.waitFor(text: "Add to Wallet", timeout: .seconds(3))
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func lifecyclePaneTogglesWithL() async throws {
        let terminal = try await DemoApp.launch()
        try terminal.press(.character("l"))
        await assertSnapshot(of: terminal, named: "lifecycle-on-home")
        try terminal.press(.enter)
        await assertSnapshot(of: terminal, named: "lifecycle-after-opening-context")
        try terminal.press(.escape)
        await assertSnapshot(of: terminal, named: "lifecycle-after-going-home")
        try terminal.press(.character("l"))
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    // MARK: - Context (seed 002)

    @Test func contextOpensFromHomeAndGoesBack() async throws {
        let terminal = try await DemoApp.launch()
        let home = terminal.screen
        try terminal.press(.enter)
        await assertSnapshot(of: terminal, named: "context")
        // Esc and Backspace both go back home, to the screen as it was at launch: the list
        // has focus again, so its selected row is highlighted and Enter opens it.
        try terminal.press(.escape)
        await assertSnapshot(of: terminal, named: "back-home")
        #expect(terminal.screen.snapshotText == home.snapshotText)
        try terminal.press(.enter)
        try await terminal.waitFor(text: "UIViewRepresentableContext")
        try terminal.press(.backspace)
        await assertSnapshot(of: terminal, named: "back-home")
        #expect(terminal.screen.snapshotText == home.snapshotText)
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func contextAtAnotherSize() async throws {
        let terminal = try await DemoApp.launch(
            arguments: ["--screen", "context"], size: TerminalSize(rows: 40, cols: 120))
        await assertSnapshot(of: terminal, named: "120x40")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func contextAccentAndTypeSizeChange() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "context"])
        try terminal.press(.character("a"))
        await assertSnapshot(of: terminal, named: "accent-orange")
        try terminal.press(.character("+"))
        await assertSnapshot(of: terminal, named: "type-larger")
        try terminal.press(.character("-"))
        try await terminal.settle()
        try terminal.press(.character("-"))
        await assertSnapshot(of: terminal, named: "type-smaller")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// The label's colour passes through intermediate colours: every committed frame is
    /// kept, so the check does not depend on catching the animation in the act.
    @Test func contextAnimatedAccentChangeEndsInTheNewColour() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "context"])
        try terminal.press(.character("m"))
        await assertSnapshot(of: terminal, named: "animation-on")
        let label = (row: 5, col: 18)
        let purple = terminal.screen[row: label.row, col: label.col].style.foreground
        terminal.recordFrames()
        try terminal.press(.character("a"))
        await assertSnapshot(of: terminal, named: "animated-to-orange")
        let orange = terminal.screen[row: label.row, col: label.col].style.foreground
        let colours = terminal.recordedFrames.map { $0[row: label.row, col: label.col].style.foreground }
        #expect(purple == .indexed(134) && orange == .indexed(208))
        #expect(
            colours.contains { $0 != purple && $0 != orange },
            "no frame showed a colour between purple and orange: \(colours)")
        #expect(colours.last == orange)
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func contextTextFieldEditsTheLabel() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "context"])
        try terminal.press(.character("e"))
        await assertSnapshot(of: terminal, named: "editing")
        // While editing, q and l are text, not commands.
        for _ in 0..<12 {
            try terminal.press(.backspace)
        }
        try terminal.type(" ql")
        await assertSnapshot(of: terminal, named: "edited")
        try terminal.press(.enter)
        await assertSnapshot(of: terminal, named: "edit-done")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    // MARK: - Sizes

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

    // MARK: - Leaving

    @Test func qQuitsAndRestoresTheTerminal() async throws {
        let terminal = try await DemoApp.launch()
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
        // Back on the main screen, as the shell left it: blank, cursor shown.
        assertSnapshot(of: terminal.screen, named: "after-exit")
    }

    @Test func controlCQuitsFromAnyScreenEvenWhileEditing() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "context"])
        try terminal.press(.character("e"))
        try await terminal.settle()
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
        assertSnapshot(of: terminal.screen, named: "after-exit")
    }
}
