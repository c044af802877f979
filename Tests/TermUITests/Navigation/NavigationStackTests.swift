import CursesKit
import Observation
import Testing

@testable import TermUI

/// `NavigationStack`: what its path holds after pushes and pops, the title
/// row, back by key, click and `dismiss`, focus in and back, covered levels
/// keeping their state, destinations built only when pushed.
@MainActor
@Suite struct NavigationStackTests {
    struct Food: View {
        @State private var path: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Text("path: \(path.joined(separator: "/"))")
                NavigationStack(path: $path) {
                    VStack(alignment: .leading) {
                        NavigationLink("Fruit", value: "fruit")
                        NavigationLink("Greens", value: "greens")
                    }
                    .navigationTitle("Food")
                    .navigationDestination(for: String.self) { FoodDetail(name: $0) }
                }
            }
        }
    }

    struct FoodDetail: View {
        let name: String
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack(alignment: .leading) {
                NavigationLink("More \(name)", value: name + "+")
                Button("Close") { dismiss() }
            }
            .navigationTitle(name)
        }
    }

    private func text(_ host: HeadlessHost) -> String { host.lines.joined(separator: "\n") }

    @Test func linksPushTheirValuesOnTheBoundPathAndBackPopsThem() {
        let host = HeadlessHost(size: Size(width: 30, height: 6), focusesFirstControl: false, root: Food())
        #expect(host.lines[0].hasPrefix("path: "))
        #expect(host.lines[1].hasPrefix(" Food "))
        #expect(host.lines[2].hasPrefix("Fruit"))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("path: fruit "))
        #expect(host.lines[1].hasPrefix(" ‹ Food › fruit "))
        #expect(host.cell(at: Point(x: 0, y: 1)).style.background == NavigationHeaderWidget.barColor)
        #expect(host.cell(at: Point(x: 10, y: 1)).style.attributes.contains(.bold), "the top title is bold")
        #expect(host.lines[2].hasPrefix("More fruit"))
        #expect(!text(host).contains("Greens"), "the root is covered")
        host.send(KeyEvent(.enter))  // focus went to the pushed level's first link
        #expect(host.lines[0].hasPrefix("path: fruit/fruit+ "))
        #expect(host.lines[1].hasPrefix(" ‹ Food › fruit › fruit+ "))
        host.send(KeyEvent(.escape))
        #expect(host.lines[0].hasPrefix("path: fruit "))
        host.send(KeyEvent(.left))
        #expect(host.lines[0] == "path:" + String(repeating: " ", count: 25))
        #expect(host.lines[1].hasPrefix(" Food "))
        #expect(host.lines[3].hasPrefix("Greens"))
        host.send(KeyEvent(.escape))
        #expect(host.lines[1].hasPrefix(" Food "), "Esc at the root goes nowhere")
        #expect(host.runtimeWarnings.isEmpty, "\(host.runtimeWarnings)")
    }

    /// A push settles in a few passes: the root declaring its destination
    /// again (a closure never compares equal) must not render the stack again,
    /// and again, until the runaway guard stops it.
    @Test func aPushAndAPopSettleInAFewPasses() {
        let host = HeadlessHost(size: Size(width: 30, height: 6), focusesFirstControl: false, root: Food())
        host.send(KeyEvent(.tab))
        var passes = host.passCount
        host.send(KeyEvent(.enter))
        #expect(host.passCount - passes <= 3, "a push took \(host.passCount - passes) passes")
        passes = host.passCount
        host.send(KeyEvent(.escape))
        #expect(host.passCount - passes <= 3, "a pop took \(host.passCount - passes) passes")
        #expect(host.runtimeWarnings.isEmpty, "\(host.runtimeWarnings)")
    }

    @Test func popFocusesTheLinkThatPushedAndPushFocusesTheFirstControl() throws {
        let host = HeadlessHost(size: Size(width: 30, height: 6), focusesFirstControl: false, root: Food())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.tab))
        let greens = try #require(host.focusedWidget)
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix(" ‹ Food › greens"))
        let pushedFocus = try #require(host.focusedWidget)
        #expect(pushedFocus !== greens)
        host.send(KeyEvent(.tab))  // Close
        host.send(KeyEvent(.enter))  // dismiss pops
        #expect(host.lines[1].hasPrefix(" Food "))
        #expect(host.focusedWidget === greens, "back on the link that pushed")
    }

    @Test func theFocusedLinkIsHighlightedAndBackspacePops() {
        let host = HeadlessHost(size: Size(width: 30, height: 6), focusesFirstControl: false, root: Food())
        host.send(KeyEvent(.tab))
        #expect(host.cell(at: Point(x: 0, y: 2)).style.background == .cyan)
        #expect(host.cell(at: Point(x: 0, y: 3)).style.background == .default)
        #expect(host.cell(at: Point(x: 29, y: 2)).text == "›")
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.backspace))
        #expect(host.lines[1].hasPrefix(" Food "))
    }

    @Test func aClickOnTheTitleRowGoesBack() {
        let host = HeadlessHost(size: Size(width: 40, height: 6), focusesFirstControl: false, root: Food())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix(" ‹ Food › fruit › fruit+ "))
        host.click(at: Point(x: 1, y: 1))  // ‹: one level back
        #expect(host.lines[0].hasPrefix("path: fruit "))
        host.send(KeyEvent(.enter))
        host.click(at: Point(x: 4, y: 1))  // "Food": back to the root
        #expect(host.lines[1].hasPrefix(" Food "))
        #expect(host.lines[0].hasPrefix("path:  "))
    }

    /// A pushed level that declares a destination and holds a closure (so it
    /// renders whenever the levels do) declares it again each time: that echo
    /// must not render the levels again, for ever.
    struct Nested: View {
        @State private var path: [AnyHashable] = ["outer", 7]
        var body: some View {
            NavigationStack(path: $path) {
                Text("root")
                    .navigationDestination(for: String.self) { _ in Outer(onTap: {}) }
            }
        }
    }

    struct Outer: View {
        let onTap: () -> Void
        var body: some View {
            Button("Outer", action: onTap)
                .navigationDestination(for: Int.self) { Text("Inner \($0)") }
        }
    }

    @Test func aLevelDeclaringItsDestinationAgainSettles() {
        let host = HeadlessHost(size: Size(width: 30, height: 6), focusesFirstControl: false, root: Nested())
        #expect(host.lines[1].hasPrefix("Inner 7"))
        host.send(KeyEvent(.escape))
        #expect(host.lines[1].hasPrefix("[ Outer ]"))
        #expect(host.runtimeWarnings.isEmpty, "\(host.runtimeWarnings)")
    }

    // MARK: A path written by the app

    @Observable
    @MainActor
    final class Router {
        var path = NavigationPath()
    }

    struct Numbers: View {
        let router: Router
        let recorder: Recorder
        var body: some View {
            NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
                RootCounter()
                    .navigationDestination(for: Int.self) { CountedDetail(number: $0, recorder: recorder) }
            }
        }
    }

    struct RootCounter: View {
        @State private var taps = 0
        var body: some View {
            VStack(alignment: .leading) {
                Button("Tap") { taps += 1 }
                Text("taps \(taps)")
                ForEach(1..<4) { NavigationLink("Number \($0)", value: $0) }
            }
        }
    }

    struct CountedDetail: View {
        let number: Int
        let recorder: Recorder
        var body: some View {
            recorder.record("detail \(number)")
            return Text("Detail \(number)")
        }
    }

    @Test func writingThePathPushesAndPopsAndBuildsOnlyWhatIsPushed() {
        let router = Router()
        let recorder = Recorder()
        let host = HeadlessHost(
            size: Size(width: 30, height: 8), focusesFirstControl: false,
            root: Numbers(router: router, recorder: recorder))
        #expect(recorder.calls.isEmpty, "no destination is built before it is pushed")
        router.path.append(2)
        host.runPendingWork()
        #expect(host.lines[0].hasPrefix(" ‹ Back "))
        #expect(host.lines[1].hasPrefix("Detail 2"))
        #expect(recorder.calls == ["detail 2"])
        router.path.append(3)
        host.runPendingWork()
        #expect(host.lines[1].hasPrefix("Detail 3"))
        #expect(recorder.calls == ["detail 2", "detail 3"], "the covered level is not built again")
        router.path.removeLast(2)
        host.runPendingWork()
        #expect(host.lines[0].hasPrefix("[ Tap ]"))
        host.send(KeyEvent(.escape))
        #expect(router.path.isEmpty)
    }

    @Test func theRootKeepsItsStateAcrossAPushAndAPop() {
        let router = Router()
        let host = HeadlessHost(
            size: Size(width: 30, height: 8), focusesFirstControl: false,
            root: Numbers(router: router, recorder: Recorder()))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("taps 2"))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))  // Number 1
        #expect(router.path.count == 1)
        #expect(host.lines[1].hasPrefix("Detail 1"))
        host.send(KeyEvent(.escape))
        #expect(router.path.count == 0)
        #expect(host.lines[1].hasPrefix("taps 2"))
    }

    @Test func keysGoToTheTopLevelOnly() {
        let router = Router()
        let host = HeadlessHost(
            size: Size(width: 30, height: 8), focusesFirstControl: false,
            root: Numbers(router: router, recorder: Recorder()))
        router.path.append(1)
        host.runPendingWork()
        // Nothing on the pushed level takes focus; the covered Tap button's
        // shortcut-free Enter must not reach it either.
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.escape))
        #expect(host.lines[1].hasPrefix("taps 0"))
    }

    // MARK: Views pushed without a path

    struct Presenting: View {
        @State private var showsLog = false
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("log \(showsLog ? "shown" : "hidden")")
                    Button("Log") { showsLog = true }
                    NavigationLink("Settings") { Text("Settings view").navigationTitle("Settings") }
                }
                .navigationTitle("Home")
                .navigationDestination(isPresented: $showsLog) { Text("Log view") }
            }
        }
    }

    @Test func isPresentedPushesAndBackWritesFalse() {
        let host = HeadlessHost(
            size: Size(width: 30, height: 6), focusesFirstControl: false, root: Presenting())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix(" ‹ Home "))
        #expect(host.lines[1].hasPrefix("Log view"))
        host.send(KeyEvent(.escape))
        #expect(host.lines[0].hasPrefix(" Home "))
        #expect(host.lines[1].hasPrefix("log hidden"))
    }

    @Test func aDestinationLinkPushesItsView() {
        let host = HeadlessHost(
            size: Size(width: 30, height: 6), focusesFirstControl: false, root: Presenting())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix(" ‹ Home › Settings "))
        #expect(host.lines[1].hasPrefix("Settings view"))
        host.send(KeyEvent(.escape))
        #expect(host.lines[2].hasPrefix("[ Log ]"))
    }

    // MARK: Links in a list

    struct Listed: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("One", value: 1)
                    NavigationLink("Two", value: 2)
                }
                .navigationDestination(for: Int.self) { Text("Row \($0)") }
            }
        }
    }

    @Test func enterOnAListRowActivatesItsLinkAndBackRefocusesTheList() throws {
        let host = HeadlessHost(size: Size(width: 20, height: 5), focusesFirstControl: false, root: Listed())
        host.send(KeyEvent(.tab))
        let list = try #require(host.focusedWidget)
        #expect(list is ListWidget, "the list is the one focus stop, not its links")
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("Row 2"))
        host.send(KeyEvent(.escape))
        #expect(host.focusedWidget === list)
        #expect(host.lines[1].hasPrefix("›Two"))
    }

    @Test func aClickOnAListRowSelectsItAndTheReleaseOpensIt() {
        let host = HeadlessHost(size: Size(width: 20, height: 5), focusesFirstControl: false, root: Listed())
        host.send(MouseEvent(.press, at: Point(x: 3, y: 1)))
        #expect(host.lines[1].hasPrefix("›Two"), "the press selects")
        #expect(!host.lines[0].contains("Row"))
        host.send(MouseEvent(.release, at: Point(x: 3, y: 1)))
        #expect(host.lines[1].hasPrefix("Row 2"), "the release opens")
    }

    // MARK: Text fields

    struct Editing: View {
        @State private var name = "ab"
        var body: some View {
            NavigationStack {
                NavigationLink("Edit") { TextField("Name", text: $name) }
            }
        }
    }

    @Test func backspaceEditsAFocusedFieldInsteadOfGoingBack() {
        let host = HeadlessHost(size: Size(width: 20, height: 4), focusesFirstControl: false, root: Editing())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.focusedWidget is TextInput)
        host.send(KeyEvent(.backspace))
        #expect(host.lines[0].hasPrefix(" ‹ Back "))
        #expect(host.lines[1].hasPrefix("a "))
        host.send(KeyEvent(.escape))
        #expect(host.lines[0].hasPrefix("Edit "))
    }
}
