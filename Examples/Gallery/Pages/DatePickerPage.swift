import TermUI

extension GalleryPage {
    /// `DatePicker`: date and time fields, ← → to choose one, ↑ ↓ or digits to change it, a range
    /// kept; `.graphical`, a month grid.
    static let datePicker = GalleryPage(id: "datepicker", title: "DatePicker") { DatePickerPage() }
}

private struct DatePickerPage: View {
    /// The page starts on a fixed date, shown in UTC, so that every run draws the same.
    @State private var departure = DatePickerPage.day(2026, 12, 4, hour: 14, minute: 30)
    @State private var alarm = DatePickerPage.day(2026, 12, 4, hour: 6, minute: 45)
    @State private var returnDay = DatePickerPage.day(2026, 12, 11)
    @State private var meeting = DatePickerPage.day(2026, 12, 16, hour: 9, minute: 30)

    private static func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0, minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return calendar.date(from: parts) ?? Date(timeIntervalSince1970: 0)
    }

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 16) {
                DatePicker("Departure", selection: $departure)
                DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
                    .datePickerStyle(.stepperField)
                DatePicker("Return", selection: $returnDay, in: departure..., displayedComponents: .date)
                Text("Return is kept on or after the departure.")
            }
            .frame(width: 288)
            DatePicker("Meeting", selection: $meeting).datePickerStyle(.graphical)
        }
        .environment(\.timeZone, .gmt)
    }
}
