import CursesKit
import Testing

@testable import TermUI

/// Keys typed ahead (several in one read) are handled exactly as if typed
/// slowly: each sees the state, `.onAppear` effects and focus the keys before
/// it caused. One key pressed again and again on one control costs two
/// passes, not one a press, and still counts every press.
@MainActor
@Suite struct TypeAheadTests {
    /// A screen whose `w` opens a list sheet with Remove and Close; Close has
    /// focus when the sheet opens (set in the sheet's `.onAppear`).
    struct ListScreen: View {
        var usesDefaultFocus = false
        @State private var showsList = false
        @State private var passes = 1
        var body: some View {
            VStack(alignment: .leading) {
                Text("Passes: \(passes)")
            }
            .onKeyPress { key in
                guard key == .character("w") else { return false }
                showsList = true
                return true
            }
            .sheet(isPresented: $showsList) {
                if usesDefaultFocus {
                    DefaultFocusListSheet(passes: $passes, isPresented: $showsList)
                } else {
                    ListSheet(passes: $passes, isPresented: $showsList)
                }
            }
        }
    }

    struct ListSheet: View {
        @Binding var passes: Int
        @Binding var isPresented: Bool
        @FocusState private var isCloseFocused: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Button("Remove") { passes -= 1 }
                Button("Close") { isPresented = false }.focused($isCloseFocused)
            }
            .onAppear { isCloseFocused = true }
        }
    }

    /// The same sheet with `.defaultFocus` instead of `.onAppear`.
    struct DefaultFocusListSheet: View {
        @Binding var passes: Int
        @Binding var isPresented: Bool
        @FocusState private var isCloseFocused: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Button("Remove") { passes -= 1 }
                Button("Close") { isPresented = false }.focused($isCloseFocused)
            }
            .defaultFocus($isCloseFocused, true)
        }
    }

    private static func key(_ name: String) -> KeyEvent {
        switch name {
        case "Tab": KeyEvent(.tab)
        case "Enter": KeyEvent(.enter)
        case "Esc": KeyEvent(.escape)
        default: .character(name.first ?? " ")
        }
    }

    @Test(arguments: [
        (["w", "Enter"], "Passes: 1"),
        (["w", "Tab", "Enter", "Esc"], "Passes: 0"),
        (["w", "Tab", "Tab", "Enter"], "Passes: 1"),
        (["w", "Tab", "Enter", "Esc", "w", "Enter"], "Passes: 0"),
    ])
    func keysReadTogetherActAsKeysTypedSlowly(script: [String], expected: String) {
        for usesDefaultFocus in [false, true] {
            check(script: script, expected: expected, usesDefaultFocus: usesDefaultFocus)
        }
    }

    private func check(script: [String], expected: String, usesDefaultFocus: Bool) {
        let keys = script.map(Self.key)
        let slow = HeadlessHost(
            size: Size(width: 30, height: 8), root: ListScreen(usesDefaultFocus: usesDefaultFocus))
        var slowScreens: [[String]] = []
        for key in keys {
            slow.send(key)
            slowScreens.append(slow.lines)
        }
        let ahead = HeadlessHost(
            size: Size(width: 30, height: 8), root: ListScreen(usesDefaultFocus: usesDefaultFocus))
        ahead.send(keys)
        #expect(ahead.lines == slowScreens.last)
        #expect(ahead.lines[0] == expected + String(repeating: " ", count: 30 - expected.count))
        #expect(!ahead.lines.joined().contains("Close"))
    }

    /// A home list whose Enter opens a screen; the screen's Pay button takes
    /// focus as the screen appears, so a second Enter pays.
    struct Home: View {
        @State private var isOpen = false
        @State private var paid = false
        @FocusState private var isPayFocused: Bool
        var body: some View {
            VStack(alignment: .leading) {
                if isOpen {
                    VStack(alignment: .leading) {
                        Button("Cancel") { isOpen = false }
                        Button("Pay") { paid = true }.focused($isPayFocused)
                        Text(paid ? "paid" : "unpaid")
                    }
                    .onAppear { isPayFocused = true }
                } else {
                    Text("home")
                }
            }
            .onKeyPress { key in
                guard !isOpen, key == KeyEvent(.enter) else { return false }
                isOpen = true
                return true
            }
        }
    }

    @Test func focusSetInOnAppearOfANewScreenTakesTheNextKey() {
        let host = HeadlessHost(size: Size(width: 12, height: 3), root: Home())
        host.send([KeyEvent(.enter), KeyEvent(.enter)])
        #expect(host.lines == ["[ Cancel ]  ", "[ Pay ]     ", "paid        "])
    }

    /// `.defaultFocus` instead of `.onAppear`: the second button has focus at once.
    struct DefaultFocused: View {
        enum Choice: Hashable { case keep, discard }
        @FocusState private var choice: Choice?
        @State private var result = "-"
        var body: some View {
            VStack(alignment: .leading) {
                Button("Keep") { result = "kept" }.focused($choice, equals: .keep)
                Button("Discard") { result = "discarded" }.focused($choice, equals: .discard)
                Text(result)
            }
            .defaultFocus($choice, .discard)
        }
    }

    @Test func defaultFocusGivesTheBoundViewFocusWhenItAppears() {
        let host = HeadlessHost(size: Size(width: 14, height: 3), root: DefaultFocused())
        host.send([KeyEvent(.enter)])
        #expect(host.lines[2] == "discarded     ")
        host.send([KeyEvent(.backTab), KeyEvent(.enter)])
        #expect(host.lines[2] == "kept          ")
    }

    /// A default focus does not take focus away from a view inside that already has it.
    struct AlreadyFocused: View {
        @FocusState private var isFirstFocused: Bool
        @FocusState private var isSecondFocused: Bool
        @State private var result = "-"
        var body: some View {
            VStack(alignment: .leading) {
                Button("First") { result = "first" }.focused($isFirstFocused)
                Button("Second") { result = "second" }.focused($isSecondFocused)
                Text(result)
            }
            .onAppear { isFirstFocused = true }
            .defaultFocus($isSecondFocused, true)
        }
    }

    @Test func defaultFocusLeavesAFocusSetOnAppear() {
        let host = HeadlessHost(size: Size(width: 14, height: 3), root: AlreadyFocused())
        host.send(KeyEvent(.enter))
        #expect(host.lines[2] == "first         ")
    }

    /// Counts a view's body evaluations.
    final class Tally {
        var bodies = 0
        func count() -> Bool {
            bodies += 1
            return true
        }
    }

    /// The bench's tiny app: the screen that owns the count reads it.
    struct Counter: View {
        let tally: Tally
        @State private var count = 0
        var body: some View {
            let _ = tally.count()
            VStack(alignment: .leading) {
                Button("Add") { count += 1 }
                Text("Added \(count)")
            }
        }
    }

    @Test func aRunOfOneKeyOnOneControlCostsTwoPassesNotOneEach() {
        let tally = Tally()
        let host = HeadlessHost(size: Size(width: 12, height: 2), root: Counter(tally: tally))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1] == "Added 1     ")
        let before = tally.bodies
        host.send([KeyEvent](repeating: KeyEvent(.enter), count: 50))
        #expect(host.lines[1] == "Added 51    ", "every press counts")
        // The first press's pass shows the route stays; the read's end shows all 50.
        #expect(tally.bodies - before == 2)
    }

    /// A start button that gives way to a counting button, which takes focus.
    struct StartThenCount: View {
        @State private var started = false
        @State private var count = 0
        @FocusState private var isCountFocused: Bool
        var body: some View {
            VStack(alignment: .leading) {
                if started {
                    Button("Count") { count += 1 }.focused($isCountFocused)
                        .onAppear { isCountFocused = true }
                } else {
                    Button("Start") { started = true }
                }
                Text("\(started ? "on" : "off") \(count)")
            }
        }
    }

    @Test func aPressThatChangesTheRouteEndsTheRun() {
        let keys = [KeyEvent](repeating: KeyEvent(.enter), count: 4)
        let slow = HeadlessHost(size: Size(width: 12, height: 2), root: StartThenCount())
        for key in keys { slow.send(key) }
        let ahead = HeadlessHost(size: Size(width: 12, height: 2), root: StartThenCount())
        ahead.send(keys)
        #expect(slow.lines[1] == "on 3        ")
        #expect(ahead.lines == slow.lines)
    }
}
