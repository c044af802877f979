import CursesKit
import Testing

@testable import TermUI

/// `TabView`: the tab bar, switching by the bar's keys, by Ctrl-Page Down /
/// Alt-digit from inside a tab and by a click, the selection binding both
/// ways, tabs keeping their state while hidden and built only when first
/// shown, focus going into the shown tab.
@MainActor
@Suite struct TabViewTests {
    final class Tally {
        var bodies: [String: Int] = [:]
    }

    struct Counter: View {
        let name: String
        let tally: Tally
        @State private var count = 0
        var body: some View {
            tally.bodies[name, default: 0] += 1
            return VStack(alignment: .leading) {
                Text("\(name) \(count)")
                Button("Add to \(name)") { count += 1 }
            }
        }
    }

    struct Bound: View {
        let tally: Tally
        @State private var tab = "inbox"
        var body: some View {
            VStack(alignment: .leading) {
                Text("tab: \(tab)")
                TabView(selection: $tab) {
                    Counter(name: "Inbox", tally: tally)
                        .tabItem { Label("Inbox", systemImage: "tray") }
                        .tag("inbox")
                    Counter(name: "Sent", tally: tally)
                        .tabItem { Text("Sent") }
                        .tag("sent")
                    Tab("Drafts", systemImage: "doc", value: "drafts") {
                        Counter(name: "Drafts", tally: tally)
                    }
                }
                Button("Show drafts") { tab = "drafts" }
            }
        }
    }

    private func host(_ tally: Tally, width: Int = 40) -> HeadlessHost {
        HeadlessHost(
            size: Size(width: width, height: 10), focusesFirstControl: false, root: Bound(tally: tally))
    }

