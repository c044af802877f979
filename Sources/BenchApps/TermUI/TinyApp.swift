import TermUI

/// termui-bench-termui: the bench's tiny app on TermUI (the same screen as
/// termui-bench-c and termui-bench-curseskit): a title, a label, a focused
/// "Add to Wallet" button whose Enter presses are counted, and a 20-step bar
/// that Right advances one step (Left empties it). q or Ctrl-C quits.
///
/// `--task-clock` and `--task-sleep` start a `.task` that sleeps three times
/// for 20 ms, on ``MainQueueClock`` or on `ContinuousClock`, for the bench's
/// idle figures (what an app does once its tasks have run). `--action-sleep`
/// makes the button's action a plain `Task` that sleeps 20 ms on
/// `ContinuousClock` before it counts the press.
@main
struct TinyApp: App {
    static let taskMode = CommandLine.arguments.dropFirst().first

    var body: some View { TinyView() }
}

struct TinyView: View {
    @State private var count = 0
    @State private var step = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Bench: a tiny app").bold()
            Text("One button, one counter and a 20-step bar.")
            HStack(spacing: 24) {
                Button("Add to Wallet") {
                    guard TinyApp.taskMode == "--action-sleep" else {
                        count += 1
                        return
                    }
                    Task {
                        try? await Task.sleep(for: .milliseconds(20))
                        count += 1
                    }
                }
                Text("Added \(count) times")
            }
            ProgressView(value: Double(step), total: 20).frame(width: 160)
            Spacer()
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .task {
            for _ in 0..<3 {
                switch TinyApp.taskMode {
                case "--task-clock": try? await Task.sleep(for: .milliseconds(20), clock: .mainQueue)
                case "--task-sleep": try? await Task.sleep(for: .milliseconds(20))
                default: return
                }
            }
        }
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
