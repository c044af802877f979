import CursesKit
import Testing

@testable import TermUI

/// `List(_:children:)` and `OutlineGroup` in a list: rows for the top
/// level, `▸` / `▾` on the elements with children, → and ← expand,
/// collapse and move between parent and child, a click on the mark flips it,
/// and the selection is the element's id.
@MainActor
@Suite struct ListOutlineTests {
    struct File: Identifiable {
        let id: String
        var children: [File]?
    }

    static let tree = [
        File(
            id: "src",
            children: [
                File(id: "main.swift", children: nil),
                File(id: "ui", children: [File(id: "View.swift", children: nil)]),
            ]),
        File(id: "README", children: nil),
        File(id: "empty", children: []),
    ]

    struct Tree: View {
        @State var selection: String?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("selected: \(selection ?? "none")")
                List(ListOutlineTests.tree, children: \.children, selection: $selection) { Text($0.id) }
            }
        }
    }

    private func host() -> HeadlessHost {
        let host = HeadlessHost(size: Size(width: 24, height: 8), root: Tree())
        host.send(KeyEvent(.tab))
        return host
    }

    @Test func theTopLevelShowsCollapsedWithMarks() {
        let host = host()
        #expect(host.lines[1] == " ▸ src                  ")
        #expect(host.lines[2] == "   README               ")
        // An empty children collection still has a mark, as in SwiftUI.
        #expect(host.lines[3] == " ▸ empty                ")
        #expect(host.lines[4].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func rightExpandsThenEntersAndLeftGoesBackAndCollapses() {
        let host = host()
        host.send(KeyEvent(.down))
        #expect(host.lines[0].hasPrefix("selected: src"))
        host.send(KeyEvent(.right))
        #expect(host.lines[1] == "›▾ src                  ")
        #expect(host.lines[2] == "     main.swift         ")
        #expect(host.lines[3] == "   ▸ ui                 ")
        #expect(host.lines[4] == "   README               ")
        host.send(KeyEvent(.right))
        #expect(host.lines[0].hasPrefix("selected: main.swift"))
        host.send([KeyEvent(.down), .character("l"), .character("l")])
        #expect(host.lines[0].hasPrefix("selected: View.swift"))
        #expect(host.lines[4] == "›      View.swift       ")
        host.send(KeyEvent(.left))
        #expect(host.lines[0].hasPrefix("selected: ui"))
        host.send(.character("h"))
        #expect(host.lines[3] == "›  ▸ ui                 ")
        #expect(host.lines[4] == "   README               ")
        host.send([KeyEvent(.left), KeyEvent(.left)])
        #expect(host.lines[0].hasPrefix("selected: src"))
        #expect(host.lines[1] == "›▸ src                  ")
        #expect(host.lines[2] == "   README               ")
        // ← on a collapsed top-level row is left to others (a stack's back).
        #expect(!ListOutlineTests.takes(KeyEvent(.left), host: host))
    }

    @Test func aClickOnTheMarkFlipsItAndOnTheTextSelects() {
        let host = host()
        host.click(at: Point(x: 1, y: 1))
        #expect(host.lines[1] == " ▾ src                  ")
        #expect(host.lines[0].hasPrefix("selected: none"))
        host.click(at: Point(x: 6, y: 3))
        #expect(host.lines[0].hasPrefix("selected: ui"))
        host.click(at: Point(x: 1, y: 1))
        #expect(host.lines[1] == " ▸ src                  ")
    }

    @Test func outsideAListAnOutlineIsDisclosureGroups() {
        let host = HeadlessHost(
            size: Size(width: 20, height: 4),
            root: VStack(alignment: .leading, spacing: 0) {
                OutlineGroup(ListOutlineTests.tree, children: \.children) { Text($0.id) }
            })
        #expect(host.lines[0].hasPrefix("▸ src"))
        #expect(host.lines[1].hasPrefix("README"))
    }

    /// True when the focused list used `key` (the screen changed or the key was taken).
    static func takes(_ key: KeyEvent, host: HeadlessHost) -> Bool {
        guard let list = host.focusedWidget as? ListWidget else { return false }
        return list.handle(key)
    }
}
