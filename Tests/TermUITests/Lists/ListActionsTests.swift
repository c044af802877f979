import CursesKit
import Observation
import Testing

@testable import TermUI

/// `.refreshable` and `.swipeActions` on a list, as keys: Ctrl-R runs the
/// refresh once with a busy row until it returns, `.` opens the cursor row's
/// swipe actions and Enter runs the one chosen.
@MainActor
@Suite struct ListActionsTests {
    /// A refresh the test lets finish: counts its runs and waits for `finish()`.
    @Observable @MainActor
    final class Feed {
        var runs = 0
        var items = ["old"]
        @ObservationIgnored private var gate: CheckedContinuation<Void, Never>?

        func load() async {
            runs += 1
            await withCheckedContinuation { gate = $0 }
            items.insert("new \(runs)", at: 0)
        }

        var isWaiting: Bool { gate != nil }

        func finish() {
            gate?.resume()
            gate = nil
        }
    }

    struct Refreshing: View {
        let feed: Feed
        @State var selection: String?
        var body: some View {
            List(feed.items, id: \.self, selection: $selection) { Text($0) }
                .refreshable { await feed.load() }
        }
    }

    @Test func ctrlRRunsTheRefreshOnceWithABusyRow() async {
        let feed = Feed()
        let host = HeadlessHost(size: Size(width: 20, height: 4), root: Refreshing(feed: feed))
        host.send(KeyEvent(.tab))
        #expect(host.lines[0].hasPrefix(" old"))
        host.send(KeyEvent(.character("r"), modifiers: .control))
        #expect(await wait(host) { feed.isWaiting })
        #expect(host.lines[0].hasPrefix("⟳ Refreshing…"))
        #expect(host.lines[1].hasPrefix(" old"))
        // A second press while it runs starts nothing.
        host.send(KeyEvent(.character("r"), modifiers: .control))
        host.runPendingWork()
        #expect(feed.runs == 1)
        feed.finish()
        #expect(await wait(host) { host.lines[0].hasPrefix(" new 1") })
        #expect(host.lines[1].hasPrefix(" old"))
        #expect(feed.runs == 1)
    }

    @Test func withoutRefreshableCtrlRIsLeftToOthers() {
        let host = HeadlessHost(
            size: Size(width: 20, height: 4), root: List(["a"], id: \.self) { Text($0) })
        host.send(KeyEvent(.tab))
        let list = host.focusedWidget as? ListWidget
        #expect(list?.handle(KeyEvent(.character("r"), modifiers: .control)) == false)
    }

    struct Mail: View {
        @State var messages = ["Lunch", "Invoice", "Hello"]
        @State var flagged: [String] = []
        @State var selection: String?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("flagged: \(flagged.joined(separator: ","))")
                List(selection: $selection) {
                    ForEach(messages, id: \.self) { message in
                        Text(message)
                            .swipeActions {
                                Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                                Button("Flag") { flagged.append(message) }
                                    .tint(.orange)
                            }
                            .swipeActions(edge: .leading) {
                                Button("Read") {}
                            }
                    }
                }
            }
        }
    }

    @Test func dotOpensTheSwipeActionsAndEnterRunsOne() {
        let host = HeadlessHost(size: Size(width: 30, height: 8), root: Mail())
        host.send([KeyEvent(.tab), KeyEvent(.down), KeyEvent(.down)])
        host.send(.character("."))
        // Under the cursor row, at the right edge: the leading edge's action first.
        #expect(host.lines[3] == " Hello            ┌──────────┐")
        #expect(host.lines[4] == "                  │   Read   │")
        #expect(host.lines[5] == "                  │   Delete │")
        #expect(host.lines[6] == "                  │   Flag   │")
        host.send([KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter)])
        #expect(host.lines[0].hasPrefix("flagged: Invoice"))
        #expect(!host.lines[4].contains("Read"))
        host.send([.character("."), .character("j"), KeyEvent(.enter)])
        #expect(host.lines[1].hasPrefix(" Lunch"))
        #expect(host.lines[2].hasPrefix("›Hello"))
        #expect(host.lines[3].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func escClosesTheMenuAndARowWithoutActionsOpensNone() {
        let host = HeadlessHost(size: Size(width: 30, height: 8), root: Mail())
        host.send([KeyEvent(.tab), KeyEvent(.down), .character(".")])
        #expect(host.lines[2].contains("┌"))
        host.send(KeyEvent(.escape))
        #expect(!host.lines[2].contains("┌"))
        #expect(host.lines[0] == "flagged:                      ")
        let plain = HeadlessHost(size: Size(width: 20, height: 4), root: List(["a"], id: \.self) { Text($0) })
        plain.send([KeyEvent(.tab), KeyEvent(.down)])
        #expect((plain.focusedWidget as? ListWidget)?.handle(.character(".")) == false)
    }
}
