import CNcurses

/// An ncurses window for a C library that draws itself (libmenu, libform, or
/// any other that takes a `WINDOW *`): the library draws into it, and
/// ``draw(in:)`` reads its cells back and draws them through a ``Surface``.
///
/// The window is a pad on a terminal nobody sees, so the library never
/// writes to the real terminal: what it drew reaches the screen only through
/// CursesKit's one renderer, which clips it, dims it under a sheet, leaves it
/// out when it is scrolled away and sends only the cells that changed.
/// Run every call into the library inside ``perform(_:)``: libmenu and libform
/// allocate pads and colour pairs on ncurses' current terminal.
///
/// ```swift
/// let window = ForeignWindow(size: Size(width: 30, height: 6))
/// window.perform {
///     set_menu_win(menu, UnsafeMutablePointer(window.pointer))
///     post_menu(menu)
/// }
/// ```
@MainActor
public final class ForeignWindow {
    /// Why a window could not be made.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// ncurses could not open its off-screen terminal (no terminfo entry at all).
        case noTerminal
        /// `newpad` failed for the size (out of memory).
        case cannotCreate(Size)

        /// A sentence for a person.
        public var description: String {
            switch self {
            case .noTerminal: "ncurses could not open a terminal for foreign windows (no terminfo entry)"
            case .cannotCreate(let size): "ncurses could not make a \(size.width)×\(size.height) window"
            }
        }
    }

    private let screen: ForeignScreen
    private var window: UnsafeMutablePointer<WINDOW>?

    /// The window's size in cells.
    public private(set) var size: Size

    /// Makes a window of `size` (each side at least 1).
    public init(size: Size) throws(Failure) {
        guard let screen = ForeignScreen.acquire() else { throw .noTerminal }
        let clamped = Size(width: max(1, size.width), height: max(1, size.height))
        guard
            let made = screen.perform({
                newpad_sp(screen.screen, Int32(clamped.height), Int32(clamped.width))
            })
        else {
            ForeignScreen.release()
            throw .cannotCreate(clamped)
        }
        self.screen = screen
        window = made
        self.size = clamped
        LiveInstanceCounter.foreignWindows.increment()
    }

    isolated deinit { close() }

    /// The ncurses `WINDOW *` to hand the library (`UnsafeMutablePointer(window.pointer)`);
    /// `nil` once ``close()`` has freed it.
    public var pointer: OpaquePointer? { window.map(OpaquePointer.init) }

    /// True until ``close()``.
    public var isOpen: Bool { window != nil }

    /// Makes the window `size` (each side at least 1), keeping what fits.
    /// The library must not be posted on it while it changes size.
    public func resize(to size: Size) {
        let clamped = Size(width: max(1, size.width), height: max(1, size.height))
        guard let window, clamped != self.size else { return }
        if screen.perform({ wresize(window, Int32(clamped.height), Int32(clamped.width)) }) == OK {
            self.size = clamped
        }
    }

    /// Runs `body` with the window's terminal current, for the calls that
    /// allocate on it (`post_menu`, `post_form`, new pairs), then restores the
    /// terminal that was current.
    public func perform<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try screen.perform(body)
    }

    /// Where the library left the window's cursor.
    public var cursor: Point {
        guard let window else { return .zero }
        return Point(x: Int(getcurx(window)), y: Int(getcury(window)))
    }

    /// The `chtype` attributes a library takes (`set_menu_fore`, `set_field_back`)
    /// for `style`: attribute bits and a colour pair on the window's terminal.
    /// Colours beyond the first 255 pairs are dropped (a `chtype` holds 8 bits
    /// of pair); read back, the cell shows the style again.
    public func attributes(for style: Style) -> UInt32 {
        let rendition = screen.perform { screen.colors.rendition(for: style) }
        let pair = rendition.pair < 256 ? UInt32(rendition.pair) << 8 : 0
        return UInt32(rendition.attributes) | pair
    }

    /// The cell at `point`, as drawn by the library.
    public func cell(at point: Point) -> CellBuffer.Cell {
        guard let window, point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
            return .blank
        }
        let y = getcury(window)
        let x = getcurx(window)
        defer { wmove(window, y, x) }
        return WindowCellReader.cell(of: window, at: point, colors: screen.colors)
    }

    /// Draws the window's cells into `surface` from its top left corner, as
    /// many as the surface covers, a run of one style at a time.
    ///
    /// The cursor the library left is kept (reading a cell moves it).
    public func draw(in surface: Surface) {
        guard let window else { return }
        let y0 = getcury(window)
        let x0 = getcurx(window)
        defer { wmove(window, y0, x0) }
        let columns = min(size.width, surface.size.width)
        for y in 0..<min(size.height, surface.size.height) {
            var run = ""
            var runStyle = Style.plain
            var runStart = 0
            var x = 0
            while x < columns {
                let cell = WindowCellReader.cell(of: window, at: Point(x: x, y: y), colors: screen.colors)
                if cell.width == 0 {
                    // The right half of a wide glyph whose left half was drawn (or clipped).
                    x += 1
                    continue
                }
                if cell.style != runStyle, !run.isEmpty {
                    surface.draw(run, at: Point(x: runStart, y: y), style: runStyle)
                    run = ""
                }
                if run.isEmpty {
                    runStart = x
                    runStyle = cell.style
                }
                run += cell.text.isEmpty ? " " : cell.text
                x += max(1, cell.width)
            }
            if !run.isEmpty { surface.draw(run, at: Point(x: runStart, y: y), style: runStyle) }
        }
    }

    /// Frees the window; later calls do nothing. The library must have let
    /// go of it first (`unpost_menu`, `unpost_form`).
    public func close() {
        guard let window else { return }
        self.window = nil
        screen.perform { _ = delwin(window) }
        LiveInstanceCounter.foreignWindows.decrement()
        ForeignScreen.release()
    }
}
