import CursesKit
import Testing

@testable import TermUI

/// The inline window style as an app author writes it, and the print action a
/// view calls.
@MainActor
@Suite struct InlineWindowStyleTests {
    struct Steps: Scene {
        var body: some Scene {
            WindowGroup { Text("steps") }.windowStyle(.inline(maxRows: 5))
        }
    }

    @Test func theStyleIsFoundThroughCustomScenes() {
        #expect(SceneRoot.style(of: WindowGroup { Text("a") }) == .automatic)
        #expect(SceneRoot.style(of: WindowGroup { Text("a") }.windowStyle(.inline)) == .inline)
        #expect(SceneRoot.style(of: Steps()) == .inline(maxRows: 5))
        #expect(SceneRoot.style(of: Steps()) != .inline)
        #expect(SceneRoot.view(of: Steps()) is Text)
    }

    struct Printer: View {
        @Environment(\.print) private var print
        var body: some View {
            Button("Build") { print("✓ Built\n  2 warnings") }
        }
    }

    @Test func aViewPrintsLinesThroughItsHost() {
        let host = HeadlessHost(size: Size(width: 20, height: 2)) { Printer() }
        #expect(host.printedLines.isEmpty)
        host.send([KeyEvent(.tab), KeyEvent(.enter)])
        #expect(host.printedLines == ["✓ Built", "  2 warnings"])
    }
}
