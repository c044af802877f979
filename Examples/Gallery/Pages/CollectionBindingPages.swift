import TermUI

extension GalleryPage {
    /// `ForEach($items)`, `List(0..<n)` with a required selection, `.onReceive` of a
    /// timer and `LocalizedStringKey`.
    static let collectionBindings = GalleryPage(id: "foreachbinding", title: "ForEach($items)") {
        CollectionBindingPage()
    }
}

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

/// `ForEach($chores) { $chore in }` edits each chore in place; `List(0..<n)`
/// with a selection that is never empty; a timer through `.onReceive`; a
/// `LocalizedStringKey`.
private struct CollectionBindingPage: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    @State private var floor = 0
    @State private var hours = 0
    // Hourly: a golden of this page must not change while a loaded test machine
    // takes a minute to snapshot it (a minute timer did, twice in one run).
    private let timer = Timer.publish(every: 3600, on: .main, in: .common).autoconnect()
    private let note: LocalizedStringKey = "Edit a chore; the list below reads the same array."

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(note)
            ForEach($chores) { $chore in
                HStack {
                    Toggle("Done", isOn: $chore.isDone)
                    TextField("Chore", text: $chore.title)
                }
            }
            Text("Left: " + chores.filter { !$0.isDone }.map(\.title).joined(separator: ", "))
            List(0..<5, id: \.self, selection: $floor) { index in Text("Floor \(index)") }
                .frame(height: 80)
            Text("Floor \(floor) · \(hours) h on this page")
                .onReceive(timer) { _ in hours += 1 }
        }
    }
}
