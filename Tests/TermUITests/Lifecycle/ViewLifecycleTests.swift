import CursesKit
import Foundation
import Observation
import Testing

@testable import TermUI

/// Lifecycle modifiers, sheets by item, observation scope and hosting details.
@MainActor
@Suite struct ViewLifecycleTests {
    struct Doc: Identifiable, Equatable {
        let id: Int
        let title: String
    }

    struct Browser: View {
        let recorder: Recorder
        @State private var open: Doc?
        var body: some View {
            VStack {
                Button("One") { open = Doc(id: 1, title: "first") }
                Button("Two") { open = Doc(id: 2, title: "second") }
            }
            .sheet(item: $open, onDismiss: dismissed, content: sheet)
        }

        private func dismissed() { recorder.record("dismissed") }

        private func sheet(for doc: Doc) -> some View {
            RecordingRep(name: doc.title, title: doc.title, recorder: recorder)
                .onKeyPress { key in
                    guard key == .character("2") else { return false }
                    open = Doc(id: 2, title: "second")
                    return true
                }
        }
    }

    @Test func sheetItemShowsItsItemReplacesOnNewIdAndNilDismisses() {
        let recorder = Recorder()
        let host = HeadlessHost(
            size: Size(width: 24, height: 7), focusesFirstControl: false, root: Browser(recorder: recorder))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[3].contains("first"))
        host.send(.character("2"))
        #expect(host.lines[3].contains("second"))
        #expect(recorder.count("first.dismantleWidget") == 1)
        #expect(recorder.count("dismissed") == 0)
        host.send(KeyEvent(.escape))
        #expect(!host.lines.joined().contains("second"))
        #expect(host.lines[0] == "[ One ]                 ")
        #expect(recorder.count("second.dismantleWidget") == 1)
        #expect(recorder.count("dismissed") == 1)
    }

    struct Events: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            if model.flag {
                Text("v\(model.count)")
                    .onAppear { recorder.record("appear") }
                    .onDisappear { recorder.record("disappear") }
                    .onChange(of: model.count) { old, new in recorder.record("change \(old)->\(new)") }
                    .task {
                        recorder.record("task started")
                        do {
                            try await Task.sleep(for: .seconds(3600))  // wait-ok: cancelled
                            recorder.record("task finished")
                        } catch {
                            recorder.record("task cancelled")
                        }
                    }
            }
        }
    }

    @Test func appearChangeDisappearRunInOrderAndTheTaskIsCancelled() async {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(
            size: Size(width: 4, height: 1), focusesFirstControl: false,
            root: Events(model: model, recorder: recorder))
        #expect(await wait(host) { recorder.calls.contains("task started") })
        #expect(recorder.calls.first == "appear")
        model.count = 1
        model.count = 2
        #expect(host.lines == ["v2  "])
        #expect(recorder.calls.filter { $0.hasPrefix("change") } == ["change 0->2"])
        model.flag = false
        #expect(host.lines == ["    "])
        #expect(await wait(host) { recorder.calls.contains("task cancelled") })
        #expect(
            recorder.calls == ["appear", "task started", "change 0->2", "disappear", "task cancelled"])
    }

    struct Parent: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            let _ = recorder.record("parent")
            VStack(alignment: .leading) {
                CountLabel(model: model, recorder: recorder)
                TextLabel(model: model, recorder: recorder)
            }
        }
    }

    struct CountLabel: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            let _ = recorder.record("count")
            Text("n=\(model.count)")
        }
    }

    struct TextLabel: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            let _ = recorder.record("text")
            Text(model.text)
        }
    }

    @Test func anObservedChangeReRendersOnlyTheBodyThatReadIt() {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(
            size: Size(width: 6, height: 2), focusesFirstControl: false,
            root: Parent(model: model, recorder: recorder))
        recorder.clear()
        model.count = 7
        #expect(host.lines == ["n=7   ", "hello "])
        #expect(recorder.calls == ["count"])
        recorder.clear()
        model.text = "bye"
        #expect(host.lines == ["n=7   ", "bye   "])
        #expect(recorder.calls == ["text"])
    }

    /// A model that is not main-actor isolated, written from another thread.
    @Observable
    final class SharedModel: @unchecked Sendable {
        var value = 0
    }

    struct SharedValue: View {
        let model: SharedModel
        var body: some View { Text("\(model.value)") }
    }

    @Test func aChangeMadeOffTheMainActorReachesTheScreen() async {
        let model = SharedModel()
        let host = HeadlessHost(
            size: Size(width: 4, height: 1), focusesFirstControl: false, root: SharedValue(model: model))
        #expect(host.lines == ["0   "])
        await Task.detached { model.value = 9 }.value
        #expect(await wait(host) { host.lines == ["9   "] })
    }

    struct Profile {
        var name = "ann"
        var age = 3
    }

    struct ProfileEditor: View {
        @State private var profile = Profile()
        @State private var model = TestModel()
        var body: some View {
            VStack(alignment: .leading) {
                TextField("name", text: $profile.name)
                TextField("text", text: $model.text)
                Text("\(profile.name) \(profile.age) \(model.text)")
            }
        }
    }

    @Test func fieldBindingsWriteIntoStructStateAndObservableModels() {
        let host = HeadlessHost(
            size: Size(width: 16, height: 3), focusesFirstControl: false, root: ProfileEditor())
        host.send(KeyEvent(.tab))
        host.type("e")
        host.send(KeyEvent(.tab))
        host.type("!")
        #expect(host.lines[2] == "anne 3 hello!   ")
    }

    @Test func progressViewDrawsItsFractionAndLabel() {
        let host = HeadlessHost(size: Size(width: 10, height: 2), focusesFirstControl: false) {
            VStack(alignment: .leading) {
                ProgressView(value: 0.5)
                ProgressView("Load", value: 3.0, total: 4.0)
            }
        }
        let lines = host.lines
        #expect(lines[0].filter { $0 == "█" }.count == 5)
        #expect(lines[1].hasPrefix("Load"))
    }

    @Test func resizingTheHostLaysOutAgain() {
        let host = HeadlessHost(size: Size(width: 6, height: 1), focusesFirstControl: false) {
            HStack(spacing: 0) {
                Text("a")
                Spacer()
                Text("z")
            }
        }
        #expect(host.lines == ["a    z"])
        host.resize(to: Size(width: 9, height: 2))
        #expect(host.lines == ["a       z", "         "])
    }

    /// A representable that tries to place its own widget.
    struct SelfPlacing: WidgetRepresentable {
        func makeWidget(context: Context) -> LabelWidget {
            let label = LabelWidget("mine")
            label.frame = Rect(x: 5, y: 5, width: 20, height: 3)
            return label
        }
        func updateWidget(_ widget: LabelWidget, context: Context) {
            widget.frame = Rect(x: 7, y: 0, width: 1, height: 1)
        }
    }

    @Test func theHostOwnsTheWidgetsFrame() {
        let host = HeadlessHost(size: Size(width: 8, height: 2), focusesFirstControl: false) {
            VStack(alignment: .leading) {
                Text("top")
                SelfPlacing()
            }
        }
        #expect(host.lines == ["top     ", "mine    "])
    }

    struct Shortcuts: View {
        @State private var saved = 0
        @State private var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("t", text: $text)
                Text("saved \(saved)")
                Button("Save") { saved += 1 }.keyboardShortcut("s", modifiers: .control)
            }
        }
    }

    @Test func keyboardShortcutTriggersItsButtonFromAnywhere() {
        let host = HeadlessHost(
            size: Size(width: 10, height: 3), focusesFirstControl: false, root: Shortcuts())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.character("s"), modifiers: .control))
        #expect(host.lines[1] == "saved 1   ")
        host.type("s")
        #expect(host.lines[0].hasPrefix("s"))
        #expect(host.lines[1] == "saved 1   ")
    }
}
