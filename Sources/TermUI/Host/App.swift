import CursesKit
import Dispatch
import Foundation

/// A TermUI program: a root view run on the terminal.
///
/// ```swift
/// @main
/// struct DemoApp: App {
///     var body: some View { ContentView() }
/// }
/// ```
public protocol App {
    /// The root view type.
    associatedtype Body: View
    /// Creates the app (called once by ``main()``).
    @MainActor init()
    /// The root view.
    @MainActor var body: Body { get }
}

extension App {
    /// Runs the app's root view on the terminal until it quits; never returns.
    @MainActor
    public static func main() {
        TerminalHost(root: Self().body).run()
    }
}

/// Runs a view graph on the real terminal through ``TerminalApplication``:
/// passes are scheduled on the main queue, one per turn, and keys go through
/// the same router as in ``HeadlessHost``.
@MainActor
public final class TerminalHost {
    private let graph: ViewGraph
    private let application: TerminalApplication

    /// Prepares `root` to run; `minimumSize` is the smallest terminal it draws in.
    public init<Root: View>(root: Root, minimumSize: Size = Size(width: 40, height: 12)) {
        graph = ViewGraph(tracePath: ProcessInfo.processInfo.environment["TERMUI_TRACE"])
        application = TerminalApplication(root: graph.rootWidget, minimumSize: minimumSize)
        let graph = self.graph
        graph.schedulePass = {
            DispatchQueue.main.async { MainActor.assumeIsolated { graph.runPass() } }
        }
        graph.observationWake = {
            DispatchQueue.main.async { MainActor.assumeIsolated { graph.runPass() } }
        }
        application.onKey = { key in
            EventRouter(graph: graph).dispatch(key)
            return true
        }
        graph.mount(root)
    }

    /// Shows the view and runs the event loop; never returns.
    public func run() -> Never {
        application.run()
    }

    /// Dismantles every view, then ends the program with `exitCode`.
    public func quit(exitCode: Int32 = 0) {
        graph.unmountAll()
        application.quit(exitCode: exitCode)
    }
}
