import TermUI

extension GalleryPage {
    /// `.help`: the focused control's help follows the keys in the footer, and heads the `?` overlay.
    static let help = GalleryPage(id: "help", title: "help") { HelpPage() }
}

private struct HelpPage: View {
    @State private var flagged = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Tab between the controls: the focused one's help follows the keys below, and heads ? help.")
                .frame(width: 400, alignment: .leading)
            HStack(spacing: 16) {
                Button("Sync") {}.help("Fetches new mail")
                Button("Archive") {}.help("Moves the message to the archive")
                Toggle("Flag", isOn: $flagged).help(Text("Marks it for later"))
            }
            KeyHints()
        }
    }
}
