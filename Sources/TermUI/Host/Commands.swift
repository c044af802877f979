/// Builds an app's scenes (SwiftUI's `SceneBuilder`): a ``WindowGroup``
/// beside a ``Settings`` scene, or several window groups. A terminal has one
/// window: TermUI shows the first scene that has a view to show.
@MainActor
@resultBuilder
public enum SceneBuilder {
    /// One scene (or, in an app whose body is a view, that view) as it is.
    public static func buildBlock<Content>(_ content: Content) -> Content { content }

    /// Two scenes.
    public static func buildBlock<S0: Scene, S1: Scene>(_ s0: S0, _ s1: S1) -> TupleScene {
        TupleScene(parts: [s0, s1])
    }

    /// Three scenes.
    public static func buildBlock<S0: Scene, S1: Scene, S2: Scene>(_ s0: S0, _ s1: S1, _ s2: S2) -> TupleScene
    {
        TupleScene(parts: [s0, s1, s2])
    }

    /// Four scenes.
    public static func buildBlock<S0: Scene, S1: Scene, S2: Scene, S3: Scene>(
        _ s0: S0, _ s1: S1, _ s2: S2, _ s3: S3
    ) -> TupleScene {
        TupleScene(parts: [s0, s1, s2, s3])
    }
}

/// Several scenes of an app's body (what ``SceneBuilder`` makes of them).
public struct TupleScene: Scene {
    /// Body is `Never`: TermUI reads the parts.
    public typealias Body = Never
    let parts: [any Scene]
}

/// A scene with no view of its own for the terminal (``Settings``).
@MainActor
protocol SceneWithoutRoot {}

/// The app's settings window (SwiftUI's macOS `Settings` scene): compiles,
/// and is not shown. A terminal app has one screen and no app menu to open
/// a settings window from; show the settings view from the app's own
/// screen (a sheet, a navigation link) to reach it.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     Settings { SettingsView() }
/// }
/// ```
public struct Settings<Content: View>: Scene, SceneWithoutRoot {
    /// Body is `Never`.
    public typealias Body = Never
    let content: Content

    /// A settings scene showing the view `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// The commands of an app's menu bar (SwiftUI's `Commands`): compiles, and
/// no menu bar is drawn (see ``Scene/commands(content:)``).
@MainActor
public protocol Commands {
    /// The commands this is made of; `Never` for menus and groups.
    associatedtype Body: Commands

    /// The commands.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Menus and groups have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive command and has no body") }
}

/// Builds commands (SwiftUI's `CommandsBuilder`).
@MainActor
@resultBuilder
public enum CommandsBuilder {
    /// A menu or a group as it is.
    public static func buildExpression<C: Commands>(_ content: C) -> any Commands { content }

    /// Several menus and groups.
    public static func buildBlock(_ parts: any Commands...) -> TupleCommands { TupleCommands(parts: parts) }

    /// Commands shown only when a condition holds.
    public static func buildOptional(_ part: TupleCommands?) -> TupleCommands {
        part ?? TupleCommands(parts: [])
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: TupleCommands) -> TupleCommands { part }

    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: TupleCommands) -> TupleCommands { part }
}

/// Several commands (what ``CommandsBuilder`` makes of them).
public struct TupleCommands: Commands {
    /// Body is `Never`.
    public typealias Body = Never
    let parts: [any Commands]
}

/// No commands.
public struct EmptyCommands: Commands {
    /// Body is `Never`.
    public typealias Body = Never
    /// No commands.
    public init() {}
}

/// A menu of the menu bar (SwiftUI's `CommandMenu`): compiles, and is not drawn.
public struct CommandMenu<Content: View>: Commands {
    /// Body is `Never`.
    public typealias Body = Never
    let name: String
    let content: Content

    /// A menu named `name` holding the buttons `content` builds.
    public init(_ name: String, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu named by `name` holding the buttons `content` builds.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.init(name.content, content: content)
    }
}

/// Where a command group goes among the standard menus' items (SwiftUI's `CommandGroupPlacement`).
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hide and show the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quit.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New items (File › New).
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Save (File › Save).
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Import and export.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Print.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Text editing.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Text formatting.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Toolbar items.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Window size.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The window list.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// Window arrangement.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// Items added to (or replacing) a standard menu group (SwiftUI's
/// `CommandGroup`): compiles, and is not drawn.
public struct CommandGroup<Content: View>: Commands {
    /// Body is `Never`.
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let content: Content

    /// Items after the group at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// Items before the group at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// Items in place of the group at `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }
}

extension Scene {
    /// The menu bar commands of this scene: accepted, and a no-op. A
    /// terminal app has no menu bar; a command the person needs goes on a
    /// view (a button, a toolbar item), where its `.keyboardShortcut` works
    /// and shows in the key hints.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}
