/// Whether the terminal is light text on a dark background or the reverse:
/// SwiftUI's `ColorScheme`, read as `@Environment(\.colorScheme)`.
///
/// TermUI reads it at start from `COLORFGBG` (set by rxvt, Konsole and
/// others as `foreground;background` palette numbers): a background of 7 or
/// 9 to 15 is light, any other is dark. Without it a terminal is taken to be
/// dark, the common case. ``View/preferredColorScheme(_:)`` cannot recolour
/// the terminal: it sets the scheme its content reads.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark

    /// The scheme a `COLORFGBG` value says, dark without one or for one it cannot read.
    init(colorFGBG: String?) {
        let background = colorFGBG?.split(separator: ";").last.flatMap { Int($0) }
        switch background {
        case .some(7), .some(9...15): self = .light
        default: self = .dark
        }
    }
}

struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .dark }
}

extension EnvironmentValues {
    /// The terminal's colour scheme (see ``ColorScheme``).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Asks for `colorScheme`: the view and its descendants read it as
    /// `@Environment(\.colorScheme)`; `nil` keeps the terminal's. A terminal's
    /// colours are its own, so nothing else changes (on a root view this is
    /// what SwiftUI's window-wide preference comes to).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        EnvironmentWriter(
            content: self, keyPath: \.colorScheme, value: colorScheme ?? .dark, isActive: colorScheme != nil)
    }
}
