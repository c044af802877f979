import TermUI

extension GalleryPage {
    /// `Canvas` drawing paths and text with a `GraphicsContext`: fills in half
    /// blocks, strokes in braille, text in whole cells; sizes in points.
    static let canvas = GalleryPage(id: "canvas", title: "Canvas") { CanvasPage() }

    /// `ColorPicker` choosing from the terminal's palette: Enter opens the menu.
    static let colorPicker = GalleryPage(id: "colorpicker", title: "ColorPicker") { ColorPickerPage() }

    /// `.searchable` with scopes, suggestions and `onSubmit(of: .search)`:
    /// `/` searches, Esc ends the search.
    static let searchable = GalleryPage(id: "searchable", title: "Searchable") { SearchablePage() }
}

private struct CanvasPage: View {
    private let sales: [(month: String, value: Double)] = [
        ("Jan", 3), ("Feb", 5), ("Mar", 4), ("Apr", 7), ("May", 6),
    ]

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            Canvas { context, size in
                context.fill(
                    Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 8)),
                    with: .color(.green))
                context.draw(
                    Text("Sun").bold().foregroundColor(.black),
                    at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            .frame(width: 160, height: 128)
            Canvas { context, size in
                let step = size.width / CGFloat(sales.count)
                var line = Path()
                for (index, entry) in sales.enumerated() {
                    let x = step * CGFloat(index) + step / 2
                    let height = (size.height - 32) * entry.value / 8
                    let bar = CGRect(x: x - 8, y: size.height - 16 - height, width: 16, height: height)
                    context.fill(Path(bar), with: .color(.blue))
                    context.draw(Text(entry.month), at: CGPoint(x: x, y: size.height - 8))
                    let top = CGPoint(x: x, y: bar.minY - 8)
                    if index == 0 { line.move(to: top) } else { line.addLine(to: top) }
                }
                context.stroke(line, with: .color(.orange), lineWidth: 2)
            }
            .frame(width: 320, height: 160)
        }
    }
}

private struct ColorPickerPage: View {
    @State private var bgColor = Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
    @State private var tint = Color.blue

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ColorPicker("Background", selection: $bgColor)
            ColorPicker("Tint", selection: $tint, supportsOpacity: false)
            Text("Sample text")
                .foregroundColor(tint)
                .padding()
                .background(bgColor)
        }
    }
}

private enum FruitScope: Hashable {
    case all, berries
}

private struct SearchablePage: View {
    private let fruits = ["Apple", "Banana", "Blackberry", "Cherry", "Raspberry", "Strawberry"]
    @State private var query = ""
    @State private var scope = FruitScope.all
    @State private var lastSearch = "nothing yet"

    private var results: [String] {
        let scoped = scope == .berries ? fruits.filter { $0.hasSuffix("berry") } : fruits
        return query.isEmpty ? scoped : scoped.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { fruit in
                Text(fruit)
            }
            .navigationTitle("Fruit")
            .searchable(text: $query, prompt: "Find a fruit")
            .searchScopes($scope) {
                Text("All").tag(FruitScope.all)
                Text("Berries").tag(FruitScope.berries)
            }
            .searchSuggestions {
                Text("Try cherry").searchCompletion("cherry")
            }
            .onSubmit(of: .search) { lastSearch = query }
            .safeAreaInset(edge: .bottom) {
                Text("Submitted: \(lastSearch)").foregroundColor(.gray)
            }
        }
    }
}
