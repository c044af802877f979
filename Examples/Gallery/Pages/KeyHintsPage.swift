import TermUI

extension GalleryPage {
    /// `KeyHints`: a footer of the keys that work now, from the handlers that
    /// take them; `?` lists them all.
    static let keyHints = GalleryPage(id: "keyhints", title: "KeyHints") { KeyHintsPage() }
}

/// A counter whose keys are declared with their hints: the footer follows
/// the state (`-` only above zero), focus (in the field letters type, so
/// their hints go) and the sheet (only its Esc works under it).
private struct KeyHintsPage: View {
    @State private var count = 0
    @State private var name = ""
    @State private var showsSheet = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Count: \(count)").bold()
            Button("Reset") { count = 0 }.keyboardShortcut("r")
            HStack(spacing: 8) {
                Text("Name:")
                TextField("Tab here: letters type", text: $name).frame(width: 224)
            }
            Text("The last row lists the keys that work now; ? lists every one.").foregroundColor(.gray)
            KeyHints()
        }
        .onKeyPress("+", hint: "count up") {
            count += 1
            return .handled
        }
        .onKeyPress("-", hint: count > 0 ? "count down" : nil) {
            count -= 1
            return .handled
        }
        .onKeyPress("s", hint: "sheet") {
            showsSheet = true
            return .handled
        }
        .sheet(isPresented: $showsSheet) {
            Text("Under a sheet only its keys work: Esc closes it.")
        }
    }
}
