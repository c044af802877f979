import TermUI

/// termui-bench-termui: the bench's tiny app on TermUI (the same screen as
/// termui-bench-c and termui-bench-curseskit): a title, a label, a focused
/// "Add to Wallet" button whose Enter presses are counted, and a 20-step bar
/// that Right advances one step (Left empties it). q or Ctrl-C quits.
@main
struct TinyApp: App {
    var body: some View { TinyView() }
}

struct TinyView: View {
    @State private var count = 0
    @State private var step = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Bench: a tiny app").bold()
            Text("One button, one counter and a 20-step bar.")
            HStack(spacing: 3) {
                Button("Add to Wallet") { count += 1 }
                Text("Added \(count) times")
            }
            ProgressView(value: Double(step), total: 20).frame(width: 20)
            Spacer()
        }
        .padding(.horizontal, 2)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onKeyPress { key in
            switch key.key {
            case .right: step = min(20, step + 1)
            case .left: step = 0
            default: return false
            }
            return true
        }
    }
}
