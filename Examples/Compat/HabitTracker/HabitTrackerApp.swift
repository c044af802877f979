import TermUI

// A habit tracker in the style of everyday SwiftUI tutorials. Apart from
// its first line (`import SwiftUI` there) it compiles unchanged against
// Apple's SwiftUI: an `ObservableObject` store with a `@Published` array,
// held by `@StateObject`, rows that take it as an `@ObservedObject` and
// log a habit with a `Stepper`.

@main
struct HabitTrackerApp: App {
    var body: some Scene {
        WindowGroup {
            HabitsView()
        }
    }
}

struct Habit: Identifiable {
    let id = UUID()
    let name: String
    let goal: Int
    var count = 0

    var isDone: Bool { count >= goal }
}

final class HabitStore: ObservableObject {
    @Published var habits = [
        Habit(name: "Drink water", goal: 8),
        Habit(name: "Read a chapter", goal: 1),
        Habit(name: "Stretch", goal: 3),
    ]

    func log(_ change: Int, for habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].count = max(0, habits[index].count + change)
    }
}

struct HabitRow: View {
    @ObservedObject var store: HabitStore
    let habit: Habit

    var body: some View {
        HStack {
            Image(systemName: habit.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundColor(habit.isDone ? .green : .gray)
            Stepper(
                "\(habit.name): \(habit.count)/\(habit.goal)",
                onIncrement: { store.log(1, for: habit) },
                onDecrement: { store.log(-1, for: habit) }
            )
        }
    }
}

struct HabitsView: View {
    @StateObject private var store = HabitStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Today's habits").font(.title)
            ForEach(store.habits) { habit in
                HabitRow(store: store, habit: habit)
            }
            Text("Done: \(store.habits.filter(\.isDone).count) of \(store.habits.count)")
                .foregroundColor(.gray)
        }
        .padding()
    }
}
