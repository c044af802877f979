import CursesKit
import Testing

@testable import TermUI

/// App exit and the single event path: the quit keys and `\.quit` dismantle
/// every representable exactly once (the terminal host runs the same
/// `unmountAll` from `TerminalApplication.willTerminate`).
@MainActor
@Suite struct AppExitTests {
    struct Screen: View {
        let recorder: Recorder
        @Environment(\.quit) private var quit
        var body: some View {
            VStack {
                RecordingRep(name: "a", title: "A", recorder: recorder)
                RecordingRep(name: "b", title: "B", recorder: recorder)
                Button("Quit") { quit(exitCode: 3) }
            }
        }
    }

    enum Way: String, CaseIterable, Sendable { case qKey, controlC, quitAction }

    @Test(arguments: Way.allCases)
    func everyWayOutDismantlesEachRepresentableOnce(_ way: Way) {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 10, height: 3), root: Screen(recorder: recorder))
        switch way {
        case .qKey: host.send(.character("q"))
        case .controlC: host.send(.control("c"))
        case .quitAction: host.click(at: Point(x: 2, y: 2))
        }
        // `q` is a chosen quit (0), Ctrl-C an interrupt (128 + SIGINT, as the shell reports one).
        #expect(host.exitCode == [.qKey: 0, .controlC: 130, .quitAction: 3][way])
        #expect(
            recorder.calls.filter { $0.hasSuffix("dismantleWidget") } == [
                "b.dismantleWidget", "a.dismantleWidget",
            ])
        #expect(recorder.widgets["a"]?.object == nil)
        #expect(recorder.coordinators["b"]?.object == nil)
        host.tearDown()
        host.send(.character("q"))
        #expect(recorder.count("a.dismantleWidget") == 1)
        #expect(host.lines == ["          ", "          ", "          "])
    }

    struct Typing: View {
        @State private var text = ""
        var body: some View { TextField("name", text: $text) }
    }

    @Test func qTypedIntoAFocusedFieldDoesNotQuit() {
        let host = HeadlessHost(size: Size(width: 10, height: 1), root: Typing())
        host.send(KeyEvent(.tab))
        host.type("qq")
        #expect(host.exitCode == nil)
        #expect(host.lines == ["qq        "])
    }

    struct Tapping: View {
        let recorder: Recorder
        @State private var generation = 0
        var body: some View {
            VStack {
                RecordingRep(
                    name: "rep", title: "Tap", recorder: recorder,
                    onTap: { recorder.record("tapped in generation \(generation)") })
                Text("gen \(generation)")
            }
            .onKeyPress { key in
                guard key == .character("n") else { return false }
                generation += 1
                return true
            }
        }
    }

    // Rule 5 through the mouse: the click reaches the coordinator with the current closure.
    @Test func clickReachesCoordinatorWithTheCurrentRepresentable() {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 6, height: 2), root: Tapping(recorder: recorder))
        host.send(.character("n"))
        host.send(.character("n"))
        #expect(host.lines[1] == "gen 2 ")
        host.send(MouseEvent(.press, at: Point(x: 1, y: 0)))
        #expect(host.focusedWidget === recorder.widgets["rep"]?.object)
        host.send(KeyEvent(.enter))
        #expect(recorder.calls.last == "tapped in generation 2")
    }
}
