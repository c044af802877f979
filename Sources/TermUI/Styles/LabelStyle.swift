/// How a ``Label`` arranges its title and icon (SwiftUI's `LabelStyle`):
/// the built-in `.titleAndIcon`, `.titleOnly` and `.iconOnly`, or your own.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: .columns(1)) { configuration.title; configuration.icon }
///     }
/// }
/// Label("Inbox", systemImage: "tray").labelStyle(TrailingIcon())
/// ```
@MainActor
public protocol LabelStyle {
    /// The view the style makes of a label.
    associatedtype Body: View
    /// The title and icon of the label being styled.
    typealias Configuration = LabelStyleConfiguration
    /// The label's view: its title and icon placed as the style wants.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a ``Label`` a ``LabelStyle`` places.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: AnyView
        /// The title the label was made with.
        public var body: some View { content }
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        /// The icon the label was made with.
        public var body: some View { content }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// The icon, a space, then the title (`.titleAndIcon`, also `.automatic`).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}
    /// The icon then the title, one cell apart.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: .columns(1)) {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title (`.titleOnly`).
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon (`.iconOnly`).
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}
    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The default label style: the icon then the title.
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}
    /// As ``TitleAndIconLabelStyle``.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default: the icon, then the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
    /// The style ``Label``s in this environment draw with.
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the ``Label``s in this view arrange title and icon.
    ///
    /// ```swift
    /// Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)
    /// ```
    public func labelStyle(_ style: some LabelStyle) -> some View {
        environment(\.labelStyle, style)
    }
}
