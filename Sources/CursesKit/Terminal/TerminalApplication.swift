import CTerminal
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a widget tree full-screen on a terminal: the process's own by
/// default, or the descriptors and environment of a ``TerminalIO``.
///
/// `run(exit:)` checks the terminal (its input and output must be a
/// terminal, `TERM` a known type; otherwise it prints one line on standard
/// error and ends through `exit` with status 2), sets up the `Screen`, draws the first
/// frame and hands the main thread to the event loop. From then on everything
/// happens on the main actor: keys go to ``onKey`` first, then to the focused
/// widget (Tab and Shift-Tab move focus); a mouse press focuses and activates
/// the widget under it; any change a widget marks is drawn in one frame per turn.
///
/// The terminal is restored on every way out: ``quit(exitCode:)``, Ctrl-C,
/// SIGTERM, SIGHUP, SIGINT, an uncaught error or a crash. Ctrl-Z (unless the
/// focused widget takes it: a text control undoes) and SIGTSTP suspend
/// cleanly, SIGCONT resumes. Ctrl-C and SIGINT, idle or busy, exit with
/// ``interruptExitStatus`` (130); SIGTERM and SIGHUP with 128 + the signal.
/// The application never ends the process itself: an orderly way out calls
/// the `exit` its caller passed to ``run(exit:)`` (a crash or a signal the app
/// does not answer in time is ended by CTerminal's handlers, after the
/// terminal is restored).
///
/// ```swift
/// let app = TerminalApplication(root: window)
/// app.onKey = { key in
///     if key == .character("q") { app.quit(); return true }
///     return false
/// }
/// app.run(exit: exit)
/// ```
@MainActor
public final class TerminalApplication: WidgetHost {
    /// The widget that fills the terminal.
    public let root: Widget
    /// Below this size the app shows "terminal too small: need W×H" instead.
    public let minimumSize: Size
    /// Sees every key before focus routing; return true when it handled the key.
    public var onKey: ((KeyEvent) -> Bool)?
    /// Called with the new size after the terminal was resized, before the redraw.
    public var onResize: ((Size) -> Void)?
    /// Sees every mouse event before focus routing; return true when it handled the event.
    ///
    /// A host that routes events itself (TermUI's) sets this and ``onKey`` so
    /// there is one event path and one ``focusChain``.
    public var onMouse: ((MouseEvent) -> Bool)?
    /// Sees every paste instead of focus routing (a host that routes events itself).
    public var onPaste: ((String) -> Void)?
    /// Called after the last event of one read was handled, before the one frame
    /// that shows them all: a host that defers work between the events of a
    /// burst (TermUI's passes) finishes it here.
    public var didHandleEvents: (() -> Void)?
    /// Called once on every way out that runs Swift code (``quit(exitCode:)``,
    /// Ctrl-C, SIGTERM, SIGHUP, SIGINT, a hang-up), before the terminal is restored.
    public var willTerminate: (() -> Void)?
    /// Called once the screen is open, before the first frame, with the
    /// colours it draws in: terminfo's `colors` (true colour, 256, 88, 16,
    /// 8 or none), or none under `NO_COLOR`.
    public var didOpenScreen: ((ColorCapability) -> Void)?
    /// Called when the terminal's window gains (`true`) or loses the keyboard
    /// focus, on a terminal that reports it (``TerminalCapabilities/focusEvents``).
    public var onFocusChange: ((Bool) -> Void)?
    /// Called when an answer to the start-up queries arrived (see ``capabilities``).
    public var didChangeCapabilities: ((TerminalCapabilities) -> Void)?
    /// What the terminal does beyond terminfo and is used: nothing until its
    /// answers to the start-up queries arrive (they are never waited for).
    public var capabilities: TerminalCapabilities { display?.capabilities ?? TerminalCapabilities() }
    /// Keyboard focus and event routing for ``root``.
    public let focusChain: FocusChain
    /// Runs the animations of the widgets shown.
    public let animator: Animator

    /// The terminal's size in cells (zero before ``run()``).
    public var size: Size { display?.size ?? .zero }

    /// The terminal's descriptors and the environment read.
    public let terminal: TerminalIO

    /// What the app runs on: the full-screen ``Screen`` or an ``InlineScreen``.
    var display: (any TerminalDisplay)? {
        didSet { if reportsKeyReleases { display?.setReportsKeyReleases(true) } }
    }
    /// Asks the terminal for key releases: they reach ``onKey`` with
    /// `phase == .up` (never a widget), on a terminal that reports them (the
    /// kitty keyboard protocol's flag 2); elsewhere no release ever comes.
    public var reportsKeyReleases = false {
        didSet {
            if reportsKeyReleases != oldValue { display?.setReportsKeyReleases(reportsKeyReleases) }
        }
    }
    /// The full-screen display, when that is what runs.
    var screen: Screen? {
        get { display as? Screen }
        set { display = newValue }
    }
    /// Full screen (the default) or an inline region; set before ``run(exit:)``.
    package var presentation = TerminalPresentation.fullScreen
    /// The rows the root's content wants at a width (an inline region is as
    /// tall as its content), or `nil` for as many as the region may have (an
    /// overlay is up); without it, an inline region is as tall as it may be.
    package var contentHeight: ((Int) -> Int?)?
    /// What an inline frame draws into before its rows are sent.
    var inlineBuffer: CellBuffer?
    /// The first row of the inline content the region shows (content taller than the region scrolls).
    var inlineScrollOffset = 0
    /// Lines printed before the display opened or, full screen, to be written after it closes.
    var linesAfterExit: [String] = []
    /// How the process ends (the caller's, given to ``run(exit:)``).
    var exitPath: (Int32) -> Never = { code in
        preconditionFailure("TerminalApplication ended (status \(code)) before run(exit:)")
    }
    lazy var loop = EventLoop { [unowned self] in self.drawFrame() }
    var isTooSmall = false
    var isQuitting = false
    var ignoresNextContinue = false

