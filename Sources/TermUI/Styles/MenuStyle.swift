/// A look for menus that keeps their behaviour (SwiftUI's `MenuStyle`), set
/// with ``View/menuStyle(_:)``: `.automatic`, `.button`, `.borderlessButton`
/// or a style of the app's own, which wraps the standard menu.
///
/// ```swift
/// struct Framed: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration).border(.gray)
///     }
/// }
/// Menu("Actions") { ... }.menuStyle(Framed())
/// ```
@MainActor
public protocol MenuStyle {
    /// The view the style makes of a menu.
    associatedtype Body: View
    /// The menu's label and content.
    typealias Configuration = MenuStyleConfiguration
    /// The menu's look.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``MenuStyle`` draws a menu from: pass it to `Menu(_:)`.
public struct MenuStyleConfiguration {
    /// A menu's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the menu was made with.
        public var body: some View { content }
    }

    /// A menu's items, as a view.
    public struct Content: View {
        let content: AnyView
        /// The items the menu was made with.
        public var body: some View { content }
    }

    let label: Label
    let content: Content
    /// The menu's title as its button shows it.
    let title: String
    let primaryAction: (() -> Void)?
}

/// A built-in menu style: the button look of the menu's button (nil: the
/// buttons' look around it).
@MainActor
protocol BuiltInMenuStyle: MenuStyle {
    var bezel: ButtonBezel? { get }
}

extension BuiltInMenuStyle {
    /// The menu drawn with this style's look.
    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).environment(\.menuButtonBezel, bezel)
    }
}

/// The default menu style (`.automatic`): a button with `▾` after its
/// title, drawn as the buttons around it are.
public struct DefaultMenuStyle: BuiltInMenuStyle {
    /// The style.
    nonisolated public init() {}
    var bezel: ButtonBezel? { nil }
}

/// A bordered button that opens the menu, `[ Actions ▾ ]` (`.button`).
public struct ButtonMenuStyle: BuiltInMenuStyle {
    /// The style.
    nonisolated public init() {}
    var bezel: ButtonBezel? { ButtonBezel(frame: .brackets, isTinted: true) }
}

/// The bare title in the accent colour, `Actions ▾` (`.borderlessButton`).
public struct BorderlessButtonMenuStyle: BuiltInMenuStyle {
    /// The style.
    nonisolated public init() {}
    var bezel: ButtonBezel? { ButtonBezel(frame: .bare, isTinted: true) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A bordered button that opens the menu.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The bare title, as a link, that opens the menu.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: (any MenuStyle)? { nil }
}

struct MenuButtonBezelKey: EnvironmentKey {
    static var defaultValue: ButtonBezel? { nil }
}

extension EnvironmentValues {
    /// The menu style of the nearest ``View/menuStyle(_:)`` (nil: the default, not yet applied).
    var menuStyle: (any MenuStyle)? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }

    /// The look of a menu's button a built-in style sets (nil: the buttons' look around it).
    var menuButtonBezel: ButtonBezel? {
        get { self[MenuButtonBezelKey.self] }
        set { self[MenuButtonBezelKey.self] = newValue }
    }
}

extension View {
    /// Draws the menus in this view with `style`: `.automatic`, `.button`,
    /// `.borderlessButton` or one of the app's own.
    ///
    /// ```swift
    /// Menu("Sort") { ... }.menuStyle(.borderlessButton)
    /// ```
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, style)
    }
}
