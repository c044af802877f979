/// How a ``DatePicker`` looks (SwiftUI's `DatePickerStyle`): set with
/// ``View/datePickerStyle(_:)`` to `.automatic`, `.compact`, `.field`,
/// `.stepperField` or `.graphical`, the styles a Mac has.
///
/// The field styles edit the fields inline, `2026-12-04 14:30`: a terminal
/// has no pop-up calendar for `.compact` to open, so `.compact` and `.field`
/// look the same, and `.stepperField` adds a clickable `[-|+]` that steps
/// the chosen field. `.graphical` shows the month as a grid (← → a day,
/// ↑ ↓ a week, PageUp PageDown a month) with the time fields under it. As in SwiftUI, the styles are the built-in ones: a type
/// of the app's own that conforms draws as `.automatic`.
@MainActor
public protocol DatePickerStyle {}

/// What each built-in style is, for the picker to draw it.
enum DatePickerKind: Sendable, Hashable {
    case field, stepperField, graphical
}

/// A built-in date picker style.
@MainActor
protocol BuiltInDatePickerStyle: DatePickerStyle {
    var kind: DatePickerKind { get }
}

/// The default style: `.compact`, the fields inline.
public struct DefaultDatePickerStyle: BuiltInDatePickerStyle {
    /// The style.
    nonisolated public init() {}
    var kind: DatePickerKind { .field }
}

/// The fields inline, `2026-12-04 14:30` (`.compact`).
public struct CompactDatePickerStyle: BuiltInDatePickerStyle {
    /// The style.
    nonisolated public init() {}
    var kind: DatePickerKind { .field }
}

/// The fields inline, to type into and step with the arrows (`.field`).
public struct FieldDatePickerStyle: BuiltInDatePickerStyle {
    /// The style.
    nonisolated public init() {}
    var kind: DatePickerKind { .field }
}

/// The fields inline with a `[-|+]` stepper for the chosen field (`.stepperField`).
public struct StepperFieldDatePickerStyle: BuiltInDatePickerStyle {
    /// The style.
    nonisolated public init() {}
    var kind: DatePickerKind { .stepperField }
}

/// A month grid to move the day in, with the time fields under it (`.graphical`).
public struct GraphicalDatePickerStyle: BuiltInDatePickerStyle {
    /// The style.
    nonisolated public init() {}
    var kind: DatePickerKind { .graphical }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month grid, with the time fields under it.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default: `.compact`.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The fields inline.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// The fields inline, without a stepper.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// The fields inline, with a stepper.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

struct DatePickerKindKey: EnvironmentKey {
    static var defaultValue: DatePickerKind { .field }
}

extension EnvironmentValues {
    /// How the ``DatePicker``s here draw.
    var datePickerKind: DatePickerKind {
        get { self[DatePickerKindKey.self] }
        set { self[DatePickerKindKey.self] = newValue }
    }
}

extension View {
    /// Sets how the ``DatePicker``s in this view look.
    ///
    /// ```swift
    /// DatePicker("Due", selection: $due).datePickerStyle(.stepperField)
    /// ```
    public func datePickerStyle(_ style: some DatePickerStyle) -> some View {
        environment(\.datePickerKind, (style as? any BuiltInDatePickerStyle)?.kind ?? .field)
    }
}