    /// Creates an application showing `root`, which needs at least `minimumSize` cells.
    ///
    /// Pass `focusChain` (over `root`) when a host already keeps focus for the
    /// tree, so the application and the host share one chain; pass `terminal`
    /// to run on other descriptors or another environment than the process's.
    public init(
        root: Widget, minimumSize: Size = Size(width: 40, height: 12), focusChain: FocusChain? = nil,
        terminal: TerminalIO = .standard
    ) {
        self.root = root
        self.terminal = terminal
        self.minimumSize = minimumSize
        self.focusChain = focusChain ?? FocusChain(root: root)
        self.animator = Animator()
    }

    /// The exit status of an app ended by an interrupt: Ctrl-C (read as a key
    /// and not taken by the app, or arriving as `SIGINT` while the app is busy)
    /// or a `SIGINT` sent to it, 128 + `SIGINT` as a shell reports a program the
    /// signal ended. A quit the app chooses (`q`, ``quit(exitCode:)``) exits 0.
    public static let interruptExitStatus: Int32 = 128 + SIGINT

    /// Schedules one coalesced layout-and-draw pass.
    public func setNeedsFrame() {
        guard display != nil else { return }
        loop.setNeedsFrame()
    }

    /// Ends the app after the current event: restores the terminal and exits with `exitCode`.
    public func quit(exitCode: Int32 = 0) {
        guard !isQuitting else { return }
        isQuitting = true
        enqueueOnMainActor { self.terminate(exitCode: exitCode) }
    }

    /// Runs with the process's `exit` as the way out: ``run(exit:)``.
    public func run() -> Never {
        run(exit: { code in exit(code) })
    }

    /// Checks the terminal, takes it over and runs until the app ends, then
    /// ends through `exit` (after restoring the terminal) with the exit status.
    ///
    /// `exit` is the caller's: an app passes the process's `exit`, an
    /// embedder or a test its own way out.
    public func run(exit: @escaping (Int32) -> Never) -> Never {
        exitPath = exit
        let screen = openDisplayOrExit()
        display = screen
        screen.writesReadyMarker = terminal.environment["TERMUI_READY_MARKER"] == "1"
        root.rootHost = self
        if let inline = screen as? InlineScreen {
            for line in linesAfterExit { inline.printAbove(line) }
            linesAfterExit.removeAll()
            inline.didReceiveLines = { [unowned self] in self.setNeedsFrame() }
        }
        didOpenScreen?(screen.colorCapability)
        // A harness waits for a frame not marked "animating": the last tick of an
        // animation may change no cell and so draw nothing, so one more frame
        // (sending nothing) carries the marker that says the animation ended.
        if screen.writesReadyMarker {
            animator.onIdle = { [unowned self] in self.setNeedsFrame() }
        }
        startWatching(screen)
        // Focus the first control unless the host already chose one (a
        // declarative default focus): moving on from it would skip it.
        if focusChain.focused == nil { focusChain.focusNext() }
        drawFrame()
        Self.running = self
        dispatchMain()
    }

    /// The application running, held from a global: `dispatchMain()` ends the
    /// main thread, and with it the caller's frame that held the application,
    /// so its widget tree would otherwise be reachable from nowhere while it
    /// runs (LeakSanitizer reports it all at exit).
    private static var running: TerminalApplication?

    /// Restores the terminal and ends through the caller's exit path.
    func terminate(exitCode: Int32) -> Never {
        isQuitting = true
        if display is InlineScreen {
            // The final frame stays in the scrollback as text: it shows what the
            // last events did, with no control focused (no reversed button, no cursor).
            didHandleEvents?()
            _ = focusChain.focus(nil)
            didHandleEvents?()
            drawInlineFrame(final: true)
        }
        let hook = willTerminate
        willTerminate = nil
        hook?()
        loop.stop()
        display?.end()
        display = nil
        writeLinesAfterExit()
        exitPath(exitCode)
    }

    // MARK: - Frames

    /// Lays out and draws the tree (or the too-small message), then commits the frame.
    func drawFrame() {
        if display is InlineScreen {
            drawInlineFrame(final: false)
            return
        }
        guard let screen, screen.isActive, !isQuitting else { return }
        let size = screen.size
        if size.width < minimumSize.width || size.height < minimumSize.height {
            isTooSmall = true
            screen.showTooSmall(minimum: minimumSize)
            return
        }
        if isTooSmall {
            isTooSmall = false
            screen.setNeedsFullRedraw()
        }
        let full = screen.isFullRedrawPending
        root.frame = Rect(origin: .zero, size: size)
        focusChain.validateFocus()
        let surface = screen.makeSurface()
        let cursor = WidgetRenderer.render(root, in: surface, full: full, focused: focusChain.focused)
        screen.commit(cursor: cursor, animating: animator.isAnimating)
    }
}
