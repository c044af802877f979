/// How a ``ProgressView`` draws its bar: the character and colour of the
/// empty part (the filled part takes the accent colour).
///
/// ```swift
/// ProgressView(value: 0).progressViewStyle(.linear(track: "─", trackColor: .gray))
/// ```
public struct LinearProgressViewStyle: Equatable, Sendable {
    /// The character the empty part is drawn with.
    public var track: Character
    /// The colour of the empty part, or `nil` for the foreground colour.
    public var trackColor: Color?

    /// A style drawing the empty part with `track` in `trackColor`.
    public init(track: Character = " ", trackColor: Color? = nil) {
        self.track = track
        self.trackColor = trackColor
    }

    /// The default: the empty part is blank.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }

    /// The empty part drawn with `track` (a visible empty bar), in `trackColor`.
    public static func linear(track: Character, trackColor: Color? = .gray) -> LinearProgressViewStyle {
        LinearProgressViewStyle(track: track, trackColor: trackColor)
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: LinearProgressViewStyle { .linear }
}

extension EnvironmentValues {
    /// The style ``ProgressView``s draw with.
    public var progressViewStyle: LinearProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the ``ProgressView``s in this view.
    public func progressViewStyle(_ style: LinearProgressViewStyle) -> some View {
        environment(\.progressViewStyle, style)
    }
}
