import Foundation
import TermUITesting
import Testing

/// The wallet screen (seed 000): the credential, the Add to Wallet button and the
/// wallet list, compared with golden screens.
///
/// Every launch gets an empty wallet of its own (the harness's temporary HOME) unless a
/// test passes a ``TemporaryDataHome``.
/// The wallet's file I/O runs off the main actor, so a test waits for its result on
/// screen (a condition, never a sleep) before comparing.
@Suite struct WalletScreenTests {
    /// Launches the demo on the wallet screen and waits until the wallet was read.
    func launchWallet(
        environment: [String: String] = [:], size: TerminalSize = .standard
    ) async throws -> Terminal {
        let terminal = try await DemoApp.launch(
            arguments: ["--screen", "wallet"], environment: environment, size: size)
        try await terminal.waitFor("the wallet read") { !$0.contains("Reading the wallet") }
        return terminal
    }

    @Test func walletAddsThePassAndListsIt() async throws {
        let terminal = try await launchWallet()
        // At rest, as opened: the Add to Wallet button has focus (its label underlined).
        await assertSnapshot(of: terminal, named: "wallet")
        try terminal.press(.enter)
        try await terminal.waitFor(text: "✓ In Wallet")
        await assertSnapshot(of: terminal, named: "pass-added")
        try terminal.press(.character("w"))
        await assertSnapshot(of: terminal, named: "wallet-sheet")
        try terminal.press(.escape)
        await assertSnapshot(of: terminal, named: "sheet-dismissed")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func walletAtAnotherSize() async throws {
        let terminal = try await launchWallet(size: TerminalSize(rows: 40, cols: 120))
        await assertSnapshot(of: terminal, named: "120x40")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func tabMovesFocusFromAddToTheWalletButton() async throws {
        let terminal = try await launchWallet()
        let atRest = terminal.screen
        try terminal.press(.tab)
        await assertSnapshot(of: terminal, named: "wallet-button-focused")
        // Enter now presses the focused Wallet button: the (empty) list opens, nothing is added.
        try terminal.press(.enter)
        try await terminal.waitFor(text: "No passes yet")
        try terminal.press(.escape)
        try await terminal.waitFor("the sheet closed") { !$0.contains("No passes yet") }
        try terminal.press(.shiftTab)
        try await terminal.waitFor("focus back on Add to Wallet") { $0 == atRest }
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func openedFromHomeTheButtonHasFocus() async throws {
        let terminal = try await DemoApp.launch()
        try terminal.press(.down)
        try terminal.press(.down)
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Add to Wallet")
        // No Tab needed: Enter presses the button straight away.
        try terminal.press(.enter)
        try await terminal.waitFor(text: "✓ In Wallet", timeout: .seconds(5))
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func walletSheetWhenEmpty() async throws {
        let terminal = try await launchWallet()
        try terminal.press(.character("w"))
        await assertSnapshot(of: terminal, named: "empty-sheet")
        try terminal.press(.escape)
        try await terminal.settle()
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// The wallet list is a `List` whose `.onDelete` asks first, in a
    /// confirmation dialog over the sheet: Esc there cancels the dialog
    /// alone (the pass stays), Enter on its Remove removes the pass it was
    /// opened for, and focus falls back on Close.
    @Test func removingFromTheListAsksFirstAndLeavesFocusOnClose() async throws {
        let terminal = try await launchWallet()
        try terminal.press(.enter)
        try await terminal.waitFor(text: "✓ In Wallet")
        // One key at a time, each after the screen shows its effect, as a person types.
        try terminal.press(.character("w"))
        try await terminal.waitFor(text: "[ Remove… ]")
        // Close has focus; Tab wraps to the list, its first pass selected.
        try terminal.press(.tab)
        try await terminal.waitFor(text: "›Terminal Air")
        try terminal.press(.delete)
        try await terminal.waitFor(text: "Remove this pass from the wallet?")
        await assertSnapshot(of: terminal, named: "confirm")
        try terminal.press(.escape)
        try await terminal.waitFor("the dialog closed, the list still open") {
            !$0.contains("Remove this pass") && $0.contains("›Terminal Air")
        }
        try terminal.press(.delete)
        try await terminal.waitFor(text: "Remove this pass from the wallet?")
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Removed")
        await assertSnapshot(of: terminal, named: "removed")
        // Close has focus: Enter closes the list, and the button offers to add again.
        try terminal.press(.enter)
        try await terminal.waitFor(text: "▤ Add to Wallet")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// A problem message beside the button takes the room it needs; the button's frame
    /// narrows and it shows its short label, "▤ Add".
    @Test func aNarrowButtonShowsItsShortLabel() async throws {
        let dataHome = try TemporaryDataHome()
        defer { dataHome.remove() }
        // A file where the wallet's folder should be: the wallet cannot be opened.
        try Data("not a folder\n".utf8).write(to: dataHome.url.appendingPathComponent("termui-demo"))
        let terminal = try await launchWallet(
            environment: dataHome.environment, size: TerminalSize(rows: 20, cols: 60))
        await assertSnapshot(of: terminal, named: "60x20-problem")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    @Test func anAddedPassIsStillThereAfterRelaunch() async throws {
        let dataHome = try TemporaryDataHome()
        defer { dataHome.remove() }
        let first = try await launchWallet(environment: dataHome.environment)
        try first.press(.enter)
        try await first.waitFor(text: "✓ In Wallet")
        try first.press(.character("q"))
        await first.expectCleanExit()

        let second = try await launchWallet(environment: dataHome.environment)
        await assertSnapshot(of: second, named: "relaunched")
        try second.press(.character("w"))
        await assertSnapshot(of: second, named: "relaunched-list")
        try second.press(.escape)
        try await second.settle()
        try second.press(.character("q"))
        await second.expectCleanExit()
    }

    /// A wallet file that never answers (a FIFO nobody writes: a read blocks, as on a
    /// hung disk) keeps the wallet "reading", and the screen still answers every key:
    /// the wallet's I/O is off the main actor.
    @Test func aHungDiskNeverFreezesTheScreen() async throws {
        let dataHome = try TemporaryDataHome()
        defer { dataHome.remove() }
        let folder = dataHome.url.appendingPathComponent("termui-demo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("wallet.json").path, 0o600) == 0)

        let terminal = try await DemoApp.launch(
            arguments: ["--screen", "wallet"], environment: dataHome.environment)
        try await terminal.waitFor(text: "Reading the wallet…")
        try terminal.press(.character("w"))
        try await terminal.waitFor(text: "Your wallet")
        try terminal.press(.escape)
        try await terminal.waitFor("the sheet closed") { !$0.contains("Your wallet") }
        #expect(terminal.screen.contains("Reading the wallet…"), "the read is still hung")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
