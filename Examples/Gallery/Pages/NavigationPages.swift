import TermUI

extension GalleryPage {
    /// `NavigationStack` over a `List` of `NavigationLink`s: Enter on a row
    /// pushes its fruit (`.navigationDestination(for:)`), the title row shows
    /// the way back; Esc, ← or a click on the row go back.
    static let navigationStack = GalleryPage(id: "navigationstack", title: "NavigationStack") {
        NavigationStackPage()
    }

    /// `.alert` with a destructive and a cancel button, shown at once: Tab
    /// moves between its buttons only, Esc cancels, any button closes it.
    static let alert = GalleryPage(id: "alert", title: "Alert") { AlertPage() }

    /// `.confirmationDialog`, shown at once: its buttons one under the
    /// other, a Cancel added by TermUI.
    static let confirmationDialog = GalleryPage(id: "confirmationdialog", title: "Confirmation dialog") {
        ConfirmationDialogPage()
    }
}

private struct Fruit: Hashable, Identifiable {
    let name: String
    let colour: String
    var id: String { name }
}

private struct NavigationStackPage: View {
    @State private var path: [Fruit] = []
    private let fruit = [
        Fruit(name: "Apple", colour: "red or green"), Fruit(name: "Banana", colour: "yellow"),
        Fruit(name: "Cherry", colour: "dark red"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            NavigationStack(path: $path) {
                List {
                    ForEach(fruit) { NavigationLink($0.name, value: $0) }
                }
                .navigationTitle("Fruit")
                .navigationDestination(for: Fruit.self) { FruitDetail(fruit: $0) }
            }
            .frame(width: 272, height: 96)
            Text("path: \(path.map(\.name).joined(separator: " › "))").foregroundColor(.gray)
        }
    }
}

private struct FruitDetail: View {
    let fruit: Fruit
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(fruit.name)s are \(fruit.colour).")
            Button("Back") { dismiss() }
        }
        .navigationTitle(fruit.name)
    }
}

private struct AlertPage: View {
    @State private var showing = true
    @State private var passes = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("\(passes) passes in the wallet")
            Button("Remove a pass…") { showing = true }
        }
        .alert("Remove the pass?", isPresented: $showing) {
            Button("Remove", role: .destructive) { passes = max(0, passes - 1) }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It leaves this wallet for good.")
        }
    }
}

private struct ConfirmationDialogPage: View {
    @State private var showing = true
    @State private var outcome = "nothing yet"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Chose: \(outcome)")
            Button("Empty the trash…") { showing = true }
        }
        .confirmationDialog("Empty the trash?", isPresented: $showing, titleVisibility: .visible) {
            Button("Empty Trash", role: .destructive) { outcome = "emptied" }
            Button("Keep for a week") { outcome = "kept" }
        } message: {
            Text("12 files, 3 MB")
        }
    }
}
