import CursesKit

/// How a window group is shown on the terminal (SwiftUI's window styles):
/// on the whole screen, or inline, below the shell's prompt.
///
/// ```swift
/// @main
/// struct DeployTool: App {
///     var body: some Scene {
///         WindowGroup { DeployView() }
///             .windowStyle(.inline)
///     }
/// }
/// ```
///
/// An inline window is a region that starts on the line the cursor is on when
/// the app starts, below what the shell and the program printed before, as
/// tall as its content up to a maximum (the terminal's height unless given),
/// then scrolling inside to keep the focused control in view. Nothing above
/// it is touched, and the terminal's scrollback stays as it was. Lines the app
/// prints with ``EnvironmentValues/print`` appear above it and stay there. On
/// a resize it is drawn once again at the new width. When the app ends, its
/// last frame stays on the screen as ordinary text and the shell's prompt
/// comes on the line after it. With standard output not a terminal, the
/// printed lines and the last frame are written as plain text.
///
/// Keys, focus, the key hints, `@State`, tasks and animations work as they
/// do on the whole screen. The mouse is not captured (the terminal's own
/// selection and scrolling keep working). The key help (`?`) grows the region
/// to the rows its box needs; a sheet or an open menu takes all the rows the
/// region may have.
public struct WindowStyle: Equatable, Sendable {
    let presentation: TerminalPresentation

    /// The style a window group has unless told: ``fullScreen``.
    public static let automatic = WindowStyle(presentation: .fullScreen)

    /// The whole terminal, on its alternate screen; the shell's screen comes back when the app ends.
    public static let fullScreen = WindowStyle(presentation: .fullScreen)

    /// A region below the shell's prompt, as tall as its content (at most the terminal's height).
    public static let inline = WindowStyle(presentation: .inline(maxRows: nil))

    /// A region below the shell's prompt, as tall as its content up to
    /// `maxRows` rows; taller content scrolls inside it.
    public static func inline(maxRows: Int) -> WindowStyle {
        WindowStyle(presentation: .inline(maxRows: max(1, maxRows)))
    }
}

extension Scene {
    /// Shows the scene's window in `style`: ``WindowStyle/fullScreen`` (the
    /// default) or ``WindowStyle/inline``.
    public func windowStyle(_ style: WindowStyle) -> some Scene {
        StyledScene(content: self, style: style)
    }
}

/// A scene with a window style (what ``Scene/windowStyle(_:)`` returns).
struct StyledScene<Content: Scene>: Scene {
    typealias Body = Never
    let content: Content
    let style: WindowStyle
}

extension StyledScene: RootViewScene {
    var rootView: any View { SceneRoot.view(of: content) }
    var windowStyle: WindowStyle? { style }
}
