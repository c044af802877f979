import CursesKit
import Testing

@testable import TermUI

/// PageDown and PageUp in a `List` and a `Table` as a reader sees them: the
/// screen moves by the rows wholly shown less one, so the last row of one
/// screen is the first of the next, and the cursor moves as far.
@MainActor
@Suite struct ListPagingEdgeTests {
    struct Numbers: View {
        @State var selection: Int?
        var body: some View {
            VStack(alignment: .leading) {
                Text("selected: \(selection.map(String.init) ?? "none")")
                List(0..<30, id: \.self, selection: $selection) { Text("Row \($0)") }
            }
        }
    }

    struct Item: Identifiable {
        let id: Int
        var name: String { "Item \(id)" }
    }

    struct Items: View {
        let items = (0..<30).map(Item.init)
        @State var selection: Int?
        var body: some View {
            VStack(alignment: .leading) {
                Text("selected: \(selection.map(String.init) ?? "none")")
                Table(items, selection: $selection) {
                    TableColumn("Name", value: \.name)
                }
            }
        }
    }

    /// The rows on screen, "Row 3" or "Item 3", without the scroll indicator.
    private func rows(_ host: HeadlessHost, prefix: String) -> [String] {
        host.lines.compactMap { line in
            guard let range = line.range(of: prefix) else { return nil }
            let number = line[range.upperBound...].prefix { $0.isNumber }
            return prefix + number
        }
    }

    @Test func pageDownInAListKeepsTheLastRowOfTheScreenAsTheFirstOfTheNext() {
        let host = HeadlessHost(size: Size(width: 20, height: 6), root: Numbers())
        host.send(KeyEvent(.down))
        let first = rows(host, prefix: "Row ")
        #expect(first.first == "Row 0")
        let lastShown = first.last ?? ""
        host.send(KeyEvent(.pageDown))
        #expect(rows(host, prefix: "Row ").first == lastShown, "\(host.lines)")
        #expect(host.lines[0].hasPrefix("selected: \(first.count - 1) "), "\(host.lines)")
        host.send(KeyEvent(.pageUp))
        #expect(host.lines[0].hasPrefix("selected: 0 "), "\(host.lines)")
        #expect(rows(host, prefix: "Row ").first == "Row 0")
    }

    @Test func pageDownInATableKeepsTheLastRowOfTheScreenAsTheFirstOfTheNext() {
        let host = HeadlessHost(size: Size(width: 20, height: 7), root: Items())
        host.send(KeyEvent(.down))
        let first = rows(host, prefix: "Item ")
        #expect(first.first == "Item 0")
        let lastShown = first.last ?? ""
        host.send(KeyEvent(.pageDown))
        #expect(rows(host, prefix: "Item ").first == lastShown, "\(host.lines)")
        #expect(host.lines[0].hasPrefix("selected: \(first.count - 1) "), "\(host.lines)")
    }
}
