import TermUI

/// The app the clipboard tests drive: a table with a set of selections, a
/// text field, a selectable text and a button that copies through
/// `UIPasteboard`, over the key hints footer; `q` quits (outside the field).
struct Fruit: Identifiable {
    let id: Int
    let name: String
    let colour: String
}

struct ClipboardView: View {
    static let fruits = [
        Fruit(id: 1, name: "Apple", colour: "red"), Fruit(id: 2, name: "Banana", colour: "yellow"),
        Fruit(id: 3, name: "Cherry", colour: "dark red"),
    ]
    @State private var selection: Set<Int> = []
    @State private var note = "a note"
    @State private var readBack = "nothing"

    var body: some View {
        VStack(alignment: .leading) {
            Table(Self.fruits, selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("Colour", value: \.colour)
            }
            .frame(height: 80)
            TextField("Note", text: $note)
            Text("Selectable words").textSelection(.enabled)
            Button("Copy from the API") {
                UIPasteboard.general.string = "API \u{1B}[2J text"
                readBack = NSPasteboard.general.string(forType: .string) ?? "nil"
            }
            Text("read back: \(readBack)")
            KeyHints()
        }
    }
}

TerminalHost(root: ClipboardView()).run(exit: exit)
