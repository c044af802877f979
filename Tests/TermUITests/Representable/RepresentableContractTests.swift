import CursesKit
import Foundation
import Observation
import Testing

@testable import TermUI

/// Contract rules 1–9 of docs/architecture/REPRESENTABLE-CONTRACT.md, driven through HeadlessHost.
@MainActor
@Suite struct RepresentableContractTests {
    // Rules 1 and 2: order of the first calls, once each, before the first frame.
    @Test func firstPassCallsCoordinatorThenMakeThenUpdateBeforeTheFrame() {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 10, height: 1)) {
            RecordingRep(name: "rep", title: "Hello", recorder: recorder)
        }
        #expect(
            recorder.calls.filter { !$0.contains("sizeThatFits") }
                == ["rep.makeCoordinator", "rep.makeWidget", "rep.updateWidget"])
        #expect(host.lines == ["Hello     "])
        #expect(host.lifecycleLog.events.map(\.kind) == [.makeCoordinator, .makeWidget, .updateWidget])
        #expect(host.lifecycleLog.events.last?.reasons == [.initial])
    }

    struct CounterScreen: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            VStack {
                RecordingRep(name: "static", title: "Fixed", recorder: recorder)
                RecordingRep(name: "count", title: "n=\(model.count)", recorder: recorder)
            }
        }
    }

    // Rule 3: an input change updates that representable only.
    @Test func unrelatedRerenderDoesNotUpdate() {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(
            size: Size(width: 8, height: 2), root: CounterScreen(model: model, recorder: recorder))
        recorder.clear()
        model.count = 1
        host.runPendingWork()
        #expect(recorder.calls.filter { $0.hasSuffix("updateWidget") } == ["count.updateWidget"])
        // The VStack is as wide as "Fixed" and centres the shorter line in it.
        #expect(host.lines == ["Fixed   ", " n=1    "])
        let update = host.lifecycleLog.events.last
        #expect(update?.kind == .updateWidget)
        #expect(update?.reasons == [.inputsChanged])
    }

    struct EnvScreen: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            RecordingRep(name: "rep", title: "Tint", recorder: recorder, readsAccent: true)
                .accentColor(model.flag ? .purple : .green)
                .foregroundColor(model.count == 0 ? .red : .blue)
        }
    }

    // Rule 3: a read environment key updates, an unread one does not.
    @Test func environmentReadKeysUpdateUnreadKeysDoNot() {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(
            size: Size(width: 4, height: 1), root: EnvScreen(model: model, recorder: recorder))
        #expect(host.cell(at: .zero).style.foreground == .purple)
        recorder.clear()
        model.count = 1  // foregroundColor: not read by updateWidget
        host.runPendingWork()
        #expect(recorder.count("rep.updateWidget") == 0)
        model.flag = false  // accentColor: read
        host.runPendingWork()
        #expect(recorder.count("rep.updateWidget") == 1)
        #expect(host.lifecycleLog.events.last?.reasons == [.environmentChanged("accentColor")])
        #expect(host.cell(at: .zero).style.foreground == .green)
    }

    struct AnimatedScreen: View {
        let recorder: Recorder
        @State private var count = 0
        var body: some View {
            RecordingRep(name: "rep", title: "c\(count)", recorder: recorder) {
                if count == 0 {
                    count = 1
                } else {
                    withAnimation(.linear(duration: 0.2)) { count += 1 }
                }
            }
        }
    }

    // Rules 4 and 9: a key reaches the control, its coordinator writes state, the write re-renders;
    // the transaction is animated exactly when the write came from withAnimation.
    @Test func transactionAnimationIsNilForPlainWritesAndSetInsideWithAnimation() {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 4, height: 1), root: AnimatedScreen(recorder: recorder))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines == ["c1  "])
        #expect(host.lifecycleLog.events.last?.animation == nil)
        #expect(host.lifecycleLog.events.last?.reasons == [.inputsChanged])
        host.send(KeyEvent(.enter))
        #expect(host.lines == ["c2  "])
        #expect(host.lifecycleLog.events.last?.animation == .linear(duration: 0.2))
    }

    struct ClosureScreen: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            let seen = model.count
            RecordingRep(name: "rep", title: "Tap", recorder: recorder) { recorder.record("tap saw \(seen)") }
        }
    }

    // Rule 5: the coordinator calls the newest closure, also when the event arrives before the pass ran.
    @Test func coordinatorSeesCurrentRepresentableEvenBetweenUpdates() {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(
            size: Size(width: 4, height: 1), root: ClosureScreen(model: model, recorder: recorder))
        host.send(KeyEvent(.tab))
        model.count = 5
        host.runPendingWork()
        host.send(KeyEvent(.enter))
        model.count = 7  // no runPendingWork: the event itself must see the newest value
        host.send(KeyEvent(.enter))
        #expect(recorder.calls.filter { $0.hasPrefix("tap") } == ["tap saw 5", "tap saw 7"])
    }

    struct WritingRep: WidgetRepresentable {
        @Binding var value: Int
        let recorder: Recorder
        func makeWidget(context: Context) -> RecordingWidget { RecordingWidget() }
        func updateWidget(_ widget: RecordingWidget, context: Context) {
            recorder.record("update value=\(value)")
            widget.title = "v\(value)"
            value = 42  // written during the update: deferred, and equal writes are dropped
        }
    }

    struct WritingScreen: View {
        let recorder: Recorder
        @State private var value = 0
        var body: some View { WritingRep(value: $value, recorder: recorder) }
    }

    // Rule 6: state written during an update lands in the next pass, once, without a loop.
    @Test func writesDuringUpdateAreDeferredAndSettle() {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 4, height: 1), root: WritingScreen(recorder: recorder))
        #expect(recorder.calls == ["update value=0", "update value=42"])
        #expect(host.lines == ["v42 "])
        #expect(host.passCount == 2)
    }
}

@MainActor
@Suite struct TransactionModifierTests {
    struct Screen: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            RecordingRep(name: "rep", title: "v\(model.count)", recorder: recorder)
                .animation(.easeIn(duration: 0.5), value: model.count)
        }
    }

    @Test func animationModifierAnimatesOnlyWhenItsValueChanges() {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(
            size: Size(width: 4, height: 1), root: Screen(model: model, recorder: recorder))
        #expect(host.lifecycleLog.events.last?.animation == nil)
        model.count = 1
        host.runPendingWork()
        #expect(host.lines == ["v1  "])
        #expect(host.lifecycleLog.events.last?.animation == .easeIn(duration: 0.5))
    }
}
