import TermUI

// A tutorial-style mood journal: entries kept as JSON in @AppStorage, a draft
// in @SceneStorage, moods picked from a LazyHGrid, a badge drawn with Ellipse
// and Path, swipe-to-delete through onDelete(perform:) with an IndexSet, and a
// bottom toolbar group. It compiles unchanged against Apple's SwiftUI apart
// from the import.

struct Entry: Identifiable, Codable {
    var id = UUID()
    var title: String
    var mood: String
}

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            JournalView()
        }
    }
}

struct JournalView: View {
    @AppStorage("entries") private var storedEntries = Data()
    @SceneStorage("draft") private var draft = ""
    @State private var entries: [Entry] = []
    @State private var mood = "calm"
    @FocusState private var isWriting: Bool

    private let moods = ["calm", "happy", "tired", "busy"]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                LazyHGrid(rows: [GridItem(.fixed(1))], spacing: 16) {
                    ForEach(moods, id: \.self) { choice in
                        Button(choice) { mood = choice }
                    }
                }
                .frame(height: 16)
                HStack {
                    MoodBadge()
                        .frame(width: 48, height: 48)
                    Text("Today: \(mood)")
                        .scaleEffect(mood == "happy" ? 1.2 : 1)
                }
                TextField("New entry", text: $draft)
                    .keyboardType(.default)
                    .focused($isWriting)
                    .onSubmit(addEntry)
                List {
                    ForEach(entries) { entry in
                        HStack {
                            Text(entry.title)
                            Spacer()
                            Text(entry.mood)
                        }
                    }
                    .onDelete(perform: deleteEntries)
                }
            }
            .navigationTitle("Journal")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("\(entries.count) entries")
                    Button("Clear") {
                        withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) {
                            entries.removeAll()
                        }
                        save()
                    }
                }
            }
        }
        .onAppear {
            load()
            isWriting = true
        }
    }

    private func addEntry() {
        guard !draft.isEmpty else { return }
        entries.append(Entry(title: draft, mood: mood))
        draft = ""
        save()
    }

    private func deleteEntries(at offsets: IndexSet) {
        entries.remove(atOffsets: offsets)
        save()
    }

    private func save() {
        if let data = try? JSONEncoder().encode(entries) {
            storedEntries = data
        }
    }

    private func load() {
        entries = (try? JSONDecoder().decode([Entry].self, from: storedEntries)) ?? []
    }
}

struct MoodBadge: View {
    var body: some View {
        ZStack {
            Ellipse()
                .fill(.yellow)
            Path { path in
                path.move(to: CGPoint(x: 8, y: 32))
                path.addLine(to: CGPoint(x: 40, y: 32))
            }
            .stroke(.black)
        }
    }
}
