import Foundation
import TermUI

/// A progress bar started by a key: `.onKeyPress(.return)` starts it, a
/// `TimelineView` moves it (its timer exists only while the copy runs), and
/// the `ProgressView` shows its current value and an empty track.
@main
struct ProgressApp: App {
    var body: some Scene {
        WindowGroup { CopyView() }
    }
}

/// Ten pretend files copied in two seconds, restartable with Enter.
struct CopyView: View {
    @State private var started: Date?
    @State private var finished = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Copying 10 files").bold()
            if let started, !finished {
                TimelineView(.periodic(from: started, by: 0.2)) { context in
                    let copied = min(10, Int(context.date.timeIntervalSince(started) / 0.2))
                    bar(copied: copied)
                        .onChange(of: copied) { _, now in
                            if now == 10 { finished = true }
                        }
                }
            } else {
                bar(copied: finished ? 10 : 0)
            }
            Text(finished ? "Done. Enter copies again, q quits." : "Enter starts, q quits.")
        }
        .padding()
        .onKeyPress(.return) {
            started = Date()
            finished = false
            return .handled
        }
    }

    private func bar(copied: Int) -> some View {
        ProgressView(value: Double(copied), total: 10) {
            Text("Files")
        } currentValueLabel: {
            Text("\(copied) of 10")
        }
        .progressViewStyle(.linear(track: "─"))
        .frame(width: 320)
    }
}
