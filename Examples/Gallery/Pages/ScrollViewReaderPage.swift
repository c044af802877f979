import TermUI

extension GalleryPage {
    /// `ScrollViewReader` over a `ScrollView` of forty lines: each button
    /// calls `proxy.scrollTo(_:anchor:)`, bringing that line to the top,
    /// the middle or the bottom of the view.
    static let scrollViewReader = GalleryPage(id: "scrollviewreader", title: "ScrollViewReader") {
        ScrollViewReaderPage()
    }
}

private struct ScrollViewReaderPage: View {
    private let lines = (1...40).map { "Line \($0) of the log" }

    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading, spacing: 16) {
                HStack(spacing: 8) {
                    Button("First") { proxy.scrollTo(0, anchor: .top) }
                    Button("20 centred") { proxy.scrollTo(19, anchor: .center) }
                    Button("Last") { proxy.scrollTo(39, anchor: .bottom) }
                }
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(lines.indices, id: \.self) { index in
                            Text(lines[index]).foregroundColor(index == 19 ? .cyan : nil)
                        }
                    }
                }
                .frame(width: 240, height: 128)
                .border(.gray)
            }
        }
    }
}
