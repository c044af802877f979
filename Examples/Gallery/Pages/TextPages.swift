import TermUI

extension GalleryPage {
    /// `Text` and its styles.
    static let text = GalleryPage(id: "text", title: "Text") {
        VStack(alignment: .leading, spacing: 0) {
            Text("Plain text wraps to the width it is given, as SwiftUI's does.")
            Text("Bold").bold()
            Text("Italic").italic()
            Text("Underlined").underline()
            Text("Coloured").foregroundColor(.green)
            Text("One line only: the rest of this sentence is cut at the edge").lineLimit(1)
            Text("Centred").multilineTextAlignment(.center).frame(maxWidth: .infinity)
        }
    }
}
