import CursesKit
import Observation
import Testing

@testable import TermUI

/// A state write is stored at once, wherever it is made: two writes in a row
/// both land, in order, and a read right after a write sees it. Only the
/// re-render is deferred (and coalesced); a view that writes on every pass is
/// stopped with a warning instead of looping.
@MainActor
@Suite struct StateWriteTests {
    /// What a write site read back right after its own writes.
    final class Reads {
        var seen: [[String]] = []
    }

    /// Shows a log of strings; `writer` is the view that appends to it.
    struct LogScreen<Writer: View>: View {
        @State private var log: [String] = []
        let writer: (Binding<[String]>) -> Writer

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("log: " + log.joined(separator: ","))
                writer($log)
            }
        }
    }

    /// Writes twice, once, inside `updateWidget` itself (the first update only).
    struct UpdateWriter: WidgetRepresentable {
        @Binding var log: [String]
        let reads: Reads

        func makeWidget(context: Context) -> RecordingWidget { RecordingWidget() }

        func updateWidget(_ widget: RecordingWidget, context: Context) {
            guard log.isEmpty else { return }
            log.append("a")
            log.append("b")
            reads.seen.append(log)
        }
    }

    /// Fires its control's action from inside `updateWidget` (as a widget's
    /// setter may); the coordinator writes twice through its parent's binding.
    struct CallbackWriter: WidgetRepresentable {
        @Binding var log: [String]
        let reads: Reads

        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

        func makeWidget(context: Context) -> RecordingWidget {
            let widget = RecordingWidget()
            widget.addTarget(context.coordinator, action: Coordinator.changed, for: .valueChanged)
            return widget
        }

        func updateWidget(_ widget: RecordingWidget, context: Context) {
            if log.isEmpty { widget.sendActions(for: .valueChanged) }
        }

        final class Coordinator: RepresentableCoordinator {
            var parent: CallbackWriter
            init(parent: CallbackWriter) { self.parent = parent }

            func changed() {
                parent.log.append("a")
                parent.log.append("b")
                parent.reads.seen.append(parent.log)
            }
        }
    }

    /// Two siblings' `.onAppear` each write twice (the second runs while the
    /// first one's effects are still being applied).
    struct AppearWriter: View {
        @Binding var log: [String]
        let reads: Reads

        var body: some View {
            Text("first").onAppear { append("a", "b") }
            Text("second").onAppear { append("c", "d") }
        }

        private func append(_ first: String, _ second: String) {
            log.append(first)
            log.append(second)
            reads.seen.append(log)
        }
    }

    /// `.onChange` of a trigger writes twice.
    struct ChangeWriter: View {
        @Binding var log: [String]
        let reads: Reads
        @State private var trigger = 0

        var body: some View {
            Text("trigger \(trigger)")
                .onAppear { trigger = 1 }
                .onChange(of: trigger) { _, _ in
                    log.append("a")
                    log.append("b")
                    reads.seen.append(log)
                }
        }
    }

    /// A `.task` writes twice.
    struct TaskWriter: View {
        @Binding var log: [String]
        let reads: Reads

        var body: some View {
            Text("task").task {
                log.append("a")
                log.append("b")
                reads.seen.append(log)
            }
        }
    }

    /// A button's action writes twice.
    struct ButtonWriter: View {
        @Binding var log: [String]
        let reads: Reads

        var body: some View {
            Button("Write") {
                log.append("a")
                log.append("b")
                reads.seen.append(log)
            }
        }
    }

    @Test func twoWritesInsideUpdateWidgetBothLandAndAreReadBack() {
        let reads = Reads()
        let host = HeadlessHost(size: Size(width: 20, height: 2)) {
            LogScreen { UpdateWriter(log: $0, reads: reads) }
        }
        #expect(host.lines[0] == "log: a,b            ")
        #expect(reads.seen == [["a", "b"]], "a read after a write sees it")
    }

    @Test func twoWritesInACoordinatorCallbackDuringUpdateWidgetBothLand() {
        let reads = Reads()
        let host = HeadlessHost(size: Size(width: 20, height: 2)) {
            LogScreen { CallbackWriter(log: $0, reads: reads) }
        }
        #expect(host.lines[0] == "log: a,b            ")
        #expect(reads.seen == [["a", "b"]])
    }

    @Test func writesInTwoOnAppearActionsAllLandInOrder() {
        let reads = Reads()
        let host = HeadlessHost(size: Size(width: 20, height: 3)) {
            LogScreen { AppearWriter(log: $0, reads: reads) }
        }
        #expect(host.lines[0] == "log: a,b,c,d        ")
        #expect(reads.seen == [["a", "b"], ["a", "b", "c", "d"]])
    }

    @Test func twoWritesInOnChangeBothLand() {
        let reads = Reads()
        let host = HeadlessHost(size: Size(width: 20, height: 2)) {
            LogScreen { ChangeWriter(log: $0, reads: reads) }
        }
        #expect(host.lines[0] == "log: a,b            ")
        #expect(reads.seen == [["a", "b"]])
    }

    @Test func twoWritesInATaskBothLand() async {
        let reads = Reads()
        let host = HeadlessHost(size: Size(width: 20, height: 2)) {
            LogScreen { TaskWriter(log: $0, reads: reads) }
        }
        #expect(await wait(host) { !reads.seen.isEmpty })
        #expect(host.lines[0] == "log: a,b            ")
        #expect(reads.seen == [["a", "b"]])
    }

    @Test func twoWritesInAButtonActionBothLand() {
        let reads = Reads()
        let host = HeadlessHost(size: Size(width: 20, height: 2)) {
            LogScreen { ButtonWriter(log: $0, reads: reads) }
        }
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0] == "log: a,b            ")
        #expect(reads.seen == [["a", "b"]])
    }

    /// Writes `@State` and an `@Observable` property, then reads both back,
    /// during the body's own evaluation (SwiftUI warns about this, but the
    /// write still lands).
    struct ReadBack: View {
        let model: TestModel
        let reads: Reads
        @State private var text = "old"

        var body: some View {
            let _ = readBack()
            Text(text)
        }

        private func readBack() {
            guard text == "old" else { return }
            text = "new"
            model.text = "model"
            reads.seen.append([text, model.text])
        }
    }

    @Test func aReadRightAfterAWriteDuringAPassSeesIt() {
        let reads = Reads()
        let model = TestModel()
        let host = HeadlessHost(size: Size(width: 10, height: 1)) { ReadBack(model: model, reads: reads) }
        #expect(reads.seen == [["new", "model"]])
        #expect(host.lines[0] == "new       ")
    }

    /// Counts its own body evaluations and writes a new value on every one.
    struct Runaway: View {
        let counter: Counter
        @State private var value = 0

        var body: some View {
            let _ = counter.bump()
            let _ = writeAgain()
            Text("value \(value)")
        }

        private func writeAgain() { value += 1 }
    }

    final class Counter {
        var count = 0
        func bump() { count += 1 }
    }

    @Test func aBodyThatWritesOnEveryPassIsStoppedWithAWarning() {
        let counter = Counter()
        let host = HeadlessHost(size: Size(width: 20, height: 1), tracePath: nil) {
            Runaway(counter: counter)
        }
        let bodies = counter.count
        #expect(bodies == ViewGraph.chainedPassLimit, "stopped at the bound, not by the host's settle limit")
        #expect(host.runtimeWarnings.count == 1)
        #expect(host.runtimeWarnings.first?.contains("Runaway") == true)
        #expect(host.runtimeWarnings.first?.contains("state modified during view update") == true)
        // Stopped for good: nothing more runs until something else changes.
        host.runPendingWork()
        #expect(counter.count == bodies)
        #expect(!host.graph.hasPendingWork)
    }

    /// Shows the model's count; its representable bumps the count on every update.
    struct ObservedRunaway: View {
        let model: TestModel
        let counter: Counter

        var body: some View {
            Bumper(seen: model.count, model: model, counter: counter)
        }
    }

    struct Bumper: WidgetRepresentable {
        let seen: Int
        let model: TestModel
        let counter: Counter

        func makeWidget(context: Context) -> RecordingWidget { RecordingWidget() }

        func updateWidget(_ widget: RecordingWidget, context: Context) {
            counter.bump()
            widget.title = "\(seen)"
            model.count = seen + 1
        }
    }

    @Test func anUpdateThatWritesAnObservedPropertyOnEveryPassIsStoppedWithAWarning() {
        let counter = Counter()
        let model = TestModel()
        let host = HeadlessHost(size: Size(width: 20, height: 1), tracePath: nil) {
            ObservedRunaway(model: model, counter: counter)
        }
        let updates = counter.count
        #expect(updates == ViewGraph.chainedPassLimit)
        #expect(model.count == updates, "every write landed")
        #expect(host.runtimeWarnings.count == 1)
        #expect(host.runtimeWarnings.first?.contains("ObservedRunaway") == true, "names the view")
        host.runPendingWork()
        #expect(counter.count == updates)
    }
}
