import CursesKit
import Observation
import Testing

@testable import TermUI

/// A list's or table's rows show an edit, an insertion, a sort, and a state
/// the app's row closure (or a `ForEach` of sections) reads, after Downs.
@MainActor
@Suite struct ListRowReuseTests {
    struct Item: Identifiable {
        let id: Int
        var name: String
    }

    /// The app's data, read by the parent's body (as an app's model is).
    @Observable final class Store {
        var items = (0..<200).map { Item(id: $0, name: "name-\($0)") }
    }

    /// A list whose parent owns the data and the selection; the row closure
    /// reads the parent's `mark` (F5 moves it).
    struct Names: View {
        let store: Store
        @State private var selection: Int?
        @State private var mark = -1

        var body: some View {
            List(store.items, selection: $selection) { item in
                Text(item.id == mark ? "* \(item.name)" : item.name)
            }
            .onKeyPress { key in
                guard key.key == .function(5) else { return false }
                mark += 1
                return true
            }
        }
    }

    /// A table whose parent owns the data, the selection and the sort order.
    struct Files: View {
        let store: Store
        @State private var selection: Int?
        @State private var order = [KeyPathComparator(\Item.id)]

        var body: some View {
            Table(store.items, selection: $selection, sortOrder: $order) {
                TableColumn("Id", value: \.id) { Text("\($0.id)") }
                    .width(32)
                TableColumn("Name", value: \.name)
            }
            .onChange(of: order) { _, new in store.items.sort(using: new) }
        }
    }

    @Test func anEditAnInsertionAndAStateTheRowsReadShowAfterDowns() {
        let store = Store()
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: Names(store: store))
        host.send([KeyEvent(.down), KeyEvent(.down), KeyEvent(.down)])
        host.runPendingWork()

        store.items[4].name = "edited"
        host.runPendingWork()
        #expect(host.lines[4].contains("edited"), "\(host.lines[4])")

        store.items.insert(Item(id: -1, name: "inserted"), at: 0)
        host.runPendingWork()
        #expect(host.lines[0].contains("inserted"), "\(host.lines[0])")
        #expect(host.lines[5].contains("edited"), "\(host.lines[5])")

        // The row closure reads the parent's `mark`: moving it redraws those rows.
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.function(5)))
        #expect(host.lines[0].contains("inserted"))
        #expect(host.lines[1].contains("* name-0"), "\(host.lines[1])")
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.function(5)))
        #expect(host.lines[1].contains("name-0") && !host.lines[1].contains("*"), "\(host.lines[1])")
        #expect(host.lines[2].contains("* name-1"), "\(host.lines[2])")
    }

    /// Sections made by a `ForEach` whose closure reads the parent's state
    /// and hands it to the rows' closures (F5 changes it).
    struct Groups: View {
        @State private var suffix = "a"
        @State private var selection: Int?

        var body: some View {
            List(selection: $selection) {
                ForEach(0..<2, id: \.self) { group in
                    let suffix = self.suffix
                    Section("Group \(group)") {
                        ForEach(group * 10..<group * 10 + 3, id: \.self) { Text("row \($0)\(suffix)") }
                    }
                }
            }
            .onKeyPress { key in
                guard key.key == .function(5) else { return false }
                suffix = "b"
                return true
            }
        }
    }

    @Test func rowsOfSectionsAForEachMadeShowTheStateItsClosureRead() {
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: Groups())
        host.send([KeyEvent(.down), KeyEvent(.down)])
        #expect(host.lines[1].contains("row 0a"), "\(host.lines[1])")
        host.send(KeyEvent(.function(5)))
        #expect(host.lines[1].contains("row 0b"), "\(host.lines[1])")
        #expect(host.lines.contains { $0.contains("row 12b") })
    }

    @Test func aSortAndAnEditInATableShowAfterDowns() {
        let store = Store()
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: Files(store: store))
        host.send(KeyEvent(.tab))
        host.send([KeyEvent(.down), KeyEvent(.down), KeyEvent(.down)])
        host.runPendingWork()
        #expect(host.lines[2].hasPrefix(" 0 "), "\(host.lines[2])")

        // `s` sorts by the next column, the name: name-0, name-1, name-10, name-100, ...
        host.send(.character("s"))
        #expect(host.lines[4].hasPrefix(" 10  "), "\(host.lines[4])")
        #expect(host.lines[5].hasPrefix(" 100 "), "\(host.lines[5])")

        if let index = store.items.firstIndex(where: { $0.id == 100 }) { store.items[index].name = "edited" }
        host.runPendingWork()
        #expect(host.lines[5].contains("edited"), "\(host.lines[5])")
    }
}
