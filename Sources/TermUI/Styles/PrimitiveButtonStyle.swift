/// A button style that also decides how the button is triggered (SwiftUI's
/// `PrimitiveButtonStyle`); the built-in `.bordered`, `.borderedProminent`,
/// `.borderless` and `.plain` are these.
///
/// A style of the app's own usually wraps ``Button/init(_:)`` (which keeps
/// the focus, keys and clicks of a button) and changes what is around it:
///
/// ```swift
/// struct Confirming: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 1) {
///             Text("!")
///             Button(configuration)
///         }
///     }
/// }
/// ```
@MainActor
public protocol PrimitiveButtonStyle {
    /// The view the style makes of a button.
    associatedtype Body: View
    /// The button's label, role and action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button's look and behaviour.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` makes a button of.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The title, for a ``Button`` made from the configuration.
    let title: String
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

/// A built-in style: the look the hosted button draws.
@MainActor
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
    var bezel: ButtonBezel { get }
}

extension BuiltInButtonStyle {
    /// The button drawn with this style's look.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).environment(\.buttonLook, .builtIn(bezel))
    }
}

/// `[ Title ]` in the accent colour (`.bordered`).
public struct BorderedButtonStyle: BuiltInButtonStyle {
    /// The style.
    nonisolated public init() {}
    var bezel: ButtonBezel { ButtonBezel(frame: .brackets, isTinted: true) }
}

/// ` Title ` on a filled accent background, bold (`.borderedProminent`).
public struct BorderedProminentButtonStyle: BuiltInButtonStyle {
    /// The style.
    nonisolated public init() {}
    var bezel: ButtonBezel { ButtonBezel(frame: .filled, isTinted: true) }
}

/// The bare title in the accent colour, as a link (`.borderless`).
public struct BorderlessButtonStyle: BuiltInButtonStyle {
    /// The style.
    nonisolated public init() {}
    var bezel: ButtonBezel { ButtonBezel(frame: .bare, isTinted: true) }
}

/// The bare title in the text colour (`.plain`).
public struct PlainButtonStyle: BuiltInButtonStyle {
    /// The style.
    nonisolated public init() {}
    var bezel: ButtonBezel { ButtonBezel(frame: .bare, isTinted: false) }
}

/// The default: `.bordered`.
public struct DefaultButtonStyle: BuiltInButtonStyle {
    /// The style.
    nonisolated public init() {}
    var bezel: ButtonBezel { ButtonBezel(frame: .brackets, isTinted: true) }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// `[ Title ]`.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The title on a filled accent background.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The bare title in the accent colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The bare title.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default look: `[ Title ]`.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
