import CursesKit
import Testing

@testable import TermUI

/// A table as SwiftUI documents it: columns of key-path values, a header
/// that shows and sets the sort order, the `sortOrder` binding's contents
/// after the sort keys and a click, single and set selection by id.
@MainActor
@Suite struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let name: String
        let city: String
        let age: Int
    }

    static let people = [
        Person(id: 1, name: "Cleo", city: "Oslo", age: 31),
        Person(id: 2, name: "Ari", city: "Lima", age: 45),
        Person(id: 3, name: "Bo", city: "Kyiv", age: 27),
    ]

    struct Sorted: View {
        @State var people = TableTests.people
        @State var order = [KeyPathComparator(\Person.name)]
        @State var selection: Int?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("order: \(order.map(TableTests.describe).joined(separator: ","))")
                Text("selected: \(selection.map(String.init) ?? "none")")
                Table(people, selection: $selection, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("City", value: \.city)
                    TableColumn("Age", value: \.age) { Text("\($0.age)") }
                        .width(40)
                    TableColumn("Note") { _ in Text("-") }
                        .width(32)
                }
                .onChange(of: order) { _, new in people.sort(using: new) }
            }
        }
    }

    /// A comparator as the test reads it: its column and its order.
    static func describe(_ comparator: KeyPathComparator<Person>) -> String {
        let name =
            switch comparator.keyPath {
            case \Person.name: "name"
            case \Person.city: "city"
            case \Person.age: "age"
            default: "?"
            }
        return name + (comparator.order == .forward ? "+" : "-")
    }

    private func host<V: View>(_ view: V, width: Int = 40, height: Int = 9) -> HeadlessHost {
        let host = HeadlessHost(size: Size(width: width, height: height), root: view)
        host.send(KeyEvent(.tab))
        return host
    }

    @Test func theHeaderShowsTheTitlesAndTheSortColumn() {
        let host = host(Sorted())
        // 40 columns: gutter 1, indicator 1, Age 5 and Note 4 fixed, Name and City share 26.
        #expect(host.lines[2] == " Name ▲        City          Age   Note ")
        #expect(host.lines[3] == String(repeating: "─", count: 40))
        #expect(host.lines[4] == " Cleo          Oslo          31    -    ")
    }

    /// Rows keep their column widths between frames; a wider table shares
    /// out its width again, and every row follows the header.
    @Test func rowsFollowTheHeaderWhenTheTableIsWidened() {
        let host = host(Sorted())
        func column(of text: String, in line: String) -> Int? {
            line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
        }
        #expect(column(of: "Oslo", in: host.lines[4]) == 15)
        host.resize(to: Size(width: 60, height: 9))
        let city = column(of: "City", in: host.lines[2])
        #expect(city == 25)
        #expect(column(of: "Oslo", in: host.lines[4]) == city)
        #expect(column(of: "Lima", in: host.lines[5]) == city)
        #expect(column(of: "45", in: host.lines[5]) == column(of: "Age", in: host.lines[2]))
    }

    @Test func sortKeysWriteTheSortOrder() {
        let host = host(Sorted())
        host.send(.character("s"))
        #expect(host.lines[0].hasPrefix("order: city+,name+ "))
        #expect(host.lines[2].hasPrefix(" Name          City ▲"))
        #expect(host.lines[4].hasPrefix(" Bo            Kyiv"))
        host.send(.character("S"))
        #expect(host.lines[0].hasPrefix("order: city-,name+ "))
        #expect(host.lines[2].hasPrefix(" Name          City ▼"))
        #expect(host.lines[4].hasPrefix(" Cleo          Oslo"))
        host.send(.character("s"))
        #expect(host.lines[0].hasPrefix("order: age+,city-,name+ "))
        #expect(host.lines[4].hasPrefix(" Bo "))
        // The next sortable column after Age is Name again (Note does not sort).
        host.send(.character("s"))
        #expect(host.lines[0].hasPrefix("order: name+,age+,city- "))
        #expect(host.lines[4].hasPrefix(" Ari "))
    }

    @Test func aClickOnATitleSortsByItThenFlipsIt() {
        let host = host(Sorted())
        host.click(at: Point(x: 16, y: 2))
        #expect(host.lines[0].hasPrefix("order: city+,name+ "))
        host.click(at: Point(x: 16, y: 2))
        #expect(host.lines[0].hasPrefix("order: city-,name+ "))
        host.click(at: Point(x: 1, y: 2))
        #expect(host.lines[0].hasPrefix("order: name+,city- "))
        // The unsortable column's title does nothing.
        host.click(at: Point(x: 36, y: 2))
        #expect(host.lines[0].hasPrefix("order: name+,city- "))
    }

    @Test func keysAndClicksSelectRowsByID() {
        let host = host(Sorted())
        host.send(KeyEvent(.down))
        #expect(host.lines[1].hasPrefix("selected: 1"))
        host.send(.character("j"))
        #expect(host.lines[1].hasPrefix("selected: 2"))
        host.send(KeyEvent(.end))
        #expect(host.lines[1].hasPrefix("selected: 3"))
        #expect(host.lines[6].hasPrefix("›Bo"))
        host.click(at: Point(x: 3, y: 4))
        #expect(host.lines[1].hasPrefix("selected: 1"))
        // The selection stays on its row when the rows are sorted again.
        host.send(.character("S"))
        #expect(host.lines[1].hasPrefix("selected: 1"))
        #expect(host.lines[4].hasPrefix("›Cleo"))
        #expect(host.lines[6].hasPrefix(" Ari"))
    }

    @Test func aSetOfSelectionsWithoutSorting() {
        struct Multiple: View {
            @State var selection: Set<Int> = []
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("selected: \(selection.sorted().map(String.init).joined(separator: ","))")
                    Table(TableTests.people, selection: $selection) {
                        TableColumn("Name", value: \.name)
                        TableColumn("City", value: \.city)
                    }
                }
            }
        }
        let host = host(Multiple(), width: 30, height: 7)
        #expect(host.lines[1] == "  Name          City          ")
        host.send([KeyEvent(.down), .character(" "), KeyEvent(.down), KeyEvent(.down), .character(" ")])
        #expect(host.lines[0].hasPrefix("selected: 1,3"))
        #expect(host.lines[3] == " ✓Cleo          Oslo          ")
        // No sort order: `s` is a letter like any other (no row starts with it).
        host.send(.character("s"))
        #expect(host.lines[1] == "  Name          City          ")
    }
}

