/// A button drawn as a link (`.link`, SwiftUI's macOS `LinkButtonStyle`):
/// its bare title in the accent colour, blue when none is set, as a ``Link``
/// is drawn; Enter, Space or a click presses it.
///
/// ```swift
/// Button("Forgot password?") { showReset = true }.buttonStyle(.link)
/// ```
public struct LinkButtonStyle: BuiltInButtonStyle {
    /// The style.
    nonisolated public init() {}
    var bezel: ButtonBezel { ButtonBezel(frame: .bare, isTinted: true, defaultTint: .blue) }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// The bare title in the link colour.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}
