import CursesKit
import FoundationEssentials
import Testing

@testable import TermUI

/// `DatePicker`: the fields drawn, each key, digits typed, the range kept, the
/// date through the binding, in the environment's time zone.
@MainActor
@Suite struct DatePickerTests {
    static let utc = TimeZone(secondsFromGMT: 0)!

    /// The date at `year`-`month`-`day` `hour`:`minute` UTC.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    enum Range {
        case none
        case closed(ClosedRange<Date>)
        case from(Date)
        case through(Date)
    }

    /// A picker and, under it, the bound date's seconds since 1970 (what the binding holds).
    struct Due: View {
        @State var date: Date
        var range = Range.none
        var components: DatePickerComponents = [.date, .hourAndMinute]
        var zone = DatePickerTests.utc

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                switch range {
                case .none: DatePicker("Due", selection: $date, displayedComponents: components)
                case .closed(let range):
                    DatePicker("Due", selection: $date, in: range, displayedComponents: components)
                case .from(let start):
                    DatePicker("Due", selection: $date, in: start..., displayedComponents: components)
                case .through(let end):
                    DatePicker("Due", selection: $date, in: ...end, displayedComponents: components)
                }
                Text(String(Int(date.timeIntervalSince1970)))
            }
            .environment(\.timeZone, zone)
        }
    }

    func host(_ view: Due, width: Int = 21) -> HeadlessHost {
        let host = HeadlessHost(size: Size(width: width, height: 2), focusesFirstControl: false, root: view)
        host.send(KeyEvent(.tab))
        return host
    }

    func seconds(_ date: Date) -> String { String(Int(date.timeIntervalSince1970)) }

    @Test func drawsTheFieldsAndArrowsStepTheChosenField() {
        let host = host(Due(date: Self.date(2026, 12, 4, 14, 30)))
        #expect(host.trimmedLines == ["Due  2026-12-04 14:30", seconds(Self.date(2026, 12, 4, 14, 30))])
        host.send(KeyEvent(.up))
        #expect(host.trimmedLines[0] == "Due  2027-12-04 14:30", "↑ steps the first field, the year")
        host.send([KeyEvent(.right), KeyEvent(.down)])
        #expect(host.trimmedLines[0] == "Due  2027-11-04 14:30", "→ then ↓: the month")
        host.send([KeyEvent(.right), .character("+"), .character("+")])
        #expect(host.trimmedLines[0] == "Due  2027-11-06 14:30", "+ steps the day")
        host.send([KeyEvent(.right), .character("-")])
        #expect(host.trimmedLines[0] == "Due  2027-11-06 13:30", "- steps the hour")
        host.send([KeyEvent(.right), .character("k"), .character("k")])
        #expect(host.trimmedLines[0] == "Due  2027-11-06 13:32", "k is ↑ on the minute")
        host.send([KeyEvent(.right), KeyEvent(.up)])
        #expect(host.trimmedLines[0] == "Due  2027-11-06 13:33", "→ stops at the last field")
        host.send([
            KeyEvent(.left), KeyEvent(.left), KeyEvent(.left), KeyEvent(.left), KeyEvent(.left),
            .character("j"),
        ])
        #expect(host.trimmedLines[0] == "Due  2026-11-06 13:33", "← stops at the first field; j is ↓")
        #expect(
            host.trimmedLines[1] == seconds(Self.date(2026, 11, 6, 13, 33)),
            "the binding holds the date shown")
    }

    @Test func theChosenFieldIsReversedWhileFocused() {
        let host = HeadlessHost(
            size: Size(width: 21, height: 2), focusesFirstControl: false,
            root: Due(date: Self.date(2026, 12, 4, 14, 30)))
        #expect(
            !host.cell(at: Point(x: 5, y: 0)).style.attributes.contains(.reverse), "no focus, no highlight")
        host.send(KeyEvent(.tab))
        #expect(host.cell(at: Point(x: 5, y: 0)).style.attributes.contains(.reverse))
        #expect(!host.cell(at: Point(x: 10, y: 0)).style.attributes.contains(.reverse))
        host.send(KeyEvent(.right))
        #expect(!host.cell(at: Point(x: 5, y: 0)).style.attributes.contains(.reverse))
        #expect(host.cell(at: Point(x: 10, y: 0)).style.attributes.contains(.reverse), "the month now")
        #expect(!host.cell(at: Point(x: 9, y: 0)).style.attributes.contains(.reverse), "not the separator")
    }

    @Test func eachFieldWrapsInsideItselfAsOnAMac() {
        let host = host(Due(date: Self.date(2026, 12, 31, 23, 59)))
        host.send([KeyEvent(.right), KeyEvent(.up)])
        #expect(host.trimmedLines[0] == "Due  2026-01-31 23:59", "December → January leaves the year alone")
        host.send(KeyEvent(.up))
        #expect(
            host.trimmedLines[0] == "Due  2026-02-28 23:59",
            "31 January → February keeps the day inside the month")
        host.send([KeyEvent(.right), KeyEvent(.up)])
        #expect(
            host.trimmedLines[0] == "Due  2026-02-01 23:59",
            "the last day wraps to the first, the month stays")
        host.send([KeyEvent(.right), KeyEvent(.up), KeyEvent(.right), KeyEvent(.up)])
        #expect(host.trimmedLines[0] == "Due  2026-02-01 00:00", "23 → 00 and 59 → 00 leave the day alone")
        host.send(KeyEvent(.down))
        #expect(host.trimmedLines[0] == "Due  2026-02-01 00:59")
        #expect(host.trimmedLines[1] == seconds(Self.date(2026, 2, 1, 0, 59)))
    }

    @Test func digitsTypeIntoTheFieldAndAFullFieldMovesOn() {
        let host = host(Due(date: Self.date(2026, 12, 4, 14, 30)))
        host.send("202503150930".map { KeyEvent.character($0) })
        #expect(host.trimmedLines == ["Due  2025-03-15 09:30", seconds(Self.date(2025, 3, 15, 9, 30))])
        host.send([KeyEvent(.left), KeyEvent(.left), KeyEvent(.left), .character("1"), .character("3")])
        #expect(
            host.trimmedLines[0] == "Due  2025-03-15 09:30",
            "13 is no month: it starts over at 3, still March")
        host.send(.character("0"))
        #expect(host.trimmedLines[0] == "Due  2025-03-15 09:30", "a lone 0 is no month and changes nothing")
        host.send(.character("7"))
        #expect(host.trimmedLines[0] == "Due  2025-07-15 09:30", "0 then 7 is July, and the day is next")
        host.send([.character("3"), .character("1")])
        #expect(host.trimmedLines[0] == "Due  2025-07-31 09:30")
        #expect(host.trimmedLines[1] == seconds(Self.date(2025, 7, 31, 9, 30)))
    }

    @Test func aClosedRangeKeepsTheDateInside() {
        let range = Self.date(2026, 1, 1)...Self.date(2026, 12, 31, 12)
        let host = host(Due(date: Self.date(2026, 12, 4, 14, 30), range: .closed(range)))
        host.send(KeyEvent(.up))
        #expect(
            host.trimmedLines == ["Due  2026-12-31 12:00", seconds(range.upperBound)],
            "a year on is past the end")
        host.send([KeyEvent(.down), KeyEvent(.down)])
        #expect(
            host.trimmedLines == ["Due  2026-01-01 00:00", seconds(range.lowerBound)],
            "two years back is before the start")
        host.send("1999".map { KeyEvent.character($0) })
        #expect(
            host.trimmedLines[0] == "Due  2026-01-01 00:00", "a typed year outside the range is kept inside")
    }

    @Test func partialRangesKeepOneEnd() {
        let start = Self.date(2026, 6, 1)
        let from = host(Due(date: Self.date(2026, 6, 2), range: .from(start)))
        from.send(KeyEvent(.down))
        #expect(
            from.trimmedLines == ["Due  2026-06-01 00:00", seconds(start)], "a year back is before the start")
        from.send(KeyEvent(.up))
        #expect(from.trimmedLines[0] == "Due  2027-06-01 00:00")
        let end = Self.date(2026, 6, 1, 10)
        let through = host(Due(date: Self.date(2026, 6, 1, 9), range: .through(end)))
        through.send([KeyEvent(.right), KeyEvent(.right), KeyEvent(.right), KeyEvent(.up), KeyEvent(.up)])
        #expect(through.trimmedLines == ["Due  2026-06-01 10:00", seconds(end)])
        through.send(KeyEvent(.down))
        #expect(through.trimmedLines[0] == "Due  2026-06-01 09:00")
    }

    @Test func displayedComponentsChooseTheFields() {
        let time = host(Due(date: Self.date(2026, 12, 4, 14, 30), components: .hourAndMinute), width: 10)
        #expect(time.trimmedLines[0] == "Due  14:30")
        time.send(KeyEvent(.up))
        #expect(
            time.trimmedLines == ["Due  15:30", seconds(Self.date(2026, 12, 4, 15, 30))],
            "the first field is the hour")
        let day = host(Due(date: Self.date(2026, 12, 4, 14, 30), components: .date), width: 15)
        #expect(day.trimmedLines[0] == "Due  2026-12-04")
        day.send([KeyEvent(.right), KeyEvent(.right), KeyEvent(.right), KeyEvent(.up)])
        #expect(
            day.trimmedLines == ["Due  2026-12-05", seconds(Self.date(2026, 12, 5, 14, 30))],
            "the time is kept")
    }

    @Test func theFieldsShowTheEnvironmentsTimeZone() {
        let paris = TimeZone(secondsFromGMT: 3600)!
        let host = host(Due(date: Self.date(2026, 12, 31, 23, 30), zone: paris))
        #expect(host.trimmedLines[0] == "Due  2027-01-01 00:30")
        host.send([KeyEvent(.right), KeyEvent(.right), KeyEvent(.right), KeyEvent(.up)])
        #expect(host.trimmedLines == ["Due  2027-01-01 01:30", seconds(Self.date(2027, 1, 1, 0, 30))])
    }

    @Test func stepperFieldStepsTheChosenFieldAndAClickChoosesAField() {
        let view = Due(date: Self.date(2026, 12, 4, 14, 30)).datePickerStyle(.stepperField)
        let host = HeadlessHost(size: Size(width: 27, height: 2), focusesFirstControl: false, root: view)
        #expect(host.trimmedLines[0] == "Due  2026-12-04 14:30 [-|+]")
        host.click(at: Point(x: 14, y: 0))
        host.click(at: Point(x: 25, y: 0))
        #expect(host.trimmedLines[0] == "Due  2026-12-05 14:30 [-|+]", "the day, clicked, then +")
        host.click(at: Point(x: 19, y: 0))
        host.click(at: Point(x: 23, y: 0))
        host.click(at: Point(x: 23, y: 0))
        #expect(host.trimmedLines[0] == "Due  2026-12-05 14:28 [-|+]", "the minute, then - twice")
        #expect(host.trimmedLines[1] == seconds(Self.date(2026, 12, 5, 14, 28)))
    }

    @Test func itsKeysAreInTheRegistryWhileItHasFocus() {
        let host = HeadlessHost(
            size: Size(width: 21, height: 2), focusesFirstControl: false,
            root: Due(date: Self.date(2026, 12, 4)))
        #expect(!host.keyHints.map(\.description).contains("↑↓ change"))
        host.send(KeyEvent(.tab))
        let hints = host.keyHints.map(\.description)
        #expect(hints.contains("←→ field"))
        #expect(hints.contains("↑↓ change"))
        #expect(hints.contains("0-9 type"))
    }
}

