import TermUI

extension GalleryPage {
    /// `TabView` with a selection binding over `Tab`s and a `.tabItem`:
    /// ← → on the bar (Tab reaches it), Ctrl-Page Down / Up or Alt-1…3 from
    /// anywhere, or a click switch; each tab keeps its count while hidden.
    static let tabView = GalleryPage(id: "tabview", title: "TabView") { TabViewPage() }
}

private enum MailTab: Hashable {
    case inbox, sent, settings
}

private struct TabViewPage: View {
    @State private var tab = MailTab.inbox

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            TabView(selection: $tab) {
                Tab("Inbox", systemImage: "tray", value: MailTab.inbox) {
                    MailCounter(noun: "message")
                }
                Tab("Sent", systemImage: "paperplane", value: MailTab.sent) {
                    MailCounter(noun: "draft")
                }
                Text("Signature: — sent from a terminal")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(MailTab.settings)
            }
            .frame(width: 352, height: 96)
            Text("selection: \(String(describing: tab))").foregroundColor(.gray)
            Text("Ctrl-PgDn/PgUp or Alt-1…3 switch").foregroundColor(.gray)
        }
    }
}

private struct MailCounter: View {
    let noun: String
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(count) \(noun)\(count == 1 ? "" : "s") written")
            Button("Write a \(noun)") { count += 1 }
        }
    }
}
