import CursesKit
import Testing

@testable import TermUI

/// Writing a state the value it already holds changes nothing: no body runs
/// again, and a representable that writes its binding back on every update
/// (a common way to mirror a widget) settles instead of re-rendering forever.
@MainActor
@Suite struct StateEqualWriteTests {
    struct Mode: View {
        let tally: BodyTally
        @State private var mode = "off"
        var body: some View {
            tally.body("Mode")
            return VStack(alignment: .leading) {
                Button("On") { mode = "on" }
                Text("mode \(mode)")
            }
        }
    }

    @Test func pressingAButtonThatWritesTheSameValueAgainRendersNothing() {
        let tally = BodyTally()
        let host = HeadlessHost(size: Size(width: 20, height: 2), root: Mode(tally: tally))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("mode on"))
        tally.reset()
        let passes = host.passCount
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))
        #expect(tally.bodies["Mode", default: 0] == 0, "an equal write re-rendered: \(tally.bodies)")
        #expect(host.passCount - passes <= 2, "\(host.passCount - passes) passes for two equal writes")
        #expect(host.lines[1].hasPrefix("mode on"))
    }

    /// Writes its binding the value it shows, on every update.
    struct Mirror: WidgetRepresentable {
        @Binding var shown: Int
        let value: Int

        func makeWidget(context: Context) -> RecordingWidget { RecordingWidget() }

        func updateWidget(_ widget: RecordingWidget, context: Context) {
            shown = value
        }
    }

    struct Mirrored: View {
        @State private var shown = 0
        @State private var value = 3
        var body: some View {
            VStack(alignment: .leading) {
                Button("More") { value += 1 }
                Text("shown \(shown)")
                Mirror(shown: $shown, value: value)
            }
        }
    }

    @Test func aRepresentableWritingBackTheSameValueSettles() {
        let host = HeadlessHost(
            size: Size(width: 20, height: 3), focusesFirstControl: false, root: Mirrored())
        host.runPendingWork()
        #expect(host.lines[1].hasPrefix("shown 3"), "\(host.lines)")
        let passes = host.passCount
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        host.runPendingWork()
        #expect(host.lines[1].hasPrefix("shown 4"))
        #expect(host.passCount - passes <= 4, "\(host.passCount - passes) passes for one press")
        #expect(host.runtimeWarnings.isEmpty, "\(host.runtimeWarnings)")
    }
}
