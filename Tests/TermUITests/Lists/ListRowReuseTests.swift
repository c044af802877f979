import CursesKit
import Observation
import Testing

@testable import TermUI

/// A Down in a `List` or `Table` whose data did not change calls the app's
/// `ForEach` row closure only for the rows whose look changed (the row the
/// cursor left and the one it reached) and for a row that scrolls in; an
/// edit, an insertion, a sort, or a state the row closure reads still shows
/// on screen.
@MainActor
@Suite struct ListRowReuseTests {
    typealias Tally = TableCursorRebuildTests.Tally

    struct Item: Identifiable {
        let id: Int
        var name: String
    }

    /// The app's data, read by the parent's body (as an app's model is).
    @Observable final class Store {
        var items = (0..<200).map { Item(id: $0, name: "name-\($0)") }
    }

    /// A list whose parent owns the data and the selection; the row closure
    /// counts its calls and reads the parent's `mark` (F5 moves it).
    struct Names: View {
        let store: Store
        let tally: Tally
        @State private var selection: Int?
        @State private var mark = -1

        var body: some View {
            List(store.items, selection: $selection) { item in
                let _ = tally.count()
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

    /// `ForEach` row closures the lists on screen called for `key`.
    private func rowClosureCalls(_ host: HeadlessHost, _ key: KeyEvent) -> Int {
        let before = host.listRowWork
        host.send(key)
        return host.listRowWork.since(before).rowViewsMade
    }

    /// The screen line showing `text`, if any.
    private func line(_ host: HeadlessHost, showing text: String) -> Int? {
        host.lines.firstIndex { $0.contains(text) }
    }

    @Test func aDownInAListCallsTheRowClosureOfTheRowsWhoseLookChanged() {
        let tally = Tally()
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: Names(store: Store(), tally: tally))
        host.send(KeyEvent(.down))
        host.runPendingWork()
        #expect(tally.calls >= 12, "the first screen made its rows")
        for step in 1...10 {
            tally.calls = 0
            let counted = rowClosureCalls(host, KeyEvent(.down))
            #expect(tally.calls <= 2, "Down \(step) called the row closure \(tally.calls) times")
            #expect(counted == tally.calls, "the list counted \(counted) calls, the app \(tally.calls)")
        }
        // Past the last line each Down scrolls a row in: that row is made too.
        for step in 1...5 {
            tally.calls = 0
            host.send(KeyEvent(.down))
            #expect(tally.calls <= 3, "scrolling Down \(step) called the row closure \(tally.calls) times")
        }
        #expect(host.lines[0].contains("name-4 "), "the Downs scrolled four rows: \(host.lines[0])")
        let row = line(host, showing: "name-15 ")
        #expect(row == 11)
        #expect(
            row.map { host.cell(at: Point(x: 3, y: $0)).style.background }
                == ListRowBehavior.selectedBackground)
        #expect(
            host.cell(at: Point(x: 3, y: 10)).style.background != ListRowBehavior.selectedBackground)
    }

    @Test func aDownInATableCallsTheRowClosureOfTheRowsWhoseLookChanged() {
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: Files(store: Store()))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.down))
        host.runPendingWork()
        for step in 1...8 {
            let calls = rowClosureCalls(host, KeyEvent(.down))
            #expect(calls <= 2, "Down \(step) called the row closure \(calls) times")
        }
        for step in 1...5 {
            let calls = rowClosureCalls(host, KeyEvent(.down))
            #expect(calls <= 3, "scrolling Down \(step) called the row closure \(calls) times")
        }
        // Header and rule, then ten rows: the cursor on 13 is the last of them.
        let row = line(host, showing: "name-13 ")
        #expect(row == 11)
        #expect(
            row.map { host.cell(at: Point(x: 3, y: $0)).style.background }
                == ListRowBehavior.selectedBackground)
    }

    @Test func anEditAnInsertionAndAStateTheRowsReadShowAfterDowns() {
        let store = Store()
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: Names(store: store, tally: Tally()))
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
