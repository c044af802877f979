import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An ncurses terminal nobody sees, for tests and the benchmark: `newterm` on
/// given streams (output to `/dev/null` or a pty), one window of a given size, a
/// ``WindowSurface`` over it, and read-back of what each cell holds.
///
/// ncurses is not thread-safe: use it from one test at a time (a serialized
/// suite) and ``close()`` it at the end. Needs a UTF-8 `LC_CTYPE`; if the process
/// has none, `C.UTF-8` is set, as any ncurses program must.
@MainActor
package final class OffscreenTerminal {
    /// Why a terminal could not be made.
    package enum Failure: Error, CustomStringConvertible {
        case cannotOpen(String)
        case unknownTerminal(String)
        case cannotCreateWindow(Size)

        package var description: String {
            switch self {
            case .cannotOpen(let path): "cannot open \(path)"
            case .unknownTerminal(let term): "ncurses does not know TERM=\(term)"
            case .cannotCreateWindow(let size): "newwin failed for \(size)"
            }
        }
    }

    package let screen: OpaquePointer
    package let window: UnsafeMutablePointer<WINDOW>
    package let colors: ColorPairCache
    /// Draws into ``window``.
    package let surface: WindowSurface
    /// Where the window's cursor was left (where ncurses sends the terminal's
    /// cursor when the window is refreshed).
    package var windowCursor: Point { Point(x: Int(getcurx(window)), y: Int(getcury(window))) }
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private var isClosed = false

    /// Opens a terminal of type `term` and a window of `size` on it; output goes to
    /// `outputDescriptor` (duplicated, e.g. a pty's slave side) or to `/dev/null`.
    package init(
        size: Size, term: String = "xterm-256color", outputDescriptor: Int32? = nil
    ) throws(Failure) {
        if let current = setlocale(LC_CTYPE, nil), !String(cString: current).lowercased().contains("utf") {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        let openedOutput: UnsafeMutablePointer<FILE>?
        if let outputDescriptor {
            openedOutput = fdopen(dup(outputDescriptor), "w")
        } else {
            openedOutput = fopen("/dev/null", "w")
        }
        guard let output = openedOutput else { throw .cannotOpen("output") }
        guard let input = fopen("/dev/null", "r") else {
            fclose(output)
            throw .cannotOpen("/dev/null")
        }
        guard let screen = newterm(term, output, input) else {
            fclose(output)
            fclose(input)
            throw .unknownTerminal(term)
        }
        resize_term_sp(screen, Int32(size.height), Int32(size.width))
        guard let window = newwin_sp(screen, Int32(size.height), Int32(size.width), 0, 0) else {
            endwin_sp(screen)
            delscreen(screen)
            fclose(output)
            fclose(input)
            throw .cannotCreateWindow(size)
        }
        self.output = output
        self.input = input
        self.screen = screen
        self.window = window
        colors = ColorPairCache(capability: .detect(screen: screen), screen: screen)
        surface = WindowSurface(window: window, colors: colors)
    }

    /// Sends the window's changes to the output: `wnoutrefresh` then one `doupdate`,
    /// leaving the terminal cursor at `cursor` when one is given (as a text field asks).
    package func commit(cursor: Point? = nil) {
        if let cursor { wmove(window, Int32(cursor.y), Int32(cursor.x)) }
        wnoutrefresh(window)
        doupdate_sp(screen)
        fflush(output)
    }

    /// Ends the terminal and frees it; later calls do nothing.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        delwin(window)
        endwin_sp(screen)
        delscreen(screen)
        fclose(output)
        fclose(input)
    }

    /// What the window holds at `point`: grapheme, style (as resolved for this
    /// terminal) and width, in ``CellBuffer/Cell``'s terms.
    package func cell(at point: Point) -> CellBuffer.Cell {
        WindowCellReader.cell(of: window, at: point, colors: colors)
    }

    /// Each row of the window as text, like ``CellBuffer/lines``.
    package var lines: [String] {
        let size = surface.size
        return (0..<size.height).map { y in
            (0..<size.width).reduce(into: "") { $0 += cell(at: Point(x: $1, y: y)).text }
        }
    }
}