@MainActor
@Suite struct GraphicalDatePickerTests {
    struct Due: View {
        @State var date = DatePickerTests.date(2026, 12, 4, 14, 30)
        var range = DatePickerTests.date(2026, 11, 1)...DatePickerTests.date(2027, 1, 10)
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                DatePicker("Due", selection: $date, in: range).datePickerStyle(.graphical)
                Text(String(Int(date.timeIntervalSince1970)))
            }
            .environment(\.timeZone, DatePickerTests.utc)
        }
    }

    func seconds(_ date: Date) -> String { String(Int(date.timeIntervalSince1970)) }

    @Test func theMonthIsAGridWithTheTimeFieldsUnderIt() {
        let host = HeadlessHost(size: Size(width: 20, height: 11), focusesFirstControl: false, root: Due())
        #expect(
            host.trimmedLines == [
                "Due",
                "   December 2026",
                "Su Mo Tu We Th Fr Sa",
                "       1  2  3  4  5",
                " 6  7  8  9 10 11 12",
                "13 14 15 16 17 18 19",
                "20 21 22 23 24 25 26",
                "27 28 29 30 31",
                "",
                "14:30",
                seconds(DatePickerTests.date(2026, 12, 4, 14, 30)),
            ])
        host.send(KeyEvent(.tab))
        #expect(host.cell(at: Point(x: 15, y: 3)).style.attributes.contains(.reverse), "the 4th, focused")
    }

    @Test func arrowsMoveByADayAndAWeekAndPagesByAMonthInsideTheRange() {
        let host = HeadlessHost(size: Size(width: 20, height: 11), focusesFirstControl: false, root: Due())
        host.send([KeyEvent(.tab), KeyEvent(.right), KeyEvent(.down)])
        #expect(
            host.trimmedLines[10] == seconds(DatePickerTests.date(2026, 12, 12, 14, 30)), "→ a day, ↓ a week")
        host.send(KeyEvent(.pageDown))
        #expect(host.trimmedLines[1] == "    January 2027")
        #expect(
            host.trimmedLines[10] == seconds(DatePickerTests.date(2027, 1, 10)), "the 12th is past the end")
        host.send([KeyEvent(.up), KeyEvent(.left)])
        #expect(host.trimmedLines[10] == seconds(DatePickerTests.date(2027, 1, 2)), "↑ a week, ← a day")
        host.send([KeyEvent(.pageUp), KeyEvent(.pageUp), KeyEvent(.pageUp)])
        #expect(host.trimmedLines[10] == seconds(DatePickerTests.date(2026, 11, 1)), "kept at the start")
    }

    @Test func aClickPicksADayAndTabReachesTheTime() {
        let host = HeadlessHost(size: Size(width: 20, height: 11), focusesFirstControl: false, root: Due())
        host.click(at: Point(x: 9, y: 5))
        #expect(
            host.trimmedLines[10] == seconds(DatePickerTests.date(2026, 12, 16, 14, 30)), "Wednesday the 16th"
        )
        host.send([KeyEvent(.tab), KeyEvent(.up)])
        #expect(host.trimmedLines[9] == "15:30", "the click focused the grid; Tab goes on to the time")
        #expect(host.trimmedLines[10] == seconds(DatePickerTests.date(2026, 12, 16, 15, 30)))
    }
}

extension HeadlessHost {
    /// The screen's lines without the spaces after their last character.
    fileprivate var trimmedLines: [String] {
        lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }
}
