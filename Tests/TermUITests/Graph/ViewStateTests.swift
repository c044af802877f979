import CursesKit
import Foundation
import Observation
import Testing

@testable import TermUI

/// State, environment, observation and event handling seen through the screen.
@MainActor
@Suite struct ViewStateTests {
    struct Counter: View {
        let recorder: Recorder
        @State private var count = 0
        var body: some View {
            let _ = recorder.record("counter body")
            VStack(alignment: .leading) {
                Text("Count: \(count)")
                Button("Add") {
                    count += 1
                    count += 1
                }
                Sibling(recorder: recorder)
            }
            .onKeyPress { key in
                guard key == .character("r") else { return false }
                count = 0
                return true
            }
        }
    }

    struct Sibling: View {
        let recorder: Recorder
        var body: some View {
            let _ = recorder.record("sibling body")
            Text("static")
        }
    }

    @Test func stateWritesCoalesceIntoOnePassAndSkipUnchangedChildren() {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 10, height: 3), root: Counter(recorder: recorder))
        #expect(host.lines == ["Count: 0  ", "[ Add ]   ", "static    "])
        recorder.clear()
        let passes = host.passCount
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0] == "Count: 2  ")
        #expect(host.passCount == passes + 1)
        #expect(recorder.calls == ["counter body"])
        host.send(.character("r"))
        #expect(host.lines[0] == "Count: 0  ")
    }

    @Test func clickFocusesAndActivatesAButton() {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 10, height: 3), root: Counter(recorder: recorder))
        host.click(at: Point(x: 2, y: 1))
        #expect(host.lines[0] == "Count: 2  ")
        #expect(host.focusedWidget is CursesKit.Button)
    }

    struct Styled: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Title").font(.title2)
                Text("Body")
                Text("Off").foregroundColor(.red)
            }
            .disabled(false)
        }
    }

    @Test func textStylesResolveFromFontAndColor() {
        let host = HeadlessHost(size: Size(width: 6, height: 3), root: Styled())
        #expect(host.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.bold))
        #expect(host.cell(at: Point(x: 0, y: 1)).style == .plain)
        #expect(host.cell(at: Point(x: 0, y: 2)).style.foreground == .red)
    }

    struct DisablingScreen: View {
        @State var outerDisabled = false
        @State var presses = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("presses \(presses)")
                Button("Press") { presses += 1 }
                    .disabled(false)
                Button(outerDisabled ? "Enable" : "Disable") { outerDisabled.toggle() }
                    .disabled(false)
            }
            .disabled(outerDisabled)
        }
    }

    @Test func disabledTrueWinsAndDisabledFalseKeepsTheAncestorsChoice() {
        let host = HeadlessHost(size: Size(width: 14, height: 3), root: DisablingScreen())
        host.click(at: Point(x: 2, y: 1))
        #expect(host.lines[0] == "presses 1     ")
        host.click(at: Point(x: 2, y: 2))  // disables the whole stack
        #expect(host.lines[2].hasPrefix("[ Enable ]"))
        host.click(at: Point(x: 2, y: 1))
        #expect(host.lines[0] == "presses 1     ", "an inner .disabled(false) must not re-enable")
        #expect(host.cell(at: Point(x: 2, y: 1)).style.attributes.contains(.dim))
    }

    struct SheetScreen: View {
        @State private var showing = false
        @State private var dismissed = 0
        var body: some View {
            VStack(alignment: .leading) {
                Button("Open") { showing = true }
                Text("dismissed \(dismissed)")
            }
            .sheet(isPresented: $showing, onDismiss: { dismissed += 1 }, content: { Text("In sheet") })
        }
    }

    @Test func sheetShowsOverDimmedScreenAndEscDismisses() {
        let host = HeadlessHost(size: Size(width: 30, height: 7), root: SheetScreen())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines.contains { $0.contains("│ In sheet") })
        #expect(host.lines[0].hasPrefix("[ Open ]"))  // still there beneath, dimmed
        host.send(KeyEvent(.escape))
        #expect(!host.lines.contains { $0.contains("In sheet") })
        #expect(host.lines[1].hasPrefix("dismissed 1"))
    }

    struct FieldScreen: View {
        @State private var name = ""
        @State private var submitted = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("name", text: $name).onSubmit { submitted = name }
                Text("hi \(name)|\(submitted)")
            }
        }
    }

    @Test func textFieldWritesItsBindingAndSubmits() {
        let host = HeadlessHost(size: Size(width: 12, height: 2), root: FieldScreen())
        host.send(KeyEvent(.tab))
        host.type("Ann")
        #expect(host.lines[1] == "hi Ann|     ")
        host.send(KeyEvent(.enter))
        #expect(host.lines[1] == "hi Ann|Ann  ")
    }

    @Test func traceFileReceivesLifecycleLines() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-trace-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 5, height: 1), tracePath: path) {
            RecordingRep(name: "rep", title: "x", recorder: recorder)
        }
        host.tearDown()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text.split(separator: "\n") == [
                "RecordingRep.makeCoordinator", "RecordingRep.makeWidget",
                "RecordingRep.updateWidget (initial)",
                "RecordingRep.dismantleWidget",
            ])
    }
}
