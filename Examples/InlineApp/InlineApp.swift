import Foundation
import TermUI

/// A command-line tool's progress and question, inline below the shell's
/// prompt: five steps run one after another, each printing a permanent line
/// as it finishes, with a live `ProgressView` and the current step's name
/// below them; then "Deploy now?" with two buttons. The answer is the last
/// frame, which stays in the scrollback when the tool ends.
@main
struct InlineApp: App {
    var body: some Scene {
        WindowGroup { DeployView() }
            .windowStyle(.inline)
    }
}

/// The steps, the progress of the current one, then the question.
struct DeployView: View {
    static let steps = ["Resolve packages", "Compile sources", "Run tests", "Link release", "Upload build"]
    /// How long each simulated step takes.
    static let stepDuration = Duration.milliseconds(800)

    @Environment(\.print) private var print
    @Environment(\.quit) private var quit
    @State private var finished = 0
    @State private var fraction = 0.0
    @State private var answer: String?

    var body: some View {
        VStack(alignment: .leading) {
            if let answer {
                Text("Deploy now? \(answer)")
            } else if finished < Self.steps.count {
                Text("Step \(finished + 1) of \(Self.steps.count): \(Self.steps[finished])")
                ProgressView(value: Double(finished) + fraction, total: Double(Self.steps.count)) {
                    Text("Deploy")
                } currentValueLabel: {
                    Text("\(Int((Double(finished) + fraction) * 20))%")
                }
            } else {
                Question { choose($0) }
            }
        }
        .task { await runSteps() }
    }

    private func runSteps() async {
        let ticks = 8
        for (index, step) in Self.steps.enumerated() {
            for tick in 1...ticks {
                try? await Task.sleep(for: Self.stepDuration / ticks)
                fraction = Double(tick) / Double(ticks)
            }
            print("✓ \(step)")
            finished = index + 1
            fraction = 0
        }
    }

    private func choose(_ reply: String) {
        answer = reply
        quit()
    }
}

/// "Deploy now?" with two buttons, the first focused so that Enter deploys.
struct Question: View {
    let answer: (String) -> Void
    @FocusState private var deployFocused: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text("Deploy now?").bold()
            HStack {
                Button("Deploy") { answer("yes") }.focused($deployFocused)
                Button("Not now") { answer("no") }
            }
            KeyHints()
        }
        .defaultFocus($deployFocused, true)
    }
}
