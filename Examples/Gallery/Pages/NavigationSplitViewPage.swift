import TermUI

extension GalleryPage {
    /// `NavigationSplitView` in three columns: an aisle `List` drives the
    /// items `List`, which drives the detail. Tab goes through a column,
    /// then the next; Ctrl-← → jump between columns. Under 80 columns (the
    /// 60×20 gallery) it collapses to a stack: Enter shows the next column,
    /// Esc goes back.
    static let navigationSplitView = GalleryPage(id: "navigationsplitview", title: "NavigationSplitView") {
        NavigationSplitViewPage()
    }
}

private struct NavigationSplitViewPage: View {
    private let aisles = ["Fruit": ["Apple", "Banana", "Cherry"], "Bread": ["Rye", "Sourdough", "Spelt"]]
    @State private var aisle: String? = "Fruit"
    @State private var item: String? = "Banana"

    var body: some View {
        NavigationSplitView {
            List(aisles.keys.sorted(), id: \.self, selection: $aisle) { Label($0, systemImage: "cart") }
        } content: {
            List(aisles[aisle ?? ""] ?? [], id: \.self, selection: $item) { Text($0) }
        } detail: {
            VStack(alignment: .leading, spacing: 16) {
                Text(item ?? "Choose an item").bold()
                Text("from the \(aisle ?? "—") aisle").foregroundColor(.gray)
            }
        }
        .frame(height: 128)
    }
}
