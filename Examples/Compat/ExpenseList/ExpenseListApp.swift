import TermUI

// An expense list in the style of everyday SwiftUI tutorials. Apart from
// its first line (`import SwiftUI` there) it compiles unchanged against
// Apple's SwiftUI: an `@Observable` model shared through the environment,
// a `List` of `Section`s, a toolbar button that presents a sheet with a
// `Form`, and `@Environment(\.dismiss)` to close it.

@main
struct ExpenseListApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var expenses = Expenses()

    var body: some View {
        ExpensesView()
            .environment(expenses)
    }
}

struct ExpenseItem: Identifiable {
    let id = UUID()
    let name: String
    let type: String
    let amount: Int
}

@Observable
final class Expenses {
    var items = [
        ExpenseItem(name: "Coffee", type: "Personal", amount: 4),
        ExpenseItem(name: "Train ticket", type: "Business", amount: 38),
    ]

    func items(of type: String) -> [ExpenseItem] {
        items.filter { $0.type == type }
    }
}

struct ExpensesView: View {
    @Environment(Expenses.self) private var expenses
    @State private var showingAddExpense = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(["Personal", "Business"], id: \.self) { type in
                    Section(type) {
                        ForEach(expenses.items(of: type)) { item in
                            HStack {
                                Text(item.name)
                                Spacer()
                                Text("$\(item.amount)")
                            }
                        }
                    }
                }
            }
            .navigationTitle("Expenses")
            .toolbar {
                Button("Add expense") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddExpenseView()
            }
        }
    }
}

struct AddExpenseView: View {
    @Environment(Expenses.self) private var expenses
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 10

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Type", selection: $type) {
                    ForEach(["Personal", "Business"], id: \.self) { Text($0) }
                }
                Stepper("Amount: $\(amount)", value: $amount, in: 1...1000)
            }
            .navigationTitle("Add new expense")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        expenses.items.append(ExpenseItem(name: name, type: type, amount: amount))
                        dismiss()
                    }
                }
            }
        }
    }
}
