import TermUI

/// The gallery's frame: a title row naming the page, the page, and the keys
/// that work now (``KeyHints``, so the footer cannot name a key that does not).
struct GalleryView: View {
    @State var selection: Int

    private var page: GalleryPage { GalleryPage.all[selection] }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 8) {
                Text("TermUI Gallery").bold()
                Text("·")
                Text(page.title).foregroundColor(.cyan)
                Spacer()
                Text("\(selection + 1) of \(GalleryPage.all.count)")
            }
            Divider()
            page.content()
                .id(page.id)
                .padding(.top, 16)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            Divider()
            // The keys that work now, from the handlers below and the page's own.
            KeyHints()
        }
        // `]` and `[` type in a focused text field; Alt-n and Alt-p turn the page
        // there too. The footer shows the first hint offered whose keys no
        // earlier one claimed: from the focused view outwards, or from the root
        // in without focus. "[ ]" (claiming Alt-n/p too) sits on both sides of
        // "Alt-n/p", which shows only when a field takes the brackets.
        .onKeyPress(Self.bracketKeys + Self.altKeys, hint: "page", symbol: "[ ]") { turnPage($0) }
        .onKeyPress(Self.altKeys + Self.bracketKeys, hint: "page", symbol: "Alt-n/p") { turnPage($0) }
        .onKeyPress(Self.bracketKeys + Self.altKeys, hint: "page", symbol: "[ ]") { turnPage($0) }
    }

    private static let bracketKeys = [KeyEvent.character("]"), .character("[")]
    private static let altKeys = [
        KeyEvent(.character("n"), modifiers: .alt), KeyEvent(.character("p"), modifiers: .alt),
    ]

    private func turnPage(_ press: KeyPress) -> KeyPress.Result {
        let forward = press.characters == "]" || press.characters == "n"
        selection = (selection + (forward ? 1 : GalleryPage.all.count - 1)) % GalleryPage.all.count
        return .handled
    }
}
