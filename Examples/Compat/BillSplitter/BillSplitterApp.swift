import TermUI

// A bill splitter in the style of everyday SwiftUI tutorials. Apart from
// its first line (`import SwiftUI` there) it compiles unchanged against
// Apple's SwiftUI: a `Form` of `Section`s with a `TextField`, a `Picker`,
// a segmented tip picker and a `Stepper`. (Tutorials type the amount with
// `TextField(value:format: .currency(code:))`; here the text is parsed by
// hand, as format styles need ICU.)

@main
struct BillSplitterApp: App {
    var body: some Scene {
        WindowGroup {
            SplitView()
        }
    }
}

struct SplitView: View {
    @State private var amountText = ""
    @State private var people = 2
    @State private var tip = 15
    @State private var roundUp = false

    private let tips = [0, 10, 15, 20, 25]

    private var amount: Double { Double(amountText) ?? 0 }

    private var perPerson: Double {
        let total = amount * Double(100 + tip) / 100
        let share = total / Double(people)
        return roundUp ? share.rounded(.up) : share
    }

    private func dollars(_ value: Double) -> String {
        let cents = Int((value * 100).rounded())
        let fraction = cents % 100
        return "$\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Bill") {
                    TextField("Amount", text: $amountText)
                        .keyboardType(.decimalPad)
                    Stepper("People: \(people)", value: $people, in: 1...20)
                }
                Section("Tip") {
                    Picker("Tip", selection: $tip) {
                        ForEach(tips, id: \.self) { Text("\($0)%") }
                    }
                    .pickerStyle(.segmented)
                    Toggle("Round up", isOn: $roundUp)
                }
                Section("Each pays") {
                    Text(dollars(perPerson))
                        .font(.headline)
                }
            }
            .navigationTitle("Split the bill")
        }
    }
}
