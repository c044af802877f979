import TermUI

/// A to-do list: a `TextField` adds items, `ForEach` lists them as toggles.
@main
struct TodoApp: App {
    var body: some Scene {
        WindowGroup { TodoList() }
    }
}

/// One thing to do.
struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

/// The list, the field that adds to it, and a count of what is left.
struct TodoList: View {
    @State private var items = [TodoItem(id: 0, title: "Read the README")]
    @State private var draft = ""
    @State private var nextID = 1

    var body: some View {
        VStack(alignment: .leading) {
            Text("To do (\(items.filter { !$0.isDone }.count) left)").bold()
            ForEach(items) { item in
                Toggle(item.title, isOn: doneBinding(for: item.id))
            }
            HStack {
                TextField("New item", text: $draft)
                    .frame(width: 192)
                    .onSubmit(add)
                Button("Add", action: add)
            }
            .padding(.top, 16)
        }
        .padding()
    }

    private func doneBinding(for id: Int) -> Binding<Bool> {
        Binding(
            get: { items.first { $0.id == id }?.isDone ?? false },
            set: { done in
                if let index = items.firstIndex(where: { $0.id == id }) { items[index].isDone = done }
            })
    }

    private func add() {
        // Trimmed with the standard library: the app stays free of Foundation.
        guard let first = draft.firstIndex(where: { !$0.isWhitespace }),
            let last = draft.lastIndex(where: { !$0.isWhitespace })
        else { return }
        let title = String(draft[first...last])
        items.append(TodoItem(id: nextID, title: title))
        nextID += 1
        draft = ""
    }
}