/// A table builds only the rows on screen, as its list does: counted per key.
@MainActor
@Suite struct TableLazyRowTests {
    struct Item: Identifiable {
        let id: Int
        var name: String { "Item \(id)" }
        var size: Int { (id * 7919) % 10_000 }
    }

    struct Big: View {
        @State var items = (0..<10_000).map(Item.init).sorted(using: KeyPathComparator(\Item.name))
        @State var order = [KeyPathComparator(\Item.name)]
        @State var selection: Int?
        var body: some View {
            Table(items, selection: $selection, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.size) { Text("\($0.size)") }
            }
            .onChange(of: order) { _, new in items.sort(using: new) }
        }
    }

    @Test func aTenThousandRowTableBuildsAScreenfulPerKey() {
        let host = HeadlessHost(size: Size(width: 40, height: 22), root: Big())
        // 22 lines less the header's two: 20 rows.
        #expect(host.listRowWork == ListRowWork(rowsBuilt: 20, rowViewsMade: 20))
        host.send(KeyEvent(.tab))
        var before = host.listRowWork
        host.send(KeyEvent(.down))
        #expect(host.listRowWork.since(before).rowsBuilt == 0)
        #expect(host.lines[2].hasPrefix("›Item 0 "))
        #expect(host.lines[3].hasPrefix(" Item 1 "))
        #expect(host.lines[4].hasPrefix(" Item 10 "))
        before = host.listRowWork
        host.send(KeyEvent(.pageDown))
        #expect(host.listRowWork.since(before).rowsBuilt <= 20)
        before = host.listRowWork
        host.send(.character("s"))
        // Sorted by size: a new screenful of rows, no more.
        #expect(host.listRowWork.since(before).rowsBuilt <= 20)
        #expect(host.listRowWork.since(before).rowViewsMade <= 42)
        #expect(host.lines[0].contains("Size ▲"))
        host.send(KeyEvent(.home))
        #expect(host.lines[2].hasPrefix("›Item 0 ") && host.lines[2].contains(" 0 "))
        #expect(host.lines[3].contains(" 1 "))
    }
}
