import TermUI

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Count: \(count)").bold()
            HStack(spacing: 16) {
                Button("Add one") { count += 1 }
                Button("Reset") { count = 0 }
            }
            Text("Tab moves, Enter presses, q quits")
        }
        .padding()
    }
}
