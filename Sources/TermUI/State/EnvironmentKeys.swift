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

    /// How many colours the terminal shows, read at start.
    public var colorCapability: ColorCapability {
        get { self[ColorCapabilityKey.self] }
        set { self[ColorCapabilityKey.self] = newValue }
    }
}
