import CursesKit
import Testing

@testable import TermUI

/// `.contextMenu(forSelectionType:menu:primaryAction:)` on a list and a
/// table: the menu is given the selected rows when the row it opens on is
/// selected, else that row alone; Enter and a double click run the primary
/// action with the same rows.
@MainActor
@Suite struct SelectionContextMenuTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    static let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Plum")]

    static func describe(_ ids: Set<Int>) -> String {
        ids.sorted().map(String.init).joined(separator: ",")
    }

    struct Fruits: View {
        @State var selection: Set<Int> = []
        @State var log = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("log: \(log)")
                List(SelectionContextMenuTests.fruits, selection: $selection) { Text($0.name) }
                    .contextMenu(forSelectionType: Int.self) { ids in
                        Button("Delete \(SelectionContextMenuTests.describe(ids))") {
                            log = "delete \(SelectionContextMenuTests.describe(ids))"
                        }
                    } primaryAction: { ids in
                        log = "open \(SelectionContextMenuTests.describe(ids))"
                    }
            }
        }
    }

    @Test func shiftF10OpensTheMenuForTheSelectedRows() {
        let host = HeadlessHost(size: Size(width: 30, height: 8), root: Fruits())
        host.send(KeyEvent(.tab))
        // Select Apple and Plum; the cursor stays on Plum.
        host.send([KeyEvent(.down), .character(" "), KeyEvent(.down), KeyEvent(.down), .character(" ")])
        #expect(host.keyHints.contains { $0.label == "menu" })
        host.send(KeyEvent(.function(10), modifiers: .shift))
        #expect(host.lines.contains { $0.contains("Delete 1,3") })
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("log: delete 1,3 "))
        // On Pear, which is not selected: Pear alone.
        host.send(KeyEvent(.up))
        host.send(KeyEvent(.function(10), modifiers: .shift))
        #expect(host.lines.contains { $0.contains("Delete 2") })
        host.send(KeyEvent(.escape))
        #expect(!host.lines.contains { $0.contains("Delete") })
    }

    @Test func enterAndADoubleClickRunThePrimaryAction() {
        let host = HeadlessHost(size: Size(width: 30, height: 8), root: Fruits())
        host.send(KeyEvent(.tab))
        host.send([KeyEvent(.down), KeyEvent(.down)])
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("log: open 2 "))
        host.click(at: Point(x: 3, y: 3))
        host.click(at: Point(x: 3, y: 3))
        #expect(host.lines[0].hasPrefix("log: open 3 "))
    }

    struct Table3: View {
        @State var selection: Int? = 2
        @State var log = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("log: \(log)")
                Table(SelectionContextMenuTests.fruits, selection: $selection) {
                    TableColumn("Name", value: \.name)
                }
                .contextMenu(forSelectionType: Int.self) { ids in
                    Button("Copy \(SelectionContextMenuTests.describe(ids))") {
                        log = "copy \(SelectionContextMenuTests.describe(ids))"
                    }
                }
            }
        }
    }

    @Test func aRightClickOnATableRowOpensTheMenuForItAtThePointer() {
        let host = HeadlessHost(size: Size(width: 30, height: 8), root: Table3())
        // Row 3 of the screen is Apple (log, header, rule, then the rows); Pear is selected.
        host.send(MouseEvent(.press, at: Point(x: 2, y: 3), button: 3))
        #expect(host.lines[4].hasPrefix(" P┌──────┐"), "attached at the pointer")
        #expect(host.lines[5].hasPrefix(" P│Copy 1│"))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("log: copy 1 "))
        // On the selected row: the selection.
        host.send(MouseEvent(.press, at: Point(x: 2, y: 4), button: 3))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("log: copy 2 "))
    }
}
