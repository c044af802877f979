import TermUI

extension GalleryPage {
    /// `.toolbar` in a `NavigationStack`: `EditButton` at the start of the
    /// title row, an add button at its end, a count in the bottom bar. Edit
    /// mode marks the deletable rows with ⊖; Enter or a click on one deletes it.
    static let toolbar = GalleryPage(id: "toolbar", title: "Toolbar, EditButton") { ToolbarPage() }
}

private struct ToolbarPage: View {
    @State private var notes = ["Groceries", "Call Sam", "Book flights"]
    @State private var added = 0

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes, id: \.self) { Text($0) }
                    .onDelete { notes.remove(atOffsets: $0) }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New") {
                        added += 1
                        notes.append("Note \(added)")
                    }
                }
                ToolbarItem(placement: .status) { Text("\(notes.count) notes") }
            }
        }
        .frame(width: 320, height: 144)
    }
}
