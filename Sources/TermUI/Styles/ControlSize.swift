/// How large controls draw (SwiftUI's `ControlSize`): in a terminal, how
/// much room a button leaves around its title, `[Go]` (`.mini`, `.small`),
/// `[ Go ]` (`.regular`) or `[  Go  ]` (`.large`, `.extraLarge`).
public enum ControlSize: Sendable, Hashable, CaseIterable {
    /// The smallest: no room around a title.
    case mini
    /// Small: no room around a title.
    case small
    /// The default.
    case regular
    /// Large: two cells around a title.
    case large
    /// The largest: as `.large`.
    case extraLarge

    /// The spaces on each side of a button's title.
    var titlePadding: Int {
        switch self {
        case .mini, .small: 0
        case .regular: 1
        case .large, .extraLarge: 2
        }
    }
}

struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size controls here draw at.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view.
    ///
    /// ```swift
    /// Button("Go") { go() }.controlSize(.small)
    /// ```
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }

}
