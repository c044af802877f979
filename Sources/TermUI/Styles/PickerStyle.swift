/// How a ``Picker`` shows its options (SwiftUI's `PickerStyle`): set with
/// ``View/pickerStyle(_:)`` to `.menu` (the default), `.inline`,
/// `.segmented`, `.radioGroup` or `.wheel`.
///
/// As in SwiftUI, the styles are the built-in ones: the protocol has no
/// requirements an app can implement, and a type of the app's own that
/// conforms draws as `.menu`.
@MainActor
public protocol PickerStyle {}

/// What each built-in style is, for the picker to draw it.
enum PickerKind: Sendable, Hashable {
    case menu, inline, segmented, radioGroup, wheel
}

/// A built-in picker style.
@MainActor
protocol BuiltInPickerStyle: PickerStyle {
    var kind: PickerKind { get }
}

/// The current option in brackets, `[Purple ▾]`; its options open in a
/// pop-up below (`.menu`, also `.automatic`).
public struct MenuPickerStyle: BuiltInPickerStyle {
    /// The style.
    nonisolated public init() {}
    var kind: PickerKind { .menu }
}

/// The options as rows under the label, the chosen one checked (`.inline`).
public struct InlinePickerStyle: BuiltInPickerStyle {
    /// The style.
    nonisolated public init() {}
    var kind: PickerKind { .inline }
}

/// The options side by side, the chosen one in brackets; ← → choose (`.segmented`).
public struct SegmentedPickerStyle: BuiltInPickerStyle {
    /// The style.
    nonisolated public init() {}
    var kind: PickerKind { .segmented }
}

/// The options as radio buttons, `(•) Purple`, one per row (`.radioGroup`).
public struct RadioGroupPickerStyle: BuiltInPickerStyle {
    /// The style.
    nonisolated public init() {}
    var kind: PickerKind { .radioGroup }
}

/// A wheel, drawn in a terminal as a list of up to five rows around the
/// chosen one, which is marked `›` (`.wheel`).
public struct WheelPickerStyle: BuiltInPickerStyle {
    /// The style.
    nonisolated public init() {}
    var kind: PickerKind { .wheel }
}

/// The default picker style: `.menu`.
public struct DefaultPickerStyle: BuiltInPickerStyle {
    /// The style.
    nonisolated public init() {}
    var kind: PickerKind { .menu }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The current option with its options in a pop-up.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options as rows, the chosen one checked.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// The options as radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// The options as a short list around the chosen one.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default: `.menu`.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

struct PickerKindKey: EnvironmentKey {
    static var defaultValue: PickerKind { .menu }
}

extension EnvironmentValues {
    /// How the ``Picker``s here draw.
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }
}

extension View {
    /// Sets how the ``Picker``s in this view show their options.
    ///
    /// ```swift
    /// Picker("Accent", selection: $accent) { ... }.pickerStyle(.segmented)
    /// ```
    public func pickerStyle(_ style: some PickerStyle) -> some View {
        environment(\.pickerKind, (style as? any BuiltInPickerStyle)?.kind ?? .menu)
    }
}