    @Test func theBarShowsEveryTabAndTheFirstIsShown() {
        let tally = Tally()
        let host = host(tally)
        #expect(host.lines[0].hasPrefix("tab: inbox"))
        #expect(host.lines[1].hasPrefix(" ⊔ Inbox │ Sent │ ▤ Drafts "), "icon, title; a bar between tabs")
        #expect(
            host.lines[2].hasPrefix("━━━━━━━━━─"),
            "the rule is heavy under the selected tab: \(host.lines[2])")
        #expect(host.lines[3].hasPrefix("Inbox 0"))
        #expect(tally.bodies == ["Inbox": 1], "tabs not shown are not built: \(tally.bodies)")
    }

    @Test func arrowsOnTheBarSwitchAndWriteTheBindingKeepingFocusOnTheBar() throws {
        let tally = Tally()
        let host = host(tally)
        host.send(KeyEvent(.tab))
        let bar = try #require(host.focusedWidget)
        #expect(bar is TabBarWidget)
        host.send(KeyEvent(.right))
        #expect(host.lines[0].hasPrefix("tab: sent"))
        #expect(host.lines[3].hasPrefix("Sent 0"))
        #expect(host.focusedWidget === bar, "the bar keeps focus for the next arrow")
        host.send(.character("l"))
        #expect(host.lines[0].hasPrefix("tab: drafts"))
        host.send(.character("h"))
        host.send(.character("h"))
        #expect(host.lines[0].hasPrefix("tab: inbox"))
        host.send(KeyEvent(.left))
        #expect(host.lines[0].hasPrefix("tab: inbox"), "no tab before the first")
        host.send(KeyEvent(.end))
        #expect(host.lines[0].hasPrefix("tab: drafts"))
    }

    @Test func aHiddenTabKeepsItsStateAndIsNotBuiltAgain() {
        let tally = Tally()
        let host = host(tally)
        host.send(KeyEvent(.tab))  // the bar
        host.send(KeyEvent(.down))  // into the Inbox tab: its button
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))
        #expect(host.lines[3].hasPrefix("Inbox 2"))
        host.send(KeyEvent(.pageDown, modifiers: .control))
        #expect(host.lines[3].hasPrefix("Sent 0"))
        host.send(KeyEvent(.enter))  // focus went into Sent: its button
        #expect(host.lines[3].hasPrefix("Sent 1"))
        host.send(KeyEvent(.pageDown, modifiers: .control))
        #expect(host.lines[3].hasPrefix("Drafts 0"))
        host.send(KeyEvent(.pageDown, modifiers: .control))
        #expect(host.lines[0].hasPrefix("tab: inbox"), "Ctrl-Page Down wraps to the first tab")
        #expect(host.lines[3].hasPrefix("Inbox 2"), "Inbox kept its count while two others showed")
        #expect(!host.lines.joined().contains("Sent 1"), "the hidden tabs draw nothing")
        host.send(KeyEvent(.pageUp, modifiers: .control))
        #expect(host.lines[0].hasPrefix("tab: drafts"), "Ctrl-Page Up wraps to the last tab")
        host.send(KeyEvent(.pageUp, modifiers: .control))
        #expect(host.lines[3].hasPrefix("Sent 1"))
        #expect(tally.bodies["Drafts"] == 1, "a tab shown again is not built again: \(tally.bodies)")
    }

    @Test func altDigitAndAClickSwitchAndFocusGoesIntoTheTab() {
        let tally = Tally()
        let host = host(tally)
        host.send(KeyEvent(.character("3"), modifiers: .alt))
        #expect(host.lines[0].hasPrefix("tab: drafts"))
        host.send(KeyEvent(.enter))
        #expect(host.lines[3].hasPrefix("Drafts 1"), "focus went into the tab shown")
        let sent =
            host.lines[1].range(of: "Sent").map {
                host.lines[1].distance(from: host.lines[1].startIndex, to: $0.lowerBound)
            } ?? 0
        host.click(at: Point(x: sent, y: 1))
        #expect(host.lines[0].hasPrefix("tab: sent"))
        host.send(KeyEvent(.enter))
        #expect(host.lines[3].hasPrefix("Sent 1"))
        host.send(KeyEvent(.character("9"), modifiers: .alt))
        #expect(host.lines[0].hasPrefix("tab: sent"), "no ninth tab")
    }

    @Test func writingTheBindingShowsThatTab() {
        let tally = Tally()
        let host = host(tally)
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.down))  // Inbox's button
        host.send(KeyEvent(.tab))  // Show drafts
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("tab: drafts"))
        #expect(host.lines[3].hasPrefix("Drafts 0"))
    }

    /// A switch back to a tab shown before builds nothing: no tab's body
    /// runs again, and each switch is one pass.
    @Test func switchingBackRendersNoTabAgain() {
        let tally = Tally()
        let host = host(tally)
        host.send(KeyEvent(.pageDown, modifiers: .control))
        host.send(KeyEvent(.pageDown, modifiers: .control))
        #expect(tally.bodies == ["Inbox": 1, "Sent": 1, "Drafts": 1])
        let passes = host.passCount
        host.send(KeyEvent(.pageDown, modifiers: .control))
        host.send(KeyEvent(.pageDown, modifiers: .control))
        #expect(host.lines[3].hasPrefix("Sent 0"))
        #expect(tally.bodies == ["Inbox": 1, "Sent": 1, "Drafts": 1], "\(tally.bodies)")
        #expect(host.passCount - passes <= 2, "two switches took \(host.passCount - passes) passes")
        #expect(host.runtimeWarnings.isEmpty, "\(host.runtimeWarnings)")
    }

    struct Stacked: View {
        @State private var tab = 2
        @State private var path = ["pushed"]
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("path: \(path.joined(separator: "/"))")
                TabView(selection: $tab) {
                    NavigationStack(path: $path) {
                        Text("root")
                            .navigationDestination(for: String.self) { Text("level \($0)") }
                    }
                    .tabItem { Text("Stack") }
                    .tag(1)
                    Text("other").tabItem { Text("Other") }.tag(2)
                }
            }
        }
    }

    /// Keys reach the shown tab only: Esc does not pop a stack in a hidden tab.
    @Test func aHiddenTabTakesNoKeys() {
        let host = HeadlessHost(size: Size(width: 30, height: 6), focusesFirstControl: false, root: Stacked())
        host.send(KeyEvent(.character("1"), modifiers: .alt))
        host.send(KeyEvent(.character("2"), modifiers: .alt))
        #expect(host.lines[3].hasPrefix("other"))
        host.send(KeyEvent(.escape))
        #expect(host.lines[0].hasPrefix("path: pushed"), "the hidden stack kept its level")
        host.send(KeyEvent(.character("1"), modifiers: .alt))
        host.send(KeyEvent(.escape))
        #expect(host.lines[0] == "path:" + String(repeating: " ", count: 25), "the shown stack pops")
    }

    struct Unbound: View {
        var body: some View {
            TabView {
                Text("first page").tabItem { Text("One") }
                Text("second page").tabItem { Text("Two") }
            }
        }
    }

    @Test func withoutABindingTheTabViewKeepsItsOwnSelection() {
        let host = HeadlessHost(size: Size(width: 30, height: 5), focusesFirstControl: false, root: Unbound())
        #expect(host.lines[0].hasPrefix(" One │ Two "))
        #expect(host.lines[2].hasPrefix("first page"))
        host.send(KeyEvent(.pageDown, modifiers: .control))
        #expect(host.lines[2].hasPrefix("second page"))
    }

    struct Generated: View {
        @State private var tab = "b"
        var body: some View {
            TabView(selection: $tab) {
                ForEach(["a", "b"], id: \.self) { name in
                    Tab("Tab \(name)", systemImage: "star", value: name) { Text("page \(name)") }
                }
                Tab(value: "c") { Text("page c") }
            }
        }
    }

    struct Valueless: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("home page") }
                Tab {
                    Text("more page")
                } label: {
                    Text("More")
                }
            }
        }
    }

    @Test func tabsFromAForEachAndTheOtherTabFormsAreTabs() {
        let generated = HeadlessHost(
            size: Size(width: 40, height: 4), focusesFirstControl: false, root: Generated())
        #expect(generated.lines[0].hasPrefix(" ☆ Tab a │ ☆ Tab b │ Tab 3 "), "an empty label is numbered")
        #expect(generated.lines[2].hasPrefix("page b"), "the binding chose the ForEach's second tab")
        generated.send(KeyEvent(.pageDown, modifiers: .control))
        #expect(generated.lines[2].hasPrefix("page c"))
        let valueless = HeadlessHost(
            size: Size(width: 40, height: 4), focusesFirstControl: false, root: Valueless())
        #expect(valueless.lines[0].contains("Home │ More "), "\(valueless.lines)")
        valueless.send(KeyEvent(.character("2"), modifiers: .alt))
        #expect(valueless.lines[2].hasPrefix("more page"))
    }

    @Test func aNarrowBarScrollsToShowTheSelectedTab() {
        let tally = Tally()
        let host = host(tally, width: 14)
        host.send(KeyEvent(.character("3"), modifiers: .alt))
        #expect(host.lines[1].hasPrefix("‹"), "\(host.lines[1])")
        #expect(host.lines[1].contains("Drafts"), "\(host.lines[1])")
    }
}
