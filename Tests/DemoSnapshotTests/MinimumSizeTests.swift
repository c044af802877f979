import TermUITesting
import Testing

/// Every screen at the stated minimum (60×20) and just above it (66×20): complete,
/// no word lost, nothing cut without an ellipsis. Read each golden before committing.
@Suite struct MinimumSizeTests {
    static let sizes = [TerminalSize(rows: 20, cols: 60), TerminalSize(rows: 20, cols: 66)]

    /// The context screen's explanation, which must wrap without losing a word.
    static let contextParagraph =
        "updateWidget reads context.environment.accentColor and dynamicTypeSize, so it runs again "
        + "whenever either changes; with animation on, context.transaction.animation is set "
        + "and the label animates its colour with Widget.animate."

    /// The words of the screen in reading order, with the frame's borders taken out.
    private func words(of screen: TerminalScreen) -> [Substring] {
        screen.lines.joined(separator: " ").split { $0 == " " || $0 == "│" }
    }

    /// True when `sentence`'s words appear on the screen one after another.
    private func showsEveryWord(of sentence: String, on screen: TerminalScreen) -> Bool {
        let wanted = sentence.split(separator: " ")
        let shown = words(of: screen)
        guard let start = shown.firstIndex(of: wanted[0]) else { return false }
        return Array(shown[start...].prefix(wanted.count)) == wanted
    }

    @Test(arguments: sizes)
    func home(size: TerminalSize) async throws {
        let terminal = try await DemoApp.launch(size: size)
        await assertSnapshot(of: terminal, named: "home-\(size.cols)x\(size.rows)")
        let screen = terminal.screen
        // A summary too long for the row ends in "…" rather than stopping mid-word.
        let summaryRow = try #require(screen.lines.first { $0.contains("LabelRep re-tinted") })
        #expect(summaryRow.trimmingTrailingSpaces.hasSuffix("…"), "\(summaryRow)")
        // The note under the list is whole: its long form where there is room, else its short one.
        #expect(
            showsEveryWord(of: "Going back home dismantles the screen's widgets.", on: screen)
                || showsEveryWord(of: "Press l on any screen for the lifecycle pane.", on: screen))
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test(arguments: sizes)
    func context(size: TerminalSize) async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "context"], size: size)
        await assertSnapshot(of: terminal, named: "context-\(size.cols)x\(size.rows)")
        let screen = terminal.screen
        #expect(showsEveryWord(of: Self.contextParagraph, on: screen), "\(screen.lines)")
        #expect(
            screen.lines[0].trimmingTrailingSpaces == " ‹ TermUI demo › Context", "the title row is whole")
        // The label's box keeps both edges.
        let top = try #require(screen.lines.first { $0.contains("┌") })
        #expect(top.trimmingTrailingSpaces.hasSuffix("┐"), "\(top)")
        // Every key hint of the settings is on screen.
        for key in ["a", "+ / -", "m", "e"] {
            #expect(screen.lines.contains { $0.trimmingTrailingSpaces.hasSuffix(" \(key)") }, "key \(key)")
        }
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test(arguments: sizes)
    func wallet(size: TerminalSize) async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "wallet"], size: size)
        await assertSnapshot(of: terminal, named: "wallet-\(size.cols)x\(size.rows)")
        #expect(terminal.screen.contains("7Q2K9F"), "the barcode's text stands in for a code too big")
        try terminal.press(.enter)
        try await terminal.waitFor(text: "✓ In Wallet")
        try terminal.press(.character("w"))
        try await terminal.waitFor(text: "Your wallet")
        await assertSnapshot(of: terminal, named: "wallet-sheet-\(size.cols)x\(size.rows)")
        let row = try #require(terminal.screen.lines.first { $0.contains("TUI-7Q2K9F") })
        #expect(row.contains("TUI-7Q2K9F │"), "the pass's serial is whole, inside the sheet: \(row)")
        #expect(terminal.screen.contains("[ Remove… ] [ Close ] Delete removes · Esc closes"))
        try terminal.press(.escape)
        try await terminal.waitFor("the sheet closed") { !$0.contains("Your wallet") }
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// `l` works everywhere, also over a sheet (keys a sheet leaves reach the app).
    @Test func lifecyclePaneTogglesOverASheet() async throws {
        let terminal = try await DemoApp.launch(arguments: ["--screen", "wallet"])
        try terminal.press(.character("w"))
        try await terminal.waitFor(text: "No passes yet")
        try terminal.press(.character("l"))
        // The pane opens beneath the sheet (whose panel covers its title), dimmed with the screen.
        try await terminal.waitFor(text: "AddToWalletButton.makeWidget")
        #expect(terminal.screen.contains("No passes yet"), "the sheet stays open")
        try terminal.press(.character("l"))
        try await terminal.waitFor("the pane hidden") { !$0.contains("AddToWalletButton.makeWidget") }
        #expect(terminal.screen.contains("No passes yet"))
        try terminal.press(.escape)
        try await terminal.waitFor("the sheet closed") { !$0.contains("No passes yet") }
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: Substring {
        self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)]
    }
}
