import CursesKit
import Foundation

/// The month grid of a `.graphical` ``DatePicker``: the month and year, the
/// weekdays, then six rows of days, the chosen one reversed while focused.
/// ← → move a day, ↑ ↓ a week, PageUp PageDown a month; a click picks a day.
struct CalendarGridControl: View, CanvasControl {
    typealias Body = Never
    let selection: Binding<Date>
    let arithmetic: DateFields

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let weekdayNames = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
    /// Columns of the grid: seven days of two digits, a space between.
    static let width = 20

    func lines(environment: EnvironmentValues) -> [[ControlRun]] {
        let date = selection.wrappedValue
        let month = arithmetic.month(of: date)
        let chosen = arithmetic.value(.day, of: date)
        let title =
            "\(Self.monthNames[arithmetic.value(.month, of: date) - 1]) \(arithmetic.value(.year, of: date))"
        let padding = max(0, (Self.width - title.count) / 2)
        let first = arithmetic.calendar.firstWeekday - 1
        let weekdays = (0..<7).map { Self.weekdayNames[(first + $0) % 7] }.joined(separator: " ")
        var lines: [[ControlRun]] = [
            [
                ControlRun(
                    text: String(repeating: " ", count: padding) + title, style: Style(attributes: .bold))
            ],
            [ControlRun(text: weekdays, style: Style(foreground: .gray))],
        ]
        let accent = Self.accentStyle(environment)
        for week in 0..<6 {
            var runs: [ControlRun] = []
            for column in 0..<7 {
                if column > 0 { runs.append(ControlRun(text: " ")) }
                let day = week * 7 + column - month.column + 1
                guard day >= 1, day <= month.days else {
                    runs.append(ControlRun(text: "  "))
                    continue
                }
                let text = day < 10 ? " \(day)" : "\(day)"
                let dayDate =
                    arithmetic.calendar.date(byAdding: .day, value: day - 1, to: month.first) ?? date
                let style =
                    day == chosen
                    ? accent.adding(.bold)
                    : arithmetic.isSelectable(day: dayDate) ? .plain : Style(attributes: .dim)
                runs.append(ControlRun(text: text, style: style, showsFocus: day == chosen))
            }
            lines.append(runs)
        }
        return lines
    }

    var keyHints: [KeyHint] {
        [
            KeyHint([KeyEvent(.left), KeyEvent(.right)], "day", priority: .low),
            KeyHint([KeyEvent(.up), KeyEvent(.down)], "week", priority: .low),
            KeyHint([KeyEvent(.pageUp), KeyEvent(.pageDown)], "month", symbol: "PgUp/PgDn", priority: .low),
        ]
    }

    func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key.withVimArrows {
        case .left: move(.day, -1)
        case .right: move(.day, 1)
        case .up: move(.day, -7)
        case .down: move(.day, 7)
        case .pageUp: move(.month, -1)
        case .pageDown: move(.month, 1)
        default: return false
        }
        return true
    }

    func handleMouse(_ event: MouseEvent, in canvas: ControlCanvas) -> Bool {
        Self.click(event, in: canvas) {
            let week = event.location.y - 2
            let column = event.location.x / 3
            guard week >= 0, week < 6, column < 7, event.location.x % 3 < 2 else { return }
            let date = selection.wrappedValue
            let month = arithmetic.month(of: date)
            let day = week * 7 + column - month.column + 1
            guard day >= 1, day <= month.days else { return }
            write(arithmetic.setting(.day, to: day, of: date))
        }
    }

    private func move(_ component: Calendar.Component, _ value: Int) {
        write(arithmetic.adding(component, value, to: selection.wrappedValue))
    }

    private func write(_ date: Date) {
        if selection.wrappedValue != date { selection.wrappedValue = date }
    }
}
