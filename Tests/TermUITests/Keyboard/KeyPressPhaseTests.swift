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
}
