import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The ncurses terminal that foreign windows live on: made with `newterm` on
/// `/dev/null`, never refreshed, so nothing drawn on it reaches a terminal
/// except through the read-back into a ``Surface``.
///
/// A library that draws itself (libmenu, libform) allocates pads and colour
/// pairs on the current screen, so its calls run inside ``perform(_:)``,
/// which makes this screen current and then restores the one before. It is made
/// when the first ``ForeignWindow`` is and then kept for the life of the process:
/// ncurses' `delscreen` frees every window on its list, and in the library Debian
/// ships (`libncursesw`, not the reentrant `libncursest`) that list is global, so
/// ending this screen freed the app's own screen windows too. Valgrind showed the
/// demo's next frame reading them (`getmaxx` in a block `delscreen` had freed), and
/// after a few visits of the ncurses screen `wnoutrefresh` crashed.
@MainActor
final class ForeignScreen {
    /// The terminal type the screen is made for: 256 colours and the pairs to
    /// go with them, whatever the real terminal is.
    static let terminalTypes = ["xterm-256color", "xterm", "ansi", "dumb"]

    private static var current: ForeignScreen?
    /// The windows open on it now (the screen stays when they are all closed).
    private static var users = 0

    let screen: OpaquePointer
    /// Styles to attributes and pairs on this screen, and pairs back to colours.
    let colors: ColorPairCache

    private init?() {
        guard let output = fopen("/dev/null", "w") else { return nil }
        guard let input = fopen("/dev/null", "r") else {
            fclose(output)
            return nil
        }
        // newterm makes the new screen current; whatever was current (none, in a
        // program that has not opened its terminal yet) is made current again.
        let previous = set_term(nil)
        defer { _ = set_term(previous) }
        var made: OpaquePointer?
        for type in Self.terminalTypes where made == nil {
            made = newterm(type, output, input)
        }
        guard let screen = made else {
            fclose(output)
            fclose(input)
            return nil
        }
        // `output` and `input` stay open with the screen, for the life of the process.
        self.screen = screen
        colors = ColorPairCache(capability: .detect(screen: screen), screen: screen)
    }

    /// The shared screen, made on first use; each call must be balanced by ``release()``.
    static func acquire() -> ForeignScreen? {
        if current == nil { current = ForeignScreen() }
        guard let screen = current else { return nil }
        users += 1
        return screen
    }

    /// One user fewer. The screen stays, for the next window and because ending
    /// it would free the app's own windows (see above).
    static func release() {
        precondition(users > 0, "a foreign window released the screen twice")
        users -= 1
    }

    /// How many windows use the shared screen now (for tests that count what is left).
    static var userCount: Int { users }

    /// Runs `body` with this screen current (what libmenu and libform allocate
    /// goes on it), then makes the previous screen current again, even none.
    ///
    /// The screen is never left current: a program that then opens its own
    /// terminal runs `setupterm` and `del_curterm`, which would take the current
    /// screen's terminal description with them (seen as a crash in `alloc_pair_sp`).
    func perform<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let previous = set_term(screen)
        defer {
            if previous != screen { _ = set_term(previous) }
        }
        return try body()
    }
}
