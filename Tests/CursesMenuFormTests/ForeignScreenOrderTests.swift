import CursesKit
import CursesMenu
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
@Suite struct ForeignScreenOrderTests {
    /// Widgets are made before an app opens its terminal. Opening it runs
    /// `setupterm` and `del_curterm`, which took the terminal description of
    /// whatever screen was current; the foreign windows' screen is never left
    /// current, so libmenu still allocates its colours afterwards.
    @Test func aMenuMadeBeforeTheAppsTerminalOpensStillDrawsInColour() throws {
        let menu = MenuWidget()
        menu.items = [MenuItem("Tea"), MenuItem("Coffee")]
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        let screen = try Screen(inputFD: null, outputFD: null, terminalType: "xterm-256color")
        defer { screen.end() }
        // As TermUI's hosts do, the foreign widgets go before the terminal ends:
        // a window freed after its app's screen is gone would restore a dead one.
        defer { menu.close() }
        menu.selectedItemStyle = Style(foreground: .ansi(.cyan), attributes: .reverse)
        let stage = WidgetStage(
            menu, at: Rect(x: 0, y: 0, width: 8, height: 2), size: Size(width: 8, height: 2))
        #expect(stage.frame() == ["-Tea    ", " Coffee "])
        #expect(stage.buffer.cell(at: Point(x: 1, y: 0)).style.foreground == .ansi(.cyan))
    }
}
