import CursesKit

/// Runs a view tree against an in-memory ``CellBuffer`` so tests can drive it
/// with keys and mouse events and read back exactly what a person would see.
///
/// Nothing waits on the main queue: ``runPendingWork(limit:)`` runs the coalesced
/// pass and the queued writes right away, and `send` does so before and after
/// delivering an event.
///
/// ```swift
/// let host = HeadlessHost(size: Size(width: 20, height: 3)) { CounterView() }
/// host.send(.character(" "))
/// #expect(host.lines[0] == "Count: 1            ")
/// ```
@MainActor
public final class HeadlessHost: WidgetHost {
    /// The cells drawn so far.
    public let buffer: CellBuffer
    /// Runs widget animations; advance ``animationClock`` and call `animator.tick()`.
    public let animator: Animator
    /// The clock the animator reads, advanced by hand in tests.
    public let animationClock: ManualAnimationClock
    let graph: ViewGraph
    /// The time ``TimelineView``s see; moved by ``advanceTime(by:)``.
    let timelineClock = ManualTimelineClock(start: HeadlessHost.startDate)
    /// The system action of `openURL`: decides as on a desktop terminal, records instead of launching.
    private let urlOpener = URLOpener.recording()
    /// The URLs the system action of `openURL` would have handed to a browser.
    package var openedURLs: [URL] { urlOpener.recorded.opened }
    /// What the system action reported instead of opening (a URL it never opens).
    package var urlReports: [String] { urlOpener.recorded.reports }
    private var needsFrame = true
    private var needsFullRedraw = true

    /// Shows `root` in a buffer of `size` cells and runs the first pass and frame.
    ///
    /// `tracePath` (by default the `TERMUI_TRACE` environment variable) names a
    /// file the representable lifecycle is appended to.
    ///
    /// As the terminal does at launch, the host focuses the first control
    /// (unless the view chose one, `.defaultFocus`): Enter presses the first
    /// button. Pass `focusesFirstControl: false` to start with nothing focused.
    public convenience init<Root: View>(
        size: Size = Size(width: 80, height: 24), environment: EnvironmentValues = EnvironmentValues(),
        tracePath: String? = environmentVariable("TERMUI_TRACE"), focusesFirstControl: Bool = true, root: Root
    ) {
        self.init(
            size: size, environment: environment, tracePath: tracePath, snapshot: nil,
            focusesFirstControl: focusesFirstControl, root: root)
    }

    /// Shows `root` with the state of `snapshot` (taken from another host
    /// with ``stateSnapshot()``), rendered from scratch, focused where that
    /// host was focused.
    package convenience init<Root: View>(
        size: Size, environment: EnvironmentValues = EnvironmentValues(),
        restoring snapshot: ViewStateSnapshot,
        root: Root
    ) {
        self.init(
            size: size, environment: environment, tracePath: nil, snapshot: snapshot,
            focusesFirstControl: false,
            root: root)
    }

    private init<Root: View>(
        size: Size, environment: EnvironmentValues, tracePath: String?, snapshot: ViewStateSnapshot?,
        focusesFirstControl: Bool, root: Root
    ) {
        buffer = CellBuffer(size: size)
        animationClock = ManualAnimationClock()
        animator = Animator(clock: animationClock)
        var environment = environment
        environment.timelineClock = timelineClock
        environment.urlOpener = urlOpener
        graph = ViewGraph(environment: environment, tracePath: tracePath)
        graph.rootWidget.frame = Rect(origin: .zero, size: size)
        graph.rootWidget.rootHost = self
        graph.quitHandler.perform = { [weak self] code in self?.quit(exitCode: code) }
        graph.printHandler.perform = { [weak self] text in
            self?.printedLines += text.split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
        }
        if let snapshot {
            graph.mount(root, restoring: snapshot)
        } else {
            graph.mount(root)
        }
        runPendingWork()
        // The terminal's launch: the first control, unless the view chose one.
        if focusesFirstControl, graph.focusChain.focused == nil {
            graph.focusChain.focusNext()
            runPendingWork()
        }
    }

    /// The state of the tree now: see ``ViewStateSnapshot``.
    package func stateSnapshot() -> ViewStateSnapshot {
        runPendingWork()
        return graph.snapshot()
    }

    /// Shows the view `content` builds; see ``init(size:environment:tracePath:focusesFirstControl:root:)``.
    public convenience init<Root: View>(
        size: Size = Size(width: 80, height: 24), environment: EnvironmentValues = EnvironmentValues(),
        tracePath: String? = environmentVariable("TERMUI_TRACE"), focusesFirstControl: Bool = true,
        @ViewBuilder content: () -> Root
    ) {
        self.init(
            size: size, environment: environment, tracePath: tracePath,
            focusesFirstControl: focusesFirstControl,
            root: content())
    }

    // MARK: What a person sees

    /// The screen as text, one string per row (wide glyphs once, trailing blanks kept).
    public var lines: [String] {
        runPendingWork()
        return buffer.lines
    }

    /// The cell at `point`, with its style.
    public func cell(at point: Point) -> CellBuffer.Cell {
        runPendingWork()
        return buffer.cell(at: point)
    }

    /// Where the terminal cursor is shown, if anywhere.
    public var cursor: Point? {
        runPendingWork()
        return buffer.cursor
    }

    /// The representable calls made so far, with their reasons.
    public var lifecycleLog: LifecycleLog { graph.lifecycle }

    /// How many coalesced passes ran (several writes in one turn cost one).
    public var passCount: Int { graph.passCount }

