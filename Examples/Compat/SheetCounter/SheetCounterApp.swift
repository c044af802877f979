import TermUI

// A counter edited in a sheet, in the style of everyday SwiftUI tutorials.
// Apart from its first line (`import SwiftUI` there) it compiles unchanged
// against Apple's SwiftUI: `.sheet(isPresented:)`, a `@Binding` into the
// sheet, and `@Environment(\.dismiss)` closing it from its own button.

@main
struct SheetCounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterScreen()
        }
    }
}

struct CounterScreen: View {
    @State private var count = 0
    @State private var showingEditor = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Count: \(count)")
                .font(.title)
            Button("Edit") {
                showingEditor = true
            }
        }
        .padding()
        .sheet(isPresented: $showingEditor) {
            CounterEditor(count: $count)
        }
    }
}

struct CounterEditor: View {
    @Binding var count: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Edit the count")
                .font(.headline)
            Stepper("Count: \(count)", value: $count, in: 0...99)
            Button("Done") {
                dismiss()
            }
        }
        .padding()
    }
}
