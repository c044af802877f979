import TermUI

extension GalleryPage {
    /// `List` with `Section`s, a selection, `.onDelete` and `.onMove`:
    /// ↑↓ (j k) move the selection, Home End the ends, a letter jumps to the
    /// next row starting with it, Delete removes a task, Alt-↑↓ moves it.
    static let list = GalleryPage(id: "list", title: "List") { ListPage() }

    /// `.listStyle(.plain)`, `.inset` and `.sidebar` side by side.
    static let listStyles = GalleryPage(id: "liststyles", title: "List styles") {
        HStack(alignment: .top, spacing: 8) {
            StyledList(name: ".plain", style: .plain)
            StyledList(name: ".inset", style: .inset)
            StyledList(name: ".sidebar", style: .sidebar)
        }
    }
}

private struct Chore: Identifiable {
    let id: Int
    let title: String
}

private struct ListPage: View {
    @State private var today = [
        Chore(id: 1, title: "Water the plants"), Chore(id: 2, title: "Buy bread"),
        Chore(id: 3, title: "Call the plumber"),
    ]
    @State private var later = [
        Chore(id: 4, title: "Fix the bike"), Chore(id: 5, title: "Sort the photos"),
        Chore(id: 6, title: "Paint the fence"),
    ]
    @State private var selection: Int? = 1

    private var selectedTitle: String {
        (today + later).first { $0.id == selection }?.title ?? "nothing"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            List(selection: $selection) {
                Section("Today") {
                    ForEach(today) { Text($0.title) }
                        .onDelete { today.remove(atOffsets: $0) }
                        .onMove { today.move(fromOffsets: $0, toOffset: $1) }
                }
                Section {
                    ForEach(later) { Text($0.title) }
                        .onDelete { later.remove(atOffsets: $0) }
                        .onMove { later.move(fromOffsets: $0, toOffset: $1) }
                } header: {
                    Text("Later")
                } footer: {
                    Text("\(today.count + later.count) chores")
                }
            }
            .frame(width: 240, height: 160)
            Text("Selected: \(selectedTitle)")
        }
    }
}

private struct StyledList: View {
    let name: String
    let style: ListStyle
    @State private var selection: String? = "Inbox"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(name).bold()
            List(selection: $selection) {
                Section("Mail") {
                    ForEach(["Inbox", "Drafts", "Sent"], id: \.self) { Text($0) }
                }
                Section("Tags") {
                    ForEach(["Family", "Work"], id: \.self) { Text($0) }
                }
            }
            .listStyle(style)
            .frame(width: 144, height: 160)
        }
    }
}
