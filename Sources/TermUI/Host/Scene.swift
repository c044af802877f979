/// A part of an app's user interface that TermUI shows on the terminal
/// (SwiftUI's `Scene`).
///
/// An ``App`` whose `body` is `some Scene` returns a ``WindowGroup``, or a
/// scene of its own whose `body` does:
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
/// A terminal has one window, so TermUI shows the first window group's view.
@MainActor
public protocol Scene {
    /// The scene this scene is made of; `Never` for ``WindowGroup``.
    associatedtype Body: Scene

    /// The content of the scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body; TermUI reads them itself.
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// The scene that shows a view on the terminal (SwiftUI's `WindowGroup`).
///
/// ```swift
/// WindowGroup { ContentView() }
/// ```
public struct WindowGroup<Content: View>: Scene {
    /// Body is `Never`: TermUI shows `content` directly.
    public typealias Body = Never

    /// The view the terminal shows.
    let content: Content

    /// A window group showing the view `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A scene that holds the root view itself.
@MainActor
protocol RootViewScene {
    var rootView: any View { get }
    /// The style its window is shown in, if the scene says.
    var windowStyle: WindowStyle? { get }
}

extension WindowGroup: RootViewScene {
    var rootView: any View { content }
    var windowStyle: WindowStyle? { nil }
}

/// Finds the view a scene shows, going through custom scenes' bodies.
@MainActor
enum SceneRoot {
    static func view(of scene: some Scene) -> any View {
        rootScene(of: scene)?.rootView ?? EmptyView()
    }

    /// The window style a scene asks for (the outermost `.windowStyle` wins).
    static func style(of scene: some Scene) -> WindowStyle {
        rootScene(of: scene)?.windowStyle ?? .automatic
    }

    /// The scene the terminal shows: the first, in order, that holds a root
    /// view (a ``Settings`` scene beside it has none).
    private static func rootScene(of scene: any Scene) -> (any RootViewScene)? {
        if let root = scene as? any RootViewScene { return root }
        if let tuple = scene as? TupleScene { return tuple.parts.lazy.compactMap(rootScene(of:)).first }
        if scene is any SceneWithoutRoot { return nil }
        return rootScene(of: scene.body)
    }
}
