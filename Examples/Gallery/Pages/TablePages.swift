import TermUI

extension GalleryPage {
    /// `Table(of:selection:sortOrder:columns:rows:)` with `TableColumn`s and
    /// rows written out (a `ForEach` of `TableRow`s, then one more): ↑↓ (j k) select a row, `s` sorts by the next column, `S` flips the
    /// order, a click on a title sorts by it.
    static let table = GalleryPage(id: "table", title: "Table") { TablePage() }

    /// `List(_:children:)`, an `OutlineGroup` in a list: → expands a folder
    /// or enters it, ← collapses it or goes to its parent. Beside it the same
    /// `OutlineGroup` outside a list, where each folder is a `DisclosureGroup`
    /// whose content is `OutlineSubgroupChildren` (Tab reaches it, Space opens it).
    static let outlineGroup = GalleryPage(id: "outlinegroup", title: "OutlineGroup") { OutlinePage() }
}

private struct Planet: Identifiable {
    let id: Int
    let name: String
    let moons: Int
    let kind: String
}

private struct TablePage: View {
    @State private var planets = [
        Planet(id: 1, name: "Mercury", moons: 0, kind: "rocky"),
        Planet(id: 2, name: "Venus", moons: 0, kind: "rocky"),
        Planet(id: 3, name: "Earth", moons: 1, kind: "rocky"),
        Planet(id: 4, name: "Mars", moons: 2, kind: "rocky"),
        Planet(id: 5, name: "Jupiter", moons: 95, kind: "gas giant"),
        Planet(id: 6, name: "Saturn", moons: 146, kind: "gas giant"),
        Planet(id: 7, name: "Uranus", moons: 28, kind: "ice giant"),
        Planet(id: 8, name: "Neptune", moons: 16, kind: "ice giant"),
    ]
    /// The planets come from the Sun outwards: sorted by distance, which no column shows.
    @State private var order = [KeyPathComparator(\Planet.id)]
    @State private var selection: Planet.ID? = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Table(of: Planet.self, selection: $selection, sortOrder: $order) {
                TableColumn("Planet", value: \.name)
                    .width(min: 64, ideal: 96)
                TableColumn("Moons", value: \.moons) { Text("\($0.moons)") }
                    .width(56)
                TableColumn("Kind", value: \.kind)
            } rows: {
                ForEach(planets) { TableRow($0) }
                // A row written out: it stays last whatever the order.
                TableRow(Planet(id: 9, name: "Pluto", moons: 5, kind: "dwarf"))
            }
            .onChange(of: order) { _, new in planets.sort(using: new) }
            .frame(height: 176)
            Text("Selected: \(planets.first { $0.id == selection }?.name ?? "nothing")")
            Text("s: sort by the next column · S: flip the order").foregroundStyle(.gray)
        }
    }
}

private struct FileItem: Identifiable {
    let id: String
    var children: [FileItem]?
}

private struct OutlinePage: View {
    private let files = [
        FileItem(
            id: "Sources",
            children: [
                FileItem(id: "App.swift"),
                FileItem(id: "Views", children: [FileItem(id: "Home.swift"), FileItem(id: "Detail.swift")]),
            ]),
        FileItem(id: "Tests", children: [FileItem(id: "HomeTests.swift")]),
        FileItem(id: "Package.swift"),
        FileItem(id: "README.md"),
    ]
    @State private var selection: String? = "Sources"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top, spacing: 16) {
                List(files, children: \.children, selection: $selection) { file in
                    Text(file.id)
                }
                .frame(width: 240, height: 144)
                // Outside a list an OutlineGroup is a ForEach: the stack lines its rows up.
                VStack(alignment: .leading) {
                    OutlineGroup(files, children: \.children) { file in
                        Text(file.id)
                    }
                }
            }
            Text("Selected: \(selection ?? "nothing")")
            Text("→ expand or enter · ← collapse or go up · beside, outside a list: Tab, Space")
                .foregroundStyle(.gray)
        }
    }
}

extension FileItem {
    fileprivate init(id: String) {
        self.init(id: id, children: nil)
    }
}
