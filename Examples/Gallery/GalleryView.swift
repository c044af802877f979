import TermUI

/// The gallery's frame: a title row naming the page, the page, and the keys
/// that work now (``KeyHints``, so the footer cannot name a key that does not).
struct GalleryView: View {
    @State var selection: Int

    private var page: GalleryPage { GalleryPage.all[selection] }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("TermUI Gallery").bold()
                Text("·")
                Text(page.title).foregroundColor(.cyan)
                Spacer()
                Text("\(selection + 1) of \(GalleryPage.all.count)")
            }
            Divider()
            page.content()
                .id(page.id)
                .padding(.top, 1)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            Divider()
            // The keys that work now, from the handlers below and the page's own.
            KeyHints()
        }
        .onKeyPress([.character("]"), .character("[")], hint: "page", symbol: "[ ]") { press in
            let step = press.characters == "]" ? 1 : GalleryPage.all.count - 1
            selection = (selection + step) % GalleryPage.all.count
            return .handled
        }
    }
}
