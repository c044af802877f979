import TermUI

// A bedtime calculator in the style of everyday SwiftUI tutorials. Apart from
// its first line (`import SwiftUI` there) it compiles unchanged against
// Apple's SwiftUI: a `Form` of `Section`s, a `Picker` for the wake-up hour
// (the tutorials' DatePicker, which a terminal app does without), `Stepper`s
// for sleep and coffee, and a result computed from the `@State` they edit.

@main
struct BedtimeApp: App {
    var body: some Scene {
        WindowGroup {
            BedtimeView()
        }
    }
}

struct BedtimeView: View {
    @State private var wakeUpHour = 7
    @State private var sleepHours = 8
    @State private var coffeeCups = 1

    /// Each cup of coffee keeps you up a quarter of an hour longer.
    var bedtimeMinutes: Int {
        let minutes = wakeUpHour * 60 - sleepHours * 60 - coffeeCups * 15
        return (minutes + 24 * 60) % (24 * 60)
    }

    var bedtime: String {
        let hour = bedtimeMinutes / 60
        let minute = bedtimeMinutes % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    var body: some View {
        Form {
            Section("When do you want to wake up?") {
                Picker("Wake up at", selection: $wakeUpHour) {
                    ForEach(5..<11) { hour in
                        Text("\(hour):00").tag(hour)
                    }
                }
            }
            Section("Desired amount of sleep") {
                Stepper("\(sleepHours) hours", value: $sleepHours, in: 4...12)
            }
            Section("Daily coffee intake") {
                Stepper(coffeeCups == 1 ? "1 cup" : "\(coffeeCups) cups", value: $coffeeCups, in: 0...20)
            }
            Section("Your ideal bedtime") {
                Text(bedtime)
                    .font(.headline)
                    .foregroundColor(.blue)
            }
        }
    }
}
