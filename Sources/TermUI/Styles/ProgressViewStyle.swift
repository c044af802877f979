import CursesKit

/// A look for progress views (SwiftUI's `ProgressViewStyle`): the built-in
/// `.linear` (the default, a bar), `.circular` (a spinner while
/// indeterminate, a quarter-filled circle for a fraction), or a style of the
/// app's own that draws the configuration's fraction and labels itself.
///
/// ```swift
/// struct Percent: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///     }
/// }
/// ProgressView(value: 0.4).progressViewStyle(Percent())
/// ```
@MainActor
public protocol ProgressViewStyle {
    /// The view the style makes of a progress view.
    associatedtype Body: View
    /// The progress view's fraction and labels.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view's look.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` draws a progress view from.
@MainActor
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as a view.
    public struct Label: View {
        let text: String
        /// The label the progress view was made with.
        public var body: some View { Text(text) }
    }

    /// A progress view's current value label, as a view.
    public struct CurrentValueLabel: View {
        let text: String
        /// The current value label the progress view was made with.
        public var body: some View { Text(text) }
    }

    /// How much is done, 0 to 1; `nil` while indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// How progress views here look.
enum ProgressLook {
    case linear(track: Character, trackColor: Color?)
    case circular
    case style(any ProgressViewStyle)
}

/// A built-in progress view style: the look the hosted bar draws.
@MainActor
protocol BuiltInProgressViewStyle: ProgressViewStyle {
    var look: ProgressLook { get }
    /// The colour the style draws in, if it names one (`CircularProgressViewStyle(tint:)`).
    var progressTint: Color? { get }
}

extension BuiltInProgressViewStyle {
    var progressTint: Color? { nil }
}

extension BuiltInProgressViewStyle {
    /// The progress view drawn with this style's look.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).environment(\.progressLook, look)
    }
}

/// A bar, the filled part in the accent colour, the empty part drawn with
/// ``track`` (blank by default); an indeterminate one sweeps (`.linear`).
///
/// ```swift
/// ProgressView(value: 0).progressViewStyle(.linear(track: "─", trackColor: .gray))
/// ```
public struct LinearProgressViewStyle: BuiltInProgressViewStyle, Equatable, Sendable {
    /// The character the empty part is drawn with.
    public var track: Character
    /// The colour of the empty part, or `nil` for the foreground colour.
    public var trackColor: Color?

    /// A style drawing the empty part with `track` in `trackColor`.
    nonisolated public init(track: Character = " ", trackColor: Color? = nil) {
        self.track = track
        self.trackColor = trackColor
    }

    var look: ProgressLook { .linear(track: track, trackColor: trackColor) }
}

/// A spinner, `⠋ Loading`, turning only while on screen, for an indeterminate
/// progress view; a circle filled in quarters, `◑`, for a fraction (`.circular`).
public struct CircularProgressViewStyle: BuiltInProgressViewStyle {
    let tint: Color?

    /// The style.
    nonisolated public init() { tint = nil }

    /// The style with the spinner or circle drawn in `tint` rather than the
    /// accent colour (SwiftUI's deprecated `init(tint:)`; `.tint(_:)` is the new way).
    nonisolated public init(tint: Color) { self.tint = tint }

    var look: ProgressLook { .circular }
    var progressTint: Color? { tint }
}

/// The default: `.linear`.
public struct DefaultProgressViewStyle: BuiltInProgressViewStyle {
    /// The style.
    nonisolated public init() {}
    var look: ProgressLook { .linear(track: " ", trackColor: nil) }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar; its empty part is blank.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }

    /// A bar whose empty part is drawn with `track` (a visible empty bar), in `trackColor`.
    public static func linear(track: Character, trackColor: Color? = .gray) -> LinearProgressViewStyle {
        LinearProgressViewStyle(track: track, trackColor: trackColor)
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a quarter-filled circle for a fraction.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default: `.linear`.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

struct ProgressLookKey: EnvironmentKey {
    static var defaultValue: ProgressLook { .linear(track: " ", trackColor: nil) }
}

extension EnvironmentValues {
    /// How the ``ProgressView``s here draw.
    var progressLook: ProgressLook {
        get { self[ProgressLookKey.self] }
        set { self[ProgressLookKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views in this view with `style`.
    ///
    /// ```swift
    /// ProgressView("Loading").progressViewStyle(.circular)
    /// ```
    public func progressViewStyle(_ style: some ProgressViewStyle) -> some View {
        if let builtIn = style as? any BuiltInProgressViewStyle {
            return environment(\.progressLook, builtIn.look).environment(\.progressTint, builtIn.progressTint)
        }
        return environment(\.progressLook, .style(style)).environment(\.progressTint, nil)
    }
}

struct ProgressTintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The colour of the built-in progress style around (`CircularProgressViewStyle(tint:)`).
    var progressTint: Color? {
        get { self[ProgressTintKey.self] }
        set { self[ProgressTintKey.self] = newValue }
    }
}
