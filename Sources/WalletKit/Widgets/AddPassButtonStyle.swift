import CursesKit

/// The look of an ``AddPassButton`` (PassKit's `PKAddPassButtonStyle`).
public enum AddPassButtonStyle: Hashable, Sendable, CaseIterable {
    /// White text on black: for light backgrounds.
    case black
    /// Black with a white rounded outline: for dark backgrounds, where plain black would vanish.
    case blackOutline
}

/// The colours the button draws with in each state.
struct AddPassButtonPalette {
    static let black = Color.rgb(0, 0, 0)
    static let white = Color.rgb(255, 255, 255)
    /// The pressed look: Wallet darkens to grey while the finger is down.
    static let pressed = Color.rgb(72, 72, 74)
    static let disabledText = Color.rgb(142, 142, 147)
    /// The wallet glyph's green once the pass is in the wallet.
    static let added = Color.rgb(52, 199, 89)
}
