import Foundation

/// A control for choosing a date and a time (SwiftUI's `DatePicker`), drawn
/// as its fields inline, `Due  2026-12-04 14:30`, in the environment's
/// ``EnvironmentValues/calendar`` and ``EnvironmentValues/timeZone``.
///
/// With focus, ← → choose a field; ↑ ↓ (or `+` `-`) step it, wrapping
/// inside the field as a Mac's date field does (minute 59 → 00 leaves the
/// hour alone); digits type into it, moving to the next field once it is
/// full (`20261204` fills the date). The bound date stays inside `in:`, and
/// a click chooses the field under the pointer.
///
/// ```swift
/// @State private var due = Date()
/// var body: some View {
///     DatePicker("Due", selection: $due, in: Date()..., displayedComponents: .date)
/// }
/// ```
public struct DatePicker<Label: View>: View {
    /// The parts of the date the picker shows.
    public typealias Components = DatePickerComponents

    let label: Label
    let selection: Binding<Date>
    let lower: Date?
    let upper: Date?
    let displayedComponents: Components
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.datePickerKind) private var kind
    @State private var editing = DatePickerEditing()

    private init(
        selection: Binding<Date>, lower: Date?, upper: Date?, displayedComponents: Components, label: Label
    ) {
        self.selection = selection
        self.lower = lower
        self.upper = upper
        self.displayedComponents = displayedComponents
        self.label = label
    }

    /// A picker of any date, labelled by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lower: nil, upper: nil, displayedComponents: displayedComponents,
            label: label())
    }

    /// A picker of a date inside `range`, labelled by `label`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lower: range.lowerBound, upper: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }

    /// A picker of a date on or after `range`'s start, labelled by `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lower: range.lowerBound, upper: nil,
            displayedComponents: displayedComponents,
            label: label())
    }

    /// A picker of a date on or before `range`'s end, labelled by `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lower: nil, upper: range.upperBound,
            displayedComponents: displayedComponents,
            label: label())
    }

    /// The label, then the fields at the trailing edge.
    public var body: some View {
        let arithmetic = DateFields(calendar: calendar, timeZone: timeZone, lower: lower, upper: upper)
        let control = DatePickerControl(
            selection: selection,
            fields: DateField.fields(displayedComponents),
            arithmetic: arithmetic,
            editing: $editing, showsStepper: kind == .stepperField)
        if kind == .graphical {
            VStack(alignment: .leading, spacing: 0) {
                if !(label is EmptyView) { label }
                if displayedComponents.contains(.date) || !displayedComponents.contains(.hourAndMinute) {
                    CalendarGridControl(selection: selection, arithmetic: arithmetic)
                }
                if displayedComponents.contains(.hourAndMinute) {
                    DatePickerControl(
                        selection: selection, fields: [.hour, .minute], arithmetic: arithmetic,
                        editing: $editing,
                        showsStepper: false)
                }
            }
        } else if label is EmptyView {
            control
        } else {
            HStack(spacing: 0) {
                label
                Spacer(minLength: .columns(1))
                control
            }
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title` of any date.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(String(title)) }
    }

    /// A picker titled `title` of a date inside `range`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
            Text(String(title))
        }
    }

    /// A picker titled `title` of a date on or after `range`'s start.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
            Text(String(title))
        }
    }

    /// A picker titled `title` of a date on or before `range`'s end.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
            Text(String(title))
        }
    }
}

/// Which field of a ``DatePicker`` keys act on, and the digits typed into it so far.
struct DatePickerEditing: Equatable {
    var field = 0
    var typed = ""
}
