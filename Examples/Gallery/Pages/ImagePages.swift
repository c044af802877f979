import TermUI

extension GalleryPage {
    /// `Image(systemName:)`: SF Symbols names drawn as terminal glyphs (an
    /// ASCII stand-in where the terminal has no Unicode), `.foregroundStyle`
    /// tinting them, and the placeholder for a name TermUI does not know.
    static let image = GalleryPage(id: "image", title: "Image") {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 16) {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
                Image(systemName: "heart.fill").foregroundStyle(.red)
                Image(systemName: "checkmark.circle")
                Image(systemName: "trash")
                Image(systemName: "gear")
                Image(systemName: "chevron.right")
            }
            HStack(spacing: 8) {
                Image(systemName: "no.such.symbol")
                Text("a name TermUI does not know")
            }
        }
    }
}
