import CursesKit

/// A look for toggles (SwiftUI's `ToggleStyle`): the built-in `.checkbox`
/// (the default), `.switch` and `.button`, or a style of the app's own that
/// draws the label and flips `configuration.isOn` itself.
///
/// ```swift
/// struct Star: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button(configuration.isOn ? "★" : "☆") { configuration.isOn.toggle() }
///     }
/// }
/// Toggle("Favourite", isOn: $favourite).toggleStyle(Star())
/// ```
@MainActor
public protocol ToggleStyle {
    /// The view the style makes of a toggle.
    associatedtype Body: View
    /// The toggle's label and value.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle's look.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` draws a toggle from.
@MainActor
public struct ToggleStyleConfiguration {
    /// A toggle's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the toggle was made with.
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// The toggle's value; setting it writes the toggle's binding (`$isOn`).
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// How toggles here look.
enum ToggleLook {
    case builtIn(Checkbox.Indicator)
    case style(any ToggleStyle)
}

/// A built-in toggle style: the indicator the hosted checkbox draws.
@MainActor
protocol BuiltInToggleStyle: ToggleStyle {
    var indicator: Checkbox.Indicator { get }
    /// The colour the style draws the toggle in; `nil` for the accent colour.
    var toggleTint: Color? { get }
}

extension BuiltInToggleStyle {
    var toggleTint: Color? { nil }
}

extension BuiltInToggleStyle {
    /// The toggle drawn with this style's look.
    public func makeBody(configuration: Configuration) -> some View {
        HostedToggle(title: ListRowText.text(of: configuration.label) ?? "", isOn: configuration.$isOn)
            .environment(\.toggleLook, .builtIn(indicator))
            .environment(\.toggleTint, toggleTint)
    }
}

/// `[x] Title` (`.checkbox`).
public struct CheckboxToggleStyle: BuiltInToggleStyle {
    /// The style.
    nonisolated public init() {}
    var indicator: Checkbox.Indicator { .checkbox }
}

/// `[━●] Title` when on, `[○─] Title` when off (`.switch`).
public struct SwitchToggleStyle: BuiltInToggleStyle {
    /// The colour of the switch; `nil` for the accent colour.
    let tint: Color?

    /// The style.
    nonisolated public init() { tint = nil }

    /// A switch drawn in `tint` rather than the accent colour (SwiftUI's `init(tint:)`).
    ///
    /// ```swift
    /// Toggle("Alarm", isOn: $alarm).toggleStyle(SwitchToggleStyle(tint: .orange))
    /// ```
    nonisolated public init(tint: Color) { self.tint = tint }

    var indicator: Checkbox.Indicator { .switch }
    var toggleTint: Color? { tint }
}

/// `[ Title ]`, bold and underlined while on (`.button`).
public struct ButtonToggleStyle: BuiltInToggleStyle {
    /// The style.
    nonisolated public init() {}
    var indicator: Checkbox.Indicator { .button }
}

/// The default: `.checkbox`.
public struct DefaultToggleStyle: BuiltInToggleStyle {
    /// The style.
    nonisolated public init() {}
    var indicator: Checkbox.Indicator { .checkbox }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// `[x] Title`.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays down while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default: `.checkbox`.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

struct ToggleLookKey: EnvironmentKey {
    static var defaultValue: ToggleLook { .builtIn(.checkbox) }
}

struct ToggleTintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The tint of the built-in toggle style around (`SwitchToggleStyle(tint:)`).
    var toggleTint: Color? {
        get { self[ToggleTintKey.self] }
        set { self[ToggleTintKey.self] = newValue }
    }

    var toggleLook: ToggleLook {
        get { self[ToggleLookKey.self] }
        set { self[ToggleLookKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this view with `style`.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
    /// ```
    public func toggleStyle(_ style: some ToggleStyle) -> some View {
        if let builtIn = style as? any BuiltInToggleStyle {
            return environment(\.toggleLook, .builtIn(builtIn.indicator))
                .environment(\.toggleTint, builtIn.toggleTint)
        }
        return environment(\.toggleLook, .style(style)).environment(\.toggleTint, nil)
    }
}

extension ToggleStyleConfiguration.Label: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: content) }
}
