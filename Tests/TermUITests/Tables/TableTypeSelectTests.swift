import CursesKit
import Testing

@testable import TermUI

/// Type-to-select in a `Table` reads each row by its first column.
@MainActor
@Suite struct TableTypeSelectTests {
    struct People: View {
        @State var selection: Int?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("selected: \(selection.map(String.init) ?? "none")")
                Table(TableTests.people, selection: $selection) {
                    TableColumn("Name", value: \.name)
                    TableColumn("City", value: \.city)
                }
            }
        }
    }

    @Test func aLetterSelectsTheNextRowWhoseFirstColumnStartsWithIt() {
        let host = HeadlessHost(size: Size(width: 30, height: 6), focusesFirstControl: false, root: People())
        host.send(KeyEvent(.tab))
        host.type("b")
        #expect(host.lines[0].hasPrefix("selected: 3 "), "Bo, by name: \(host.lines)")
        host.advanceTime(by: 2)
        host.type("l")
        #expect(host.lines[0].hasPrefix("selected: 3 "), "no name starts with l (Lima is a city)")
        host.advanceTime(by: 2)
        host.type("a")
        #expect(host.lines[0].hasPrefix("selected: 2 "), "Ari")
    }
}

/// A sorted column's title is shortened to leave room for its ▲, so the mark
/// stays inside the column and the next title stays whole.
@MainActor
@Suite struct TableHeaderMarkTests {
    struct Narrow: View {
        @State var order = [KeyPathComparator(\TableTests.Person.name)]
        var body: some View {
            Table(TableTests.people, sortOrder: $order) {
                TableColumn("Person", value: \.name).width(48)
                TableColumn("City", value: \.city)
            }
        }
    }

    @Test func theMarkFitsInANarrowSortedColumn() {
        let host = HeadlessHost(size: Size(width: 24, height: 5), focusesFirstControl: false, root: Narrow())
        let header = host.lines[0]
        #expect(header.hasPrefix(" Per… ▲ City"), "\(host.lines)")
    }
}
