import Foundation

/// One editable part of a ``DatePicker``'s date: `2026`-`12`-`04` `14`:`30`.
enum DateField: Int, CaseIterable, Sendable {
    case year, month, day, hour, minute

    /// How many digits it shows (and typing fills before moving on).
    var width: Int { self == .year ? 4 : 2 }

    /// What goes before it on the line.
    var separator: String {
        switch self {
        case .year: ""
        case .month, .day: "-"
        case .hour: " "
        case .minute: ":"
        }
    }

    /// The fields `components` show, in order.
    static func fields(_ components: DatePickerComponents) -> [DateField] {
        var fields: [DateField] = []
        if components.contains(.date) { fields += [.year, .month, .day] }
        if components.contains(.hourAndMinute) { fields += [.hour, .minute] }
        return fields.isEmpty ? [.year, .month, .day, .hour, .minute] : fields
    }
}

/// A date's fields in a calendar and zone, and the dates a change to one of
/// them makes, kept inside a range: the arithmetic behind a ``DatePicker``.
struct DateFields: Sendable {
    let calendar: Calendar
    let lower: Date?
    let upper: Date?

    init(calendar: Calendar, timeZone: TimeZone, lower: Date?, upper: Date?) {
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.lower = lower
        self.upper = upper
    }

    private static let parts: Set<Calendar.Component> = [
        .year, .month, .day, .hour, .minute, .second, .nanosecond,
    ]

    /// The value `field` has in `date`.
    func value(_ field: DateField, of date: Date) -> Int {
        let parts = calendar.dateComponents(Self.parts, from: date)
        return Self.get(field, parts) ?? 0
    }

    /// The values that `field` can hold in the month of `date`.
    func values(_ field: DateField, around date: Date) -> ClosedRange<Int> {
        switch field {
        case .year: 1...9999
        case .month: 1...12
        case .day: 1...daysInMonth(of: calendar.dateComponents(Self.parts, from: date))
        case .hour: 0...23
        case .minute: 0...59
        }
    }

    /// `date` with `field` moved by `delta`, wrapping inside the field as a
    /// Mac's date field does (minute 59 → 00 leaves the hour alone; the year
    /// does not wrap), then kept inside the range.
    func stepping(_ field: DateField, by delta: Int, of date: Date) -> Date {
        let values = values(field, around: date)
        var value = self.value(field, of: date) + delta
        if field == .year {
            value = min(max(value, values.lowerBound), values.upperBound)
        } else {
            let count = values.count
            value = values.lowerBound + ((value - values.lowerBound) % count + count) % count
        }
        return setting(field, to: value, of: date)
    }

    /// `date` with `field` set to `value` (a day past the new month's end
    /// becomes its last day), kept inside the range.
    func setting(_ field: DateField, to value: Int, of date: Date) -> Date {
        var parts = calendar.dateComponents(Self.parts, from: date)
        Self.set(field, value, &parts)
        if let day = parts.day { parts.day = min(day, daysInMonth(of: parts)) }
        return clamped(calendar.date(from: parts) ?? date)
    }

    /// `date` moved inside the range.
    func clamped(_ date: Date) -> Date {
        var date = date
        if let lower, date < lower { date = lower }
        if let upper, date > upper { date = upper }
        return date
    }

    private func daysInMonth(of parts: DateComponents) -> Int {
        var first = parts
        first.day = 1
        guard let start = calendar.date(from: first),
            let days = calendar.range(of: .day, in: .month, for: start)
        else { return 31 }
        return days.count
    }

    private static func get(_ field: DateField, _ parts: DateComponents) -> Int? {
        switch field {
        case .year: parts.year
        case .month: parts.month
        case .day: parts.day
        case .hour: parts.hour
        case .minute: parts.minute
        }
    }

    private static func set(_ field: DateField, _ value: Int, _ parts: inout DateComponents) {
        switch field {
        case .year: parts.year = value
        case .month: parts.month = value
        case .day: parts.day = value
        case .hour: parts.hour = value
        case .minute: parts.minute = value
        }
    }
}

extension DateFields {
    /// `date` moved by `value` of `component` (days, weeks, months), kept inside the range.
    func adding(_ component: Calendar.Component, _ value: Int, to date: Date) -> Date {
        clamped(calendar.date(byAdding: component, value: value, to: date) ?? date)
    }

    /// The first day of `date`'s month (at `date`'s time of day), its
    /// weekday's column (0 for the calendar's first weekday) and its number of days.
    func month(of date: Date) -> (first: Date, column: Int, days: Int) {
        let day = value(.day, of: date)
        let first = calendar.date(byAdding: .day, value: 1 - day, to: date) ?? date
        let weekday = calendar.component(.weekday, from: first)
        let column = ((weekday - calendar.firstWeekday) % 7 + 7) % 7
        return (first, column, values(.day, around: date).upperBound)
    }

    /// Whether the day `date` falls on has any time inside the range.
    func isSelectable(day date: Date) -> Bool {
        let start = calendar.startOfDay(for: date)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
        if let lower, end <= lower { return false }
        if let upper, start > upper { return false }
        return true
    }
}
