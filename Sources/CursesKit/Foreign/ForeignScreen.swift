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
/// which makes this screen current and then restores the one before. It exists
/// while at least one ``ForeignWindow`` does; the last one to close ends it.
@MainActor
final class ForeignScreen {
    /// The terminal type the screen is made for: 256 colours and the pairs to
    /// go with them, whatever the real terminal is.
    static let terminalTypes = ["xterm-256color", "xterm", "ansi", "dumb"]

    private static var current: ForeignScreen?
    private static var users = 0

    let screen: OpaquePointer
    /// Styles to attributes and pairs on this screen, and pairs back to colours.
    let colors: ColorPairCache
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>

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
        self.screen = screen
        self.output = output
        self.input = input
        colors = ColorPairCache(capability: .detect(screen: screen), screen: screen)
    }

    /// The shared screen, made on first use; each call must be balanced by ``release()``.
    static func acquire() -> ForeignScreen? {
        if current == nil { current = ForeignScreen() }
        guard let screen = current else { return nil }
        users += 1
        return screen
    }

    /// One user fewer; the last one ends and frees the screen.
    static func release() {
        users -= 1
        guard users == 0, let screen = current else { return }
        current = nil
        screen.end()
    }

    /// Whether the shared screen exists now (for tests that count what is left).
    static var isOpen: Bool { current != nil }

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

    /// Frees the screen without `endwin`: it never changed a terminal's modes,
    /// and `endwin` would reset signal handling the real screen set up.
    private func end() {
        delscreen(screen)
        fclose(output)
        fclose(input)
    }
}
