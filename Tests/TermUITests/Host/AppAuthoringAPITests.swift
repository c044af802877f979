import CursesKit
import Foundation
import Testing

@testable import TermUI

/// The SwiftUI entry points app authors expect: scenes, view modifiers,
/// per-key `.onKeyPress`, `.task(id:)`, `TimelineView` and the progress labels.
@MainActor
@Suite struct AppAuthoringAPITests {
    // MARK: Scene

    struct Root: View {
        var body: some View { Text("root") }
    }

    struct Nested: Scene {
        var body: some Scene { WindowGroup { Root() } }
    }

    @Test func aSceneShowsItsWindowGroupsView() {
        let view = SceneRoot.view(of: Nested())
        let host = HeadlessHost(size: Size(width: 6, height: 1), root: AnyView(erasing: view))
        #expect(host.lines == ["root  "])
    }

    // MARK: ViewModifier

    /// A modifier with state of its own: a count shown beside the content.
    struct Counted: ViewModifier {
        let step: Int
        @State private var count = 0
        func body(content: Content) -> some View {
            HStack(spacing: 8) {
                content
                Text("\(count)")
            }
            .onKeyPress(characters: "+") { _ in
                count += step
                return .ignored  // every modifier on screen sees the key
            }
        }
    }

    @Test func aModifierKeepsStatePerPlaceItIsApplied() {
        let host = HeadlessHost(size: Size(width: 6, height: 2)) {
            VStack(alignment: .leading) {
                Text("a").modifier(Counted(step: 1))
                Text("b").modifier(Counted(step: 10))
            }
        }
        #expect(host.lines == ["a 0   ", "b 0   "])
        host.send(.character("+"))
        host.send(.character("+"))
        #expect(host.lines == ["a 2   ", "b 20  "])
    }

    // MARK: onKeyPress

    struct Keys: View {
        let recorder: Recorder
        var body: some View {
            // With nothing focused, handlers run outermost first: the per-key
            // forms, then the catch-all written in today's Bool form.
            Text("keys")
                .onKeyPress { key in
                    recorder.record("any \(key)")
                    return true
                }
                .onKeyPress(characters: .decimalDigits) { press in
                    recorder.record("digit \(press.characters)")
                    return .handled
                }
                .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                    recorder.record(press.key == .upArrow ? "up" : "down")
                    return press.key == .upArrow ? .handled : .ignored
                }
                .onKeyPress(.return) {
                    recorder.record("return")
                    return .handled
                }
        }
    }

    @Test func perKeyFormsTakeTheirKeysAndIgnoredKeysGoOn() {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 4, height: 1), root: Keys(recorder: recorder))
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.up))
        host.send(KeyEvent(.down))
        host.send(.character("7"))
        host.send(.character("x"))
        host.send(.control("j"))
        #expect(
            recorder.calls == [
                "return", "up", "down", "any down", "digit 7", "any x", "any Ctrl-j",
            ])
    }

    // MARK: task(id:)

    struct Loader: View {
        let recorder: Recorder
        let model: TestModel
        var body: some View {
            if model.flag {
                Text("id \(model.identity)")
                    .task(id: model.identity) { [recorder, identity = model.identity] in
                        recorder.record("start \(identity)")
                        do {
                            try await Task.sleep(for: .seconds(3600))  // wait-ok: cancelled
                            recorder.record("finished \(identity)")
                        } catch {
                            recorder.record("cancelled \(identity)")
                        }
                    }
            }
        }
    }

    @Test func taskIDRestartsWhenTheIDChangesAndStopsWithTheView() async {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(
            size: Size(width: 6, height: 1), root: Loader(recorder: recorder, model: model))
        #expect(await wait(host) { recorder.calls == ["start 0"] })
        model.count = 5  // an unrelated change: the task keeps running
        host.runPendingWork()
        model.identity = 1
        #expect(host.lines == ["id 1  "])
        #expect(await wait(host) { recorder.calls.count == 3 })
        #expect(recorder.calls == ["start 0", "cancelled 0", "start 1"])
        model.flag = false
        host.runPendingWork()
        #expect(await wait(host) { recorder.calls.count == 4 })
        #expect(recorder.calls.last == "cancelled 1")
    }

    // MARK: TimelineView

    struct Clock: View {
        let model: TestModel
        var body: some View {
            if model.flag {
                TimelineView(.periodic(from: HeadlessHost.startDate, by: 2)) { context in
                    Text("t=\(Int(context.date.timeIntervalSince(HeadlessHost.startDate)))")
                }
            }
        }
    }

    @Test func aTimelineTicksWithTimeAndItsTimerEndsWithTheView() {
        let model = TestModel()
        let host = HeadlessHost(size: Size(width: 5, height: 1), root: Clock(model: model))
        #expect(host.lines == ["t=0  "])
        #expect(host.runningTimerCount == 1)
        host.advanceTime(by: 1.5)
        #expect(host.lines == ["t=0  "])
        host.advanceTime(by: 0.5)
        #expect(host.lines == ["t=2  "])
        let passes = host.passCount
        host.advanceTime(by: 7)
        #expect(host.lines == ["t=8  "])
        #expect(host.passCount == passes + 1)  // four ticks in one turn cost one pass
        model.flag = false
        host.runPendingWork()
        #expect(host.runningTimerCount == 0)
        #expect(host.lines == ["     "])
    }

    // MARK: ProgressView

    @Test func progressShowsItsCurrentValueAndAStyledEmptyTrack() {
        let host = HeadlessHost(size: Size(width: 24, height: 2)) {
            VStack {
                ProgressView(value: 3.0, total: 10) {
                    Text("Copy")
                } currentValueLabel: {
                    Text("3 of 10")
                }
                ProgressView(value: 0.0).progressViewStyle(.linear(track: "─"))
            }
        }
        #expect(host.lines == ["Copy ███▎        3 of 10", String(repeating: "─", count: 24)])
    }
}
