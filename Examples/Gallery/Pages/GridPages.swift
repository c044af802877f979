import TermUI

extension GalleryPage {
    /// `LazyVGrid` in a `ScrollView`: adaptive columns of at least 12 cells,
    /// a section header across the grid; only the rows in view are built,
    /// and scrolling (PgDn, the wheel, Tab to a card) builds the next ones.
    static let lazyVGrid = GalleryPage(id: "lazyvgrid", title: "LazyVGrid") { LazyVGridPage() }

    /// `LazyVStack` of 10,000 rows in a `ScrollView`, a `LazyHGrid` of two
    /// fixed rows and a `LazyHStack` of 1,000 tags: each builds what is in view.
    static let lazyStacks = GalleryPage(id: "lazystacks", title: "LazyVStack, LazyHGrid, LazyHStack") {
        LazyStacksPage()
    }
}

private struct LazyVGridPage: View {
    @State private var picked = 0
    private let columns = [GridItem(.adaptive(minimum: 96))]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    Section(header: Text("Tiles 1 to 200").bold()) {
                        ForEach(1...200, id: \.self) { number in
                            VStack {
                                Text("Tile \(number)")
                                Button("Pick") { picked = number }
                            }
                            .frame(maxWidth: .infinity)
                            .border(number == picked ? Color.yellow : Color.gray)
                        }
                    }
                }
            }
            .frame(height: 192)
            Text(picked == 0 ? "Tab to a tile, Enter picks it" : "Picked tile \(picked)").foregroundColor(
                .gray)
        }
    }
}

private struct LazyStacksPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("LazyVStack of 10,000 rows:")
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<10_000, id: \.self) { Text("Row \($0)") }
                }
            }
            .frame(width: 192, height: 64)
            Text("LazyHGrid, two rows:")
            LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))], alignment: .top, spacing: 16) {
                ForEach(["red", "orange", "yellow", "green", "blue", "purple"], id: \.self) { Text($0) }
            }
            Text("LazyHStack of 1,000 tags:")
            LazyHStack(spacing: 16) {
                ForEach(1...1_000, id: \.self) { Text("#\($0)") }
            }
            // Like SwiftUI's, a lazy horizontal stack takes all the height offered.
            .frame(height: 16)
        }
    }
}