    /// What TermUI warned about so far (a view that kept writing state during its updates).
    package var runtimeWarnings: [String] { graph.runtimeWarnings }

    /// How many widgets all frames so far drew (tests take the difference around a key).
    package private(set) var widgetsDrawn = 0
    /// How many frames were drawn so far (a burst of keys draws one).
    package private(set) var framesDrawn = 0

    /// The lines the views printed with ``EnvironmentValues/print`` so far, in order.
    public private(set) var printedLines: [String] = []

    /// The code the app quit with (``EnvironmentValues/quit``, `q`, Ctrl-C), or `nil` while it runs.
    public private(set) var exitCode: Int32?

    /// How many view nodes are alive (for diagnostics and benchmarks).
    public var nodeCount: Int {
        var count = 0
        graph.root?.forEachNode { _ in count += 1 }
        return count
    }

    /// The widget that has keyboard focus, if any.
    public var focusedWidget: Widget? { graph.focusChain.focused }

    /// The screen frame of the view marked `.accessibilityIdentifier(identifier)`
    /// (the first in tree order), or nil: a UI test's way to find a view.
    ///
    /// ```swift
    /// let play = try #require(host.frame(ofAccessibilityIdentifier: "play"))
    /// host.click(at: play.origin)
    /// ```
    public func frame(ofAccessibilityIdentifier identifier: String) -> Rect? {
        var found: Rect?
        graph.root?.forEachNode { node in
            if found == nil, node.behavior.accessibilityPart == .identifier(identifier) { found = node.frame }
        }
        return found
    }

    /// The keys that do something now, with what they do, as the ``KeyHints``
    /// footer and the `?` help get them (in the event router's order).
    ///
    /// ```swift
    /// #expect(host.keyHints.map(\.description).contains("Esc back"))
    /// ```
    public var keyHints: [KeyHint] {
        runPendingWork()
        return graph.keyHints.activeHints()
    }

    // MARK: Driving

    /// Delivers a key as the terminal would: `.onKeyPress` handlers, then the
    /// focused widget, Tab / Shift-Tab focus movement, keyboard shortcuts and
    /// Esc for the topmost sheet.
    public func send(_ key: KeyEvent) {
        send([key])
    }

    /// Delivers keys that arrived together (typed ahead, or in one read), as
    /// the terminal does: through the same router, which applies everything
    /// one key caused (state writes, `.onAppear` effects, focus set there) before
    /// the next key (a run of text typed into the focused field waits for one
    /// pass, as a paste does, and so does one key pressed again and again on
    /// the focused control once a pass has left its route as it was); the
    /// frame is drawn once, after the last.
    ///
    /// ```swift
    /// host.send([.character("w"), KeyEvent(.tab), KeyEvent(.enter)])
    /// ```
    public func send(_ keys: [KeyEvent]) {
        let router = graph.router
        for key in keys { router.dispatch(key) }
        router.finishInput()
        runPendingWork()
    }

    /// Delivers a mouse event at a screen cell: a press focuses, a click activates.
    public func send(_ mouse: MouseEvent) {
        graph.router.dispatch(mouse)
        runPendingWork()
    }

    /// Pastes `text` as a terminal with bracketed paste does: one insertion
    /// into the focused widget, never read as keys.
    public func paste(_ text: String) {
        graph.router.dispatch(paste: text)
        runPendingWork()
    }

    /// Types each character of `text` as a key press.
    public func type(_ text: String) {
        for character in text { send(.character(character)) }
    }

    /// Clicks (press then release) the cell at `point`.
    public func click(at point: Point) {
        send(MouseEvent(.press, at: point))
        send(MouseEvent(.release, at: point))
    }

    /// Changes the screen size, as a terminal resize does, and redraws.
    public func resize(to size: Size) {
        buffer.resize(to: size)
        graph.rootWidget.frame = Rect(origin: .zero, size: size)
        needsFullRedraw = true
        needsFrame = true
        runPendingWork()
    }

    /// Runs pending passes and queued writes, without drawing (benchmarks time the two apart).
    package func runPasses(limit: Int = 100) {
        graph.settle(limit: limit)
    }

    /// Draws the frame if anything changed (benchmarks time it apart from the pass).
    package func renderFrame() {
        runPendingWork(limit: 0)
    }

    /// Runs pending passes, queued writes and the frame until nothing is left
    /// (at most `limit` passes, so a view that writes on every update cannot hang a test).
    public func runPendingWork(limit: Int = 100) {
        graph.settle(limit: limit)
        if needsFrame || graph.rootWidget.subtreeNeedsDisplay {
            needsFrame = false
            WidgetRenderer.render(
                graph.rootWidget, in: buffer, full: needsFullRedraw, focused: graph.focusChain.focused)
            widgetsDrawn += WidgetRenderer.widgetsDrawnInLastRender
            framesDrawn += 1
            needsFullRedraw = false
        }
    }

    /// What the terminal does on quit, without ending the process: records
    /// `exitCode` and tears the view tree down (once).
    func quit(exitCode: Int32) {
        guard self.exitCode == nil else { return }
        self.exitCode = exitCode
        tearDown()
    }

    /// Removes the whole view tree, as app exit does: every representable is dismantled once.
    public func tearDown() {
        graph.unmountAll()
        runPendingWork()
    }

    // MARK: WidgetHost

    /// Notes that a widget changed; the next ``runPendingWork(limit:)`` draws.
    public func setNeedsFrame() { needsFrame = true }
}
