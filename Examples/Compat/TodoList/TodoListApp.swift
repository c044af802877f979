import TermUI

// A todo list in the style of everyday SwiftUI tutorials. Apart from its
// first line (`import SwiftUI` there) it compiles unchanged against Apple's
// SwiftUI: a `NavigationStack` with a `List` whose rows can be deleted
// (Delete, or ⊖ in edit mode) and moved (Alt-↑/↓), an `EditButton` and an add button in the toolbar, and a count in
// the bottom bar.

@main
struct TodoListApp: App {
    var body: some Scene {
        WindowGroup {
            TodoListView()
        }
    }
}

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TodoListView: View {
    @State private var items = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Walk the dog"),
        TodoItem(title: "Write the report"),
    ]
    @State private var added = 0

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    Label(item.title, systemImage: item.isDone ? "checkmark.circle.fill" : "circle")
                }
                .onDelete { offsets in
                    items.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    items.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Todos")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Add") {
                        added += 1
                        items.append(TodoItem(title: "New task \(added)"))
                    }
                }
                ToolbarItem(placement: .status) {
                    Text("\(items.filter { !$0.isDone }.count) left")
                }
            }
        }
    }
}
