import CursesKit
import Testing

@testable import TermUI

/// `KeyPress.phase` carries the key event's phase, and
/// `.onKeyPress(phases:)` sees only the phases it names, as in SwiftUI.
@MainActor
@Suite struct KeyPressPhaseTests {
    struct Phases: View {
        let recorder: Recorder
        var body: some View {
            Text("keys")
                .onKeyPress { press in
                    recorder.record("any \(press) \(press.phase)")
                    return .handled
                }
                .onKeyPress(phases: [.repeat, .up]) { press in
                    recorder.record("held \(press) \(press.phase)")
                    return .handled
                }
        }
    }

    @Test func onKeyPressPhasesSeesOnlyItsPhases() {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 4, height: 1), root: Phases(recorder: recorder))
        for phase in [KeyEvent.Phase.down, .repeat, .up] {
            host.send(KeyEvent(.character("x"), phase: phase))
        }
        #expect(recorder.calls == ["any x down", "held x repeat", "held x up"])
    }

    struct Releases: View {
        let recorder: Recorder
        @State private var listens = true
        var body: some View {
            VStack {
                Button("Press") { recorder.record("button") }
                Button("Stop") { listens = false }
            }
            .onKeyPress(phases: listens ? .up : []) { press in
                recorder.record("up \(press)")
                return .ignored
            }
            .onKeyPress { press in
                recorder.record("any \(press) \(press.phase)")
                return .ignored
            }
        }
    }

    /// A release goes only to handlers whose phases hold `.up` (the default,
    /// as SwiftUI's, is down and repeat): a button acts once, as its key goes
    /// down. Releases are wanted (the host asks the terminal) exactly while
    /// such a handler is shown.
    @Test func aReleaseReachesOnlyTheHandlersThatAskForIt() {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 12, height: 3), root: Releases(recorder: recorder))
        #expect(host.graph.keyReleases.areWanted)
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter, phase: .up))
        #expect(recorder.calls == ["any enter down", "button", "up enter"])
        recorder.calls.removeAll()
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(!host.graph.keyReleases.areWanted, "the last handler of releases went")
        host.send(KeyEvent(.enter, phase: .up))
        #expect(recorder.calls == ["any tab down", "any enter down"])
    }
}
