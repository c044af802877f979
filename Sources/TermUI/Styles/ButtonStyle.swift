/// A look for buttons that keeps their behaviour (SwiftUI's `ButtonStyle`):
/// TermUI makes the button focusable and presses it on Enter, Space, a
/// click or its shortcut; the style draws the label, pressed or not.
///
/// A terminal shows focus with its cursor, which sits on the first cell of
/// a focused button drawn by a style of the app's own (as lynx shows the
/// current link); read `isPressed` for the pressed look.
///
/// ```swift
/// struct Tag: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 0) {
///             Text(configuration.isPressed ? "<" : "‹")
///             configuration.label
///             Text(configuration.isPressed ? ">" : "›")
///         }
///     }
/// }
/// Button("Gate 12") { open() }.buttonStyle(Tag())
/// ```
@MainActor
public protocol ButtonStyle {
    /// The view the style makes of a button.
    associatedtype Body: View
    /// The button's label, role and whether it is being pressed.
    typealias Configuration = ButtonStyleConfiguration
    /// The button's look.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws a button from.
public struct ButtonStyleConfiguration {
    /// A button's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the button was made with.
        public var body: some View { content }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// True while a mouse button is held down on the button.
    public let isPressed: Bool
}

/// How buttons here look: a built-in look, or a style of the app's own.
enum ButtonLook {
    case builtIn(ButtonBezel)
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

/// A built-in look: the frame of the title and whether the accent fills it.
struct ButtonBezel: Equatable {
    enum Frame: Equatable { case brackets, bare, filled }
    var frame: Frame
    /// Takes the accent colour (a bare `.plain` button does not).
    var isTinted: Bool
    /// The colour a tinted button takes when no accent is set (a link's blue); the terminal's default if nil.
    var defaultTint: Color? = nil
}

struct ButtonLookKey: EnvironmentKey {
    static var defaultValue: ButtonLook { .builtIn(ButtonBezel(frame: .brackets, isTinted: true)) }
}

extension EnvironmentValues {
    var buttonLook: ButtonLook {
        get { self[ButtonLookKey.self] }
        set { self[ButtonLookKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view with `style`, a style of the app's own.
    ///
    /// ```swift
    /// Button("Gate 12") { open() }.buttonStyle(Tag())
    /// ```
    public func buttonStyle(_ style: some ButtonStyle) -> some View {
        environment(\.buttonLook, .style(style))
    }

    /// Draws the buttons in this view with `style`: `.bordered`,
    /// `.borderedProminent`, `.borderless`, `.plain`, `.automatic` or one of the app's own.
    ///
    /// ```swift
    /// Button("Save") { save() }.buttonStyle(.borderedProminent)
    /// ```
    public func buttonStyle(_ style: some PrimitiveButtonStyle) -> some View {
        if let builtIn = style as? any BuiltInButtonStyle {
            return environment(\.buttonLook, .builtIn(builtIn.bezel))
        }
        return environment(\.buttonLook, .primitive(style))
    }
}
