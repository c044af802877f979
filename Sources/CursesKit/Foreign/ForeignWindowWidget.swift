/// A widget that hosts a C library which draws itself into an ncurses window
/// (libmenu, libform, or another): the library keeps its own drawing and
/// input handling; CursesKit places, clips and composes what it drew.
///
/// The widget owns a ``ForeignWindow`` the size of its bounds (or bigger,
/// when ``windowSize(for:)`` says the library needs more room: the part
/// beyond the bounds is clipped). When the size changes, ``windowDidResize()``
/// runs, where a subclass unposts, resizes and reposts its library. Each frame
/// the widget is drawn, it reads the window's cells back into the surface, so
/// a subclass calls ``Widget/setNeedsDisplay()`` after every call that may have
/// drawn (a driver request), and nothing else is needed for sheets, scrolling,
/// clipping or resizes.
///
/// ```swift
/// final class ClockWidget: ForeignWindowWidget {
///     override func windowDidResize() {
///         guard let window = window?.pointer else { return }
///         mvwaddstr(UnsafeMutablePointer(window), 0, 0, "12:00")
///         setNeedsDisplay()
///     }
/// }
/// ```
@MainActor
open class ForeignWindowWidget: Widget {
    /// The window the library draws into; `nil` when ncurses could not make
    /// one (``windowFailure`` says why) or after ``closeWindow()``.
    public private(set) var window: ForeignWindow?

    /// Why there is no window, when ncurses could not make one; the widget
    /// then draws this sentence instead.
    public private(set) var windowFailure: ForeignWindow.Failure?

    /// Creates the widget with a 1×1 window, resized at the first layout.
    public override init() {
        do {
            window = try ForeignWindow(size: Size(width: 1, height: 1))
        } catch {
            windowFailure = error
        }
        super.init()
    }

    /// The window size the library needs inside bounds of `size`. The default
    /// is `size`; a library that cannot draw in less (a form's fields) answers
    /// more, and what lies outside the bounds is clipped.
    open func windowSize(for size: Size) -> Size { size }

    /// Called when the window has just changed size (also at the first
    /// layout), before the next draw: unpost, adapt and repost the library here.
    open func windowDidResize() {}

    /// Resizes the window to ``windowSize(for:)`` of the bounds.
    open override func layoutSubwidgets() {
        guard let window else { return }
        let wanted = windowSize(for: bounds.size)
        guard wanted != window.size || !hasLaidOutWindow else { return }
        hasLaidOutWindow = true
        window.resize(to: wanted)
        windowDidResize()
    }

    private var hasLaidOutWindow = false

    /// Reads the window's cells back into `surface`.
    open override func draw(in surface: Surface) {
        surface.fill(bounds, with: " ", style: .plain)
        if let window {
            window.draw(in: surface)
        } else if let windowFailure {
            surface.draw(windowFailure.description, at: .zero, style: Style(attributes: .dim))
        }
    }

    /// The window covers every cell of the bounds.
    open override var isOpaque: Bool { true }

    /// True: the library takes keys.
    open override var canBecomeFocused: Bool { window != nil }

    /// Whether the terminal cursor shows where the library left the window's
    /// cursor while the widget has focus (a form's insertion point). Default false.
    open var showsCursor: Bool { false }

    /// The library's cursor, when ``showsCursor`` and it lies inside the bounds.
    open override var cursorPosition: Point? {
        guard showsCursor, let window else { return nil }
        let cursor = window.cursor
        return bounds.contains(cursor) ? cursor : nil
    }

    /// Runs `body` with the window's terminal current (``ForeignWindow/perform(_:)``),
    /// or as it is when there is no window.
    public func onWindowTerminal(_ body: () -> Void) {
        if let window {
            window.perform(body)
        } else {
            body()
        }
    }

    /// Frees the window (the library must have let go of it first); the
    /// widget draws blank afterwards. Dismantling a representable calls this.
    public func closeWindow() {
        window?.close()
        window = nil
        setNeedsDisplay()
    }
}
