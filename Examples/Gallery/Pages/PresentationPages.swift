import TermUI

extension GalleryPage {
    /// `Menu` with a submenu, a `.borderlessButton` `.menuStyle`, and `.contextMenu` on a button.
    static let menu = GalleryPage(id: "menu", title: "Menu") { MenuPage() }

    /// `.popover`, shown at once: a box below the button that opened it.
    static let popover = GalleryPage(id: "popover", title: "Popover") { PopoverPage() }

    /// `.fullScreenCover`: Enter on the button covers the whole screen,
    /// the gallery's own title and keys too, until Close or Esc.
    static let fullScreenCover = GalleryPage(id: "fullscreencover", title: "Full-screen cover") {
        FullScreenCoverPage()
    }
}

private struct MenuPage: View {
    @State private var chosen = "nothing yet"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Menu("Actions") {
                Button("Duplicate") { chosen = "Duplicate" }
                Button("Rename") { chosen = "Rename" }
                Menu("Share") {
                    Button("Copy Link") { chosen = "Copy Link" }
                    Button("Send by Mail") { chosen = "Send by Mail" }
                }
                Divider()
                Button("Delete", role: .destructive) { chosen = "Delete" }
            }
            HStack {
                Text("Sort by:")
                Menu("Name") {
                    Button("Name") { chosen = "sort by Name" }
                    Button("Date") { chosen = "sort by Date" }
                }
                .menuStyle(.borderlessButton)
            }
            Button("Boarding pass · Gate 12") { chosen = "the pass" }
                .contextMenu {
                    Button("Copy Gate") { chosen = "Copy Gate" }
                    Button("Show Barcode") { chosen = "Show Barcode" }
                }
            Text("Chose: \(chosen)")
            Text("Enter opens the menu. Right click the pass, or Shift-F10 on it, for its own.")
                .foregroundColor(.gray)
        }
    }
}

private struct PopoverPage: View {
    @State private var showing = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Flight 815 · boarding 14:05")
            Button("Details") { showing = true }
                .popover(isPresented: $showing) {
                    VStack(alignment: .leading) {
                        Text("Gate 12, seat 23A").bold()
                        Text("Boarding closes 20 minutes before departure.")
                        Button("Done") { showing = false }
                    }
                }
        }
    }
}

private struct FullScreenCoverPage: View {
    @State private var reading = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("The cover hides this page.")
            Button("Read the terms") { reading = true }
        }
        .fullScreenCover(isPresented: $reading) {
            TermsView()
        }
    }
}

private struct TermsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Terms of Carriage").bold()
            Text("A full-screen cover takes the whole terminal: nothing beneath shows or takes keys.")
            Button("Close") { dismiss() }
        }
    }
}
