import TermUI

extension GalleryPage {
    /// `.swipeActions`, `.refreshable` and `.contextMenu(forSelectionType:)`
    /// on a `List`: `.` opens the selected row's actions, Ctrl-R refreshes,
    /// Shift-F10 (or a right click) opens the menu for the selection, Enter
    /// runs its primary action.
    static let listActions = GalleryPage(id: "listactions", title: "swipeActions, refreshable") {
        ListActionsPage()
    }
}

/// A mailbox whose refresh fetches a message (a short wait stands in for the network).
@Observable @MainActor
private final class Mailbox {
    var messages = ["Lunch on Friday?", "Invoice 2041", "Your parcel is on its way"]
    var flagged: Set<String> = []
    private var fetched = 0

    func fetch() async {
        try? await Task.sleep(for: .seconds(1), clock: .mainQueue)
        fetched += 1
        messages.insert("New message \(fetched)", at: 0)
    }
}

private struct ListActionsPage: View {
    @State private var mailbox = Mailbox()
    @State private var selection: String? = "Lunch on Friday?"
    @State private var opened: String?

    var body: some View {
        let mailbox = self.mailbox
        VStack(alignment: .leading, spacing: 16) {
            List(selection: $selection) {
                ForEach(mailbox.messages, id: \.self) { message in
                    Text(mailbox.flagged.contains(message) ? "⚑ \(message)" : message)
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                mailbox.messages.removeAll { $0 == message }
                            }
                            Button(mailbox.flagged.contains(message) ? "Unflag" : "Flag") {
                                if mailbox.flagged.remove(message) == nil { mailbox.flagged.insert(message) }
                            }
                        }
                }
            }
            .refreshable { await mailbox.fetch() }
            .contextMenu(forSelectionType: String.self) { messages in
                Button("Flag \(messages.count)") { mailbox.flagged.formUnion(messages) }
                Button("Delete \(messages.count)", role: .destructive) {
                    mailbox.messages.removeAll { messages.contains($0) }
                }
            } primaryAction: { messages in
                opened = messages.first
            }
            .frame(width: 288, height: 128)
            Text("Opened: \(opened ?? "nothing")")
            Text(". on a row: its actions · Ctrl-R: refresh").foregroundStyle(.gray)
            Text("Shift-F10: menu for the selection · Enter: open").foregroundStyle(.gray)
        }
    }
}
