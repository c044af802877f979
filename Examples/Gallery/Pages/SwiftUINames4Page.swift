import TermUI

extension GalleryPage {
    /// More of the names real SwiftUI files use (issue 39): `.truncationMode(_:)`,
    /// `.redacted(reason:)`/`.privacySensitive()`, `.hidden()`, a `Link` with a `Label`,
    /// `.buttonStyle(.link)`, `.keyboardShortcut(_:modifiers: .command)` (Ctrl here),
    /// `.onHover`, `.symbolVariant(.fill)`, `Image(uiImage:)`, `CircularProgressViewStyle(tint:)`,
    /// materials, `AsyncImage`, `.navigationDestination(item:)`, `.presentationDetents`, `.listRowInsets`,
    /// `.textFieldStyle`, `UIViewRepresentable`, `.containerRelativeFrame`, `@Namespace`, and the accepted no-ops
    /// (`.blendMode`, `.mask`, `.brightness`, `.sensoryFeedback`, `.draggable`...).
    static let swiftUINames4 = GalleryPage(id: "swiftuinames4", title: "More SwiftUI names") {
        SwiftUINames4Page()
    }
}

private struct SwiftUINames4Page: View {
    @State private var saves = 0
    @State private var hovering = false
    @State private var park: String?
    @State private var showsSheet = false
    @State private var note = ""
    @Namespace private var namespace

    /// A 2×2 picture in memory: red and yellow above, blue and green below.
    private var swatch: UIImage? {
        UIImage(data: Data("P6\n2 2\n255\n".utf8) + Data([255, 0, 0, 255, 255, 0, 0, 0, 255, 0, 255, 0]))
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                Text("/usr/local/share/termui/gallery/pictures/swatch.ppm")
                    .lineLimit(1).truncationMode(.middle).frame(width: 240, alignment: .leading)
                HStack {
                    Text("Loading headline").redacted(reason: .placeholder)
                    Text("Card 4242").privacySensitive().redacted(reason: .privacy)
                    Text("[")
                    Button("Hidden") {}.hidden()
                    Text("] hidden")
                }
                HStack {
                    Link(destination: URL(filePath: "/usr/share/doc")) {
                        Label("Docs", systemImage: "safari")
                    }
                    Button("Forgot password?") {}.buttonStyle(.link)
                }
                HStack {
                    Button("Save") { saves += 1 }.keyboardShortcut("s", modifiers: .command)
                    Text("saved \(saves) (Ctrl-S, as ⌘S)")
                }
                Text(hovering ? "The pointer is over me" : "Hover me with the mouse")
                    .onHover { hovering = $0 }
                HStack {
                    Image(systemName: "star").symbolVariant(.fill)
                    if let swatch { Image(uiImage: swatch) }
                    ProgressView(value: 0.6).progressViewStyle(CircularProgressViewStyle(tint: .orange))
                    Text("Material").padding(.horizontal).background(.regularMaterial, in: .capsule)
                        .matchedGeometryEffect(id: "material", in: namespace)
                    AsyncImage(url: URL(string: "https://example.com/photo.png")) { image in
                        image
                    } placeholder: {
                        Text("AsyncImage: web URLs are not fetched")
                    }
                }
                HStack {
                    Button("Yosemite") { park = "Yosemite" }
                    Button("Half sheet") { showsSheet = true }
                }
                Status(text: "UIViewRepresentable: a LabelWidget under UIKit's names, \(saves) saves")
                TextField("Note", text: $note).textFieldStyle(.roundedBorder)
                    .containerRelativeFrame(.horizontal, alignment: .leading)
                List {
                    Text("A row")
                    Text("A row inset by 32 points").listRowInsets(
                        EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 0))
                }
                .frame(height: 32)
                Text("Drawn as they are: .blendMode .mask .brightness .sensoryFeedback .draggable")
                    .lineLimit(1)
                    .blendMode(.multiply).mask { Rectangle() }.brightness(0.1).colorMultiply(.white)
                    .sensoryFeedback(.success, trigger: saves).draggable("names")
            }
            .navigationTitle("More SwiftUI names")
            .navigationDestination(item: $park) { park in Text("Details of \(park) (Esc goes back)") }
            .sheet(isPresented: $showsSheet) {
                VStack(alignment: .leading) {
                    Text("A sheet at .medium: half the rows, from the bottom")
                    Button("Close") { showsSheet = false }
                }
                .presentationDetents([.medium, .large])
            }
        }
    }
}

/// A terminal widget hosted under UIKit's names.
private struct Status: UIViewRepresentable {
    let text: String
    func makeUIView(context: Context) -> LabelWidget { LabelWidget(text) }
    func updateUIView(_ uiView: LabelWidget, context: Context) { uiView.text = text }
}
