import TermUI

extension GalleryPage {
    /// `.badge`: a count, a word or a styled `Text` at a row's trailing edge and after a tab's title.
    static let badge = GalleryPage(id: "badge", title: "Badge") { BadgePage() }
}

private struct BadgePage: View {
    @State private var unread = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            List {
                Text("Inbox").badge(unread)
                Text("Drafts").badge(0)
                Text("Outbox").badge("Sending")
                Text("Flagged").badge(Text("!").foregroundColor(.red))
            }
            .frame(width: 240, height: 64)
            TabView {
                Button("Mark all read") { unread = 0 }
                    .tabItem { Text("Mail") }
                    .badge(unread)
                Text("No news")
                    .tabItem { Text("News") }
                    .badge("New")
            }
            .frame(width: 240, height: 64)
        }
    }
}
