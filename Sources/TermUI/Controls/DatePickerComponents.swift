/// The parts of a date a ``DatePicker`` shows and edits (SwiftUI's
/// `DatePickerComponents`): the calendar date, the time of day, or both.
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// ```
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt

    /// A set of components from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and minute: `14:30`.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The year, month and day: `2026-12-04`.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
