import CursesKit
import Testing

@testable import TermUI

/// `Table(of:columns:rows:)` as SwiftUI documents it: rows written out as
/// `TableRow`s and `ForEach`es of them, in order, selected by their value's
/// id, sorted by the app through the `sortOrder` binding, built lazily.
@MainActor
@Suite struct TableRowTests {
    struct Person: Identifiable {
        let id: Int
        let name: String
        let city: String
    }

    static let me = Person(id: 0, name: "Me", city: "Here")
    static let staff = [
        Person(id: 1, name: "Cleo", city: "Oslo"),
        Person(id: 2, name: "Ari", city: "Lima"),
    ]

    struct Written: View {
        var showsStaff = true
        var body: some View {
            Table(of: Person.self) {
                TableColumn("Name", value: \.name)
                TableColumn("City", value: \.city)
            } rows: {
                TableRow(TableRowTests.me)
                if showsStaff {
                    ForEach(TableRowTests.staff) { TableRow($0) }
                }
                TableRow(Person(id: 9, name: "Last", city: "There"))
            }
        }
    }

    @Test func rowsShowInTheOrderWritten() {
        let host = HeadlessHost(size: Size(width: 30, height: 7), root: Written())
        #expect(host.lines[0] == " Name           City          ")
        #expect(host.lines[2] == " Me             Here          ")
        #expect(host.lines[3] == " Cleo           Oslo          ")
        #expect(host.lines[4] == " Ari            Lima          ")
        #expect(host.lines[5] == " Last           There         ")
        let without = HeadlessHost(size: Size(width: 30, height: 7), root: Written(showsStaff: false))
        #expect(without.lines[3] == " Last           There         ")
        #expect(without.lines[4].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    struct Sorted: View {
        @State var people = TableRowTests.staff + [TableRowTests.me]
        @State var order = [KeyPathComparator(\Person.name)]
        @State var selection: Int?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("selected: \(selection.map(String.init) ?? "none")")
                Table(of: Person.self, selection: $selection, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("City", value: \.city)
                } rows: {
                    ForEach(people) { person in
                        TableRow(person)
                    }
                }
                .onChange(of: order) { _, new in people.sort(using: new) }
            }
        }
    }

    @Test func keysSelectByTheValuesIDAndSortWritesTheOrder() {
        let host = HeadlessHost(size: Size(width: 30, height: 7), root: Sorted())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.down))
        #expect(host.lines[0].hasPrefix("selected: 1"))
        host.send(KeyEvent(.down))
        #expect(host.lines[0].hasPrefix("selected: 2"))
        host.send(.character("s"))
        #expect(host.lines[1].hasPrefix(" Name           City ▲"))
        // Sorted by city: Here, Lima, Oslo; the selection stays on Ari.
        #expect(host.lines[3].hasPrefix(" Me "))
        #expect(host.lines[4].hasPrefix("›Ari "))
        #expect(host.lines[5].hasPrefix(" Cleo "))
        #expect(host.lines[0].hasPrefix("selected: 2"))
    }

    struct Big: View {
        struct Item: Identifiable {
            let id: Int
        }
        var body: some View {
            Table(of: Item.self) {
                TableColumn("Item") { Text("Item \($0.id)") }
            } rows: {
                ForEach((0..<10_000).map(Item.init)) { TableRow($0) }
            }
        }
    }

    @Test func aForEachOfRowsBuildsAScreenfulPerKey() {
        let host = HeadlessHost(size: Size(width: 20, height: 12), root: Big())
        // 12 lines less the header's two: 10 rows, and no more.
        #expect(host.listRowWork == ListRowWork(rowsBuilt: 10, rowViewsMade: 10))
        #expect(host.lines[11].hasPrefix(" Item 9 "))
        host.send(KeyEvent(.tab))
        let before = host.listRowWork
        host.send(KeyEvent(.pageDown))
        #expect(host.listRowWork.since(before).rowsBuilt <= 10)
    }
}
