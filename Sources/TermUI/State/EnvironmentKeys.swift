import CursesKit

struct AccentColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

struct ForegroundColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

struct ColorCapabilityKey: EnvironmentKey {
    static var defaultValue: ColorCapability { .trueColor }
}

extension EnvironmentValues {
    /// The colour controls and highlights use; `nil` for the terminal's default look.
    public var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }

    /// The colour of text; `nil` for the terminal's default.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The user's preferred type size (`.large` by default).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The font of text; `nil` means ``Font/body``.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// False inside `.disabled(true)`: controls ignore input and look dimmed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The terminal's palette: how many colours it shows (a TermUI
    /// addition). A terminal app reads it from terminfo's `colors` when its
    /// screen opens: true colour, 256, 88, 16, 8, or monochrome, which
    /// `NO_COLOR` (any non-empty value) forces. Every colour a view draws is
    /// shown as the nearest the palette has (`Color.resolved(for:)`), and on
    /// a monochrome terminal as attributes; a view reads this to choose
    /// differently (fewer shades, a symbol instead of a colour). A
    /// ``HeadlessHost`` shows true colour unless its environment says otherwise.
    ///
    /// ```swift
    /// @Environment(\.colorCapability) private var palette
    /// var body: some View {
    ///     if palette == .monochrome { Text("! overdue").bold() } else { Text("overdue").foregroundColor(.red) }
    /// }
    /// ```
    public var colorCapability: ColorCapability {
        get { self[ColorCapabilityKey.self] }
        set { self[ColorCapabilityKey.self] = newValue }
    }
}
