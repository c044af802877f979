import TermUI

/// The gallery's frame: a title row naming the page, the page, and the keys.
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
            HStack(spacing: 3) {
                Text("[ ] page")
                Text("Tab focus")
                Text("Enter press")
                Text("q quit")
            }
            .foregroundColor(.gray)
        }
        .onKeyPress("]") {
            selection = (selection + 1) % GalleryPage.all.count
            return .handled
        }
        .onKeyPress("[") {
            selection = (selection + GalleryPage.all.count - 1) % GalleryPage.all.count
            return .handled
        }
    }
}
