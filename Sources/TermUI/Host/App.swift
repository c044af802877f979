import CursesKit
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TermUI program: a scene (or simply a root view) run on the terminal.
///
/// Write it as in SwiftUI, with a ``WindowGroup``:
///
/// ```swift
/// @main
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// or, shorter, return the root view itself: `var body: some View { ContentView() }`.
@MainActor
public protocol App {
    /// The scene or root view type: a ``Scene`` or a ``View``.
    associatedtype Body
    /// Creates the app (called once by `main()`).
    @MainActor init()
    /// The app's scene (or scenes: a ``WindowGroup`` beside a ``Settings``), or its root view.
    @SceneBuilder @MainActor var body: Body { get }
}

extension App where Body: View {
    /// Runs the app's root view on the terminal until it quits; never returns.
    @MainActor
    public static func main() {
        installGlobalExecutor()
        let app = Self()
        announceLaunch(of: app)
        TerminalHost(root: app.body).run(exit: exit)
    }
}

extension App where Body: Scene {
    /// Runs the view of the app's window group on the terminal until it quits; never returns.
    @MainActor
    public static func main() {
        installGlobalExecutor()
        let app = Self()
        announceLaunch(of: app)
        let scene = app.body
        let root = SceneRoot.view(of: scene)
        TerminalHost(root: AnyView(erasing: root), style: SceneRoot.style(of: scene)).run(exit: exit)
    }
}

extension App {
    /// Makes ``GlobalConcurrentExecutor`` the executor of work isolated to no
    /// actor, before anything runs there: an idle app then makes no wakeups,
    /// even after a plain `Task.sleep`.
    @MainActor
    static func installGlobalExecutor() {
        #if os(Linux)
            GlobalConcurrentExecutor.install()
        #endif
    }
}

/// Runs a view graph on the real terminal through ``TerminalApplication``.
///
/// There is one event path and one focus chain: the application hands every
/// key and mouse event to the graph's router (the same one ``HeadlessHost``
/// uses) and shares the graph's `FocusChain`. The router runs the passes an
/// event causes before the next event, so the frame that follows shows its
/// effect and a key typed ahead sees the screen its predecessors left. Every way
/// out (``quit(exitCode:)``, ``EnvironmentValues/quit``, an unhandled `q` or
/// Ctrl-C, SIGTERM, SIGHUP, SIGINT) dismantles every representable exactly
/// once, then restores the terminal.
@MainActor
public final class TerminalHost {
    private let graph: ViewGraph
    private let application: TerminalApplication

    /// Prepares `root` to run; `minimumSize` is the smallest terminal it draws in.
    ///
    /// `terminal` is where it runs (the process's own terminal by default); its
    /// environment's `TERMUI_TRACE` names the lifecycle trace file.
    ///
    /// `style` says whether it takes the whole screen or runs inline, below the
    /// shell's prompt (``WindowStyle/inline``; `minimumSize` does not apply there).
    public init<Root: View>(
        root: Root, minimumSize: Size = Size(width: 40, height: 12), style: WindowStyle = .automatic,
        terminal: TerminalIO = .standard
    ) {
        var environment = EnvironmentValues()
        environment.colorScheme = ColorScheme(colorFGBG: terminal.environment["COLORFGBG"])
        let variables = terminal.environment
        environment.urlOpener = URLOpener(environment: { variables[$0] })
        graph = ViewGraph(environment: environment, tracePath: terminal.environment["TERMUI_TRACE"])
        let graph = self.graph
        application = TerminalApplication(
            root: graph.rootWidget, minimumSize: minimumSize, focusChain: graph.focusChain, terminal: terminal
        )
        let application = self.application
        graph.schedulePass = {
            enqueueOnMainActor { graph.runPassIfNeeded() }
        }
        graph.observationWake = {
            enqueueOnMainActor { graph.runPassIfNeeded() }
        }
        graph.quitHandler.perform = { code in application.quit(exitCode: code) }
        graph.printHandler.perform = { text in application.printAbove(text) }
        Clipboard.shared.connect(to: application)
        application.presentation = style.presentation
        if style.presentation != .fullScreen {
            // The region is as tall as the content wants at the terminal's width;
            // a sheet or an open menu over it gets all the rows it may have, the
            // key help the rows its box needs.
            application.contentHeight = { width in
                if !graph.presentedSheets.isEmpty || graph.rootWidget.popup != nil { return nil }
                let content = graph.root?.sizeThatFits(ProposedSize(width: width, height: nil)).height ?? 0
                guard graph.keyHints.isShowingHelp else { return content }
                return max(content, graph.keyHints.helpPanel.neededHeight(width: width))
            }
        }
        // The graph's router is the one key policy: it settles the graph before
        // each event, so keys read together are handled one after another as if
        // typed slowly (a run of typed text waits for one pass); after the read's
        // last event it runs what is left, and the application draws one frame
        // for the whole read. Nothing it leaves goes to the application's own
        // fallbacks: Ctrl-Z suspends through the router too.
        let router = graph.router
        router.suspend = { application.suspendToShell() }
        application.onKey = { key in
            router.dispatch(key)
            return true
        }
        application.onMouse = { mouse in
            router.dispatch(mouse)
            return true
        }
        application.onPaste = { text in router.dispatch(paste: text) }
        application.didHandleEvents = { router.finishInput() }
        application.willTerminate = { graph.unmountAll() }
        // The palette is known once the screen is open: the views see it before the first frame.
        let traits = TerminalTraits(colorCapability: environment.colorCapability)
        application.didOpenScreen = { capability in
            traits.colorCapability = capability
            graph.runPassIfNeeded()
        }
        // `.onKeyPress(phases: .up)` on screen asks the terminal for releases.
        graph.keyReleases.onChange = { wanted in application.reportsKeyReleases = wanted }
        // A terminal that reports focus (mode 1004) drives the scene's phase.
        application.onFocusChange = { focused in
            traits.scenePhase = focused ? .active : .inactive
        }
        graph.mount(TerminalTraitsRoot(traits: traits, content: root))
    }

    /// Shows the view and runs the event loop with the process's `exit` as the way out; never returns.
    public func run() -> Never {
        Self.running = self
        application.run()
    }

    /// Shows the view and runs the event loop; every way out dismantles the
    /// views, restores the terminal and ends through `exit` with the status.
    public func run(exit: @escaping (Int32) -> Never) -> Never {
        Self.running = self
        application.run(exit: exit)
    }

    /// The host running, held from a global: the event loop's `dispatchMain()`
    /// ends the main thread, and with it the frame that held the host, so its
    /// views and their state would otherwise be reachable from nowhere while
    /// they run (LeakSanitizer reports them all at exit).
    private static var running: TerminalHost?

    /// Ends the program with `exitCode` after the current event: dismantles
    /// every view once, restores the terminal, exits.
    public func quit(exitCode: Int32 = 0) {
        application.quit(exitCode: exitCode)
    }
}
