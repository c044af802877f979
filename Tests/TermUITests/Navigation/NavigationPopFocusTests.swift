import CursesKit
import Testing

@testable import TermUI

/// Where focus lands when the app pops several levels at once (`path = []`):
/// on the link that pushed the first level, as after popping one by one, so
/// Enter opens the same place again.
@MainActor
@Suite struct NavigationPopFocusTests {
    @Observable
    @MainActor
    final class Router {
        var path: [Int] = []
    }

    struct Root: View {
        let router: Router
        @State private var taps = 0
        var body: some View {
            NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
                VStack(alignment: .leading) {
                    Button("Tap") { taps += 1 }
                    Text("taps \(taps)")
                    NavigationLink("Open 1", value: 1)
                    NavigationLink("Open 2", value: 2)
                }
                .navigationDestination(for: Int.self) { Level(number: $0, router: router) }
            }
        }
    }

    struct Level: View {
        let number: Int
        let router: Router
        var body: some View {
            VStack(alignment: .leading) {
                Text("Level \(number)")
                NavigationLink("Deeper", value: number * 10)
                Button("Home") { router.path = [] }
            }
        }
    }

    @Test func homeFromTwoLevelsDownFocusesTheLinkThatPushedTheFirst() {
        let router = Router()
        let host = HeadlessHost(
            size: Size(width: 30, height: 8), focusesFirstControl: false, root: Root(router: router))
        host.send([KeyEvent(.tab), KeyEvent(.tab), KeyEvent(.tab)])  // Tap, Open 1, Open 2
        host.send(KeyEvent(.enter))
        #expect(router.path == [2])
        host.send(KeyEvent(.enter))  // Deeper, the pushed level's first control
        #expect(router.path == [2, 20])
        #expect(host.lines.joined().contains("Level 20"))
        host.send(KeyEvent(.tab))  // Home
        host.send(KeyEvent(.enter))
        host.runPendingWork()
        #expect(router.path.isEmpty)
        #expect(host.lines.joined().contains("taps 0"))
        host.send(KeyEvent(.enter))  // again on "Open 2", not on Tap
        host.runPendingWork()
        #expect(router.path == [2], "Enter went to the root's first button: \(host.lines)")
        #expect(host.lines.joined().contains("Level 2"))
    }

    @Test func popOneByOneFocusesTheLinkOfEachLevel() {
        let router = Router()
        let host = HeadlessHost(
            size: Size(width: 30, height: 8), focusesFirstControl: false, root: Root(router: router))
        host.send([KeyEvent(.tab), KeyEvent(.tab)])  // Open 1
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))  // Deeper
        #expect(router.path == [1, 10])
        host.send(KeyEvent(.escape))
        #expect(router.path == [1])
        host.send(KeyEvent(.escape))
        #expect(router.path.isEmpty)
        host.send(KeyEvent(.enter))
        #expect(router.path == [1], "\(host.lines)")
    }
}
