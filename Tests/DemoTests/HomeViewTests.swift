import CursesKit
import Foundation
import Testing
import WalletKit

@testable import Demo
@testable import TermUI

/// The home list: a `List` of `NavigationLink`s at the root of the demo's stack.
@MainActor
@Suite struct HomeViewTests {
    private func host() -> (HeadlessHost, URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-home-\(UUID().uuidString)")
        let wallet = WalletSource(
            pass: PassFileLoader.sample(), library: PassLibrary(directory: folder), ioInline: true)
        let host = HeadlessHost(
            size: Size(width: 80, height: 24), root: DemoRootView(initialScreen: nil, wallet: wallet))
        if host.focusedWidget == nil { host.send(KeyEvent(.tab)) }
        return (host, folder)
    }

    @Test func typingATitlesFirstLettersChoosesItsScreenAndEnterOpensIt() throws {
        let (host, folder) = host()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(host.focusedWidget is ListWidget)
        host.send(KeyEvent.character("n"))
        #expect(host.lines.contains { $0.hasPrefix(" ›ncurses ") }, "\(host.lines)")
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix(" ‹ TermUI demo › ncurses "))
        host.send(KeyEvent(.escape))
        #expect(host.lines[0].hasPrefix(" TermUI demo "))
        #expect(host.focusedWidget is ListWidget, "back on the list, on the row that was opened")
        #expect(host.lines.contains { $0.hasPrefix(" ›ncurses ") })
    }
}
