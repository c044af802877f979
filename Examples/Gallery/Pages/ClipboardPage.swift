import TermUI

extension GalleryPage {
    /// `UIPasteboard`, `.textSelection(.enabled)` and the copy keys: copying
    /// to the terminal's clipboard (OSC 52).
    static let clipboard = GalleryPage(id: "clipboard", title: "UIPasteboard") { ClipboardPage() }
}

/// A table whose selected rows `y` copies as tab-separated text, a field
/// Alt-W copies, a text `.textSelection(.enabled)` makes focusable and
/// copyable, and a button that copies through `UIPasteboard`. The
/// gallery's footer shows the copy key where the terminal takes OSC 52, and
/// what a copy did.
private struct ClipboardPage: View {
    private struct Planet: Identifiable {
        let id: Int
        let name: String
        let moons: String
    }

    private static let planets = [
        Planet(id: 1, name: "Mercury", moons: "0"), Planet(id: 2, name: "Earth", moons: "1"),
        Planet(id: 3, name: "Mars", moons: "2"),
    ]
    @State private var selection: Set<Int> = []
    @State private var note = "Alt-W copies this field"
    @State private var readBack = "nothing yet"

    var body: some View {
        VStack(alignment: .leading) {
            Table(Self.planets, selection: $selection) {
                TableColumn("Planet", value: \.name)
                TableColumn("Moons", value: \.moons)
            }
            .frame(height: 80)
            TextField("Note", text: $note)
            Text("Tab here, then y copies this line").textSelection(.enabled)
            Button("Copy with UIPasteboard") {
                UIPasteboard.general.string = "Copied by the app"
                readBack = UIPasteboard.general.string ?? "nil"
            }
            Text("Read back: \(readBack)").foregroundColor(.gray)
        }
    }
}
