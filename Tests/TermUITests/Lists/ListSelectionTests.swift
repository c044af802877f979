import CursesKit
import Testing

@testable import TermUI

/// A list's selection as SwiftUI documents it: a single optional value or a
/// set, written by the keys and the mouse, with a row's `.tag` or its
/// `ForEach` element's id as the value; headers and footers are never
/// selected. What the binding receives is read back through the screen.
@MainActor
@Suite struct ListSelectionTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    static let fruits = [
        Fruit(id: 10, name: "Apple"), Fruit(id: 20, name: "Banana"), Fruit(id: 30, name: "Cherry"),
        Fruit(id: 40, name: "Date"),
    ]

    struct SingleByID: View {
        @State var selection: Int?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("selected: \(selection.map(String.init) ?? "none")")
                List(ListSelectionTests.fruits, selection: $selection) { Text($0.name) }
            }
        }
    }

    enum Flavor: Hashable { case vanilla, mint, lemon }

    struct SingleByTag: View {
        @State var flavor: Flavor? = .mint
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("flavor: \(flavor.map { "\($0)" } ?? "none")")
                List(selection: $flavor) {
                    Section("Flavors") {
                        Text("Vanilla").tag(Flavor.vanilla)
                        Text("Mint").tag(Flavor.mint)
                        Text("Lemon").tag(Flavor.lemon)
                    }
                }
            }
        }
    }

    struct Multiple: View {
        @State var selection: Set<String> = []
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("selected: \(selection.sorted().joined(separator: ","))")
                List(["alpha", "beta", "gamma", "delta"], id: \.self, selection: $selection) { Text($0) }
            }
        }
    }

    /// The view on a 24-column screen, the list focused (Tab, as in the app,
    /// where the first focusable view has focus at start).
    private func host<V: View>(_ view: V, height: Int = 8) -> HeadlessHost {
        let host = HeadlessHost(size: Size(width: 24, height: height), focusesFirstControl: false, root: view)
        host.send(KeyEvent(.tab))
        return host
    }

    @Test func downSelectsTheFirstRowThenTheNextByItsID() {
        let host = host(SingleByID())
        #expect(host.lines[0].hasPrefix("selected: none"))
        host.send(KeyEvent(.down))
        #expect(host.lines[0].hasPrefix("selected: 10"))
        host.send(KeyEvent(.down))
        host.send(.character("j"))
        #expect(host.lines[0].hasPrefix("selected: 30"))
        host.send(.character("k"))
        #expect(host.lines[0].hasPrefix("selected: 20"))
        #expect(host.lines[2] == "›Banana                 ")
        #expect(host.cell(at: Point(x: 1, y: 2)).style.background == ListRowBehavior.selectedBackground)
        #expect(host.cell(at: Point(x: 1, y: 1)).style.background != ListRowBehavior.selectedBackground)
    }

    @Test func homeEndAndTheEdgesStayInside() {
        let host = host(SingleByID())
        host.send(KeyEvent(.end))
        #expect(host.lines[0].hasPrefix("selected: 40"))
        host.send(KeyEvent(.down))
        #expect(host.lines[0].hasPrefix("selected: 40"))
        host.send(KeyEvent(.home))
        #expect(host.lines[0].hasPrefix("selected: 10"))
        host.send(KeyEvent(.up))
        #expect(host.lines[0].hasPrefix("selected: 10"))
        host.send(.character("G"))
        #expect(host.lines[0].hasPrefix("selected: 40"))
        host.send(.character("g"))
        #expect(host.lines[0].hasPrefix("selected: 10"))
    }

    @Test func tagsAreTheValuesAndTheHeaderIsSkipped() {
        let host = host(SingleByTag())
        // The initial value puts the cursor on its row.
        #expect(host.lines[1].hasPrefix(" Flavors"))
        #expect(host.cell(at: Point(x: 1, y: 3)).style.background == ListRowBehavior.selectedBackground)
        host.send(KeyEvent(.up))
        #expect(host.lines[0].hasPrefix("flavor: vanilla"))
        host.send(KeyEvent(.up))
        #expect(host.lines[0].hasPrefix("flavor: vanilla"))
        host.send(KeyEvent(.end))
        #expect(host.lines[0].hasPrefix("flavor: lemon"))
    }

    @Test func clickSelectsTheRowUnderThePointer() {
        let host = host(SingleByID())
        host.click(at: Point(x: 3, y: 3))
        #expect(host.lines[0].hasPrefix("selected: 30"))
        #expect(host.focusedWidget is ListWidget)
    }

    @Test func aSetMovesTheCursorAloneAndSpaceTogglesIt() {
        let host = host(Multiple())
        host.send(KeyEvent(.down))
        #expect(host.lines[0] == "selected:               ")
        host.send(.character(" "))
        #expect(host.lines[0].hasPrefix("selected: alpha"))
        host.send([KeyEvent(.down), KeyEvent(.down), .character(" ")])
        #expect(host.lines[0].hasPrefix("selected: alpha,gamma"))
        #expect(host.lines[1] == " ✓alpha                 ")
        #expect(host.lines[3] == "›✓gamma                 ")
        host.send(.character(" "))
        #expect(host.lines[0].hasPrefix("selected: alpha "))
        host.send(KeyEvent(.down, modifiers: .shift))
        #expect(host.lines[0].hasPrefix("selected: alpha,delta"))
    }

    @Test func aClickReplacesASetAndCtrlClickAddsToIt() {
        let host = host(Multiple())
        host.click(at: Point(x: 3, y: 2))
        #expect(host.lines[0].hasPrefix("selected: beta"))
        host.send(MouseEvent(.press, at: Point(x: 3, y: 4), modifiers: .control))
        #expect(host.lines[0].hasPrefix("selected: beta,delta"))
        host.click(at: Point(x: 3, y: 1))
        #expect(host.lines[0].hasPrefix("selected: alpha "))
    }

    @Test func typingSelectsTheFirstRowStartingWithTheLetters() {
        let host = host(SingleByID())
        host.type("c")
        #expect(host.lines[0].hasPrefix("selected: 30"))
        host.advanceTime(by: 2)
        host.type("b")
        #expect(host.lines[0].hasPrefix("selected: 20"))
        host.advanceTime(by: 2)
        // "d" then "a" within a second: "da" (Date), not the next row starting with "a".
        host.type("da")
        #expect(host.lines[0].hasPrefix("selected: 40"))
        host.advanceTime(by: 2)
        // j outside a run moves; a letter no row starts with is left to others (q quits).
        host.send(.character("k"))
        #expect(host.lines[0].hasPrefix("selected: 30"))
        host.send(.character("q"))
        #expect(host.exitCode == 0)
    }

    @Test func aSelectionSetFromOutsideMovesTheCursorAndScrollsItIntoView() {
        struct Outside: View {
            @State var selection: Int?
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Button("Pick 150") { selection = 150 }
                    List(0..<200, id: \.self, selection: $selection) { Text("Row \($0)") }
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 20, height: 6), focusesFirstControl: false, root: Outside())
        host.send([KeyEvent(.tab), KeyEvent(.enter)])
        #expect(host.lines.contains { $0.hasPrefix(" Row 150") })
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.down))
        #expect(host.lines.contains { $0.hasPrefix("›Row 151") })
    }
}
