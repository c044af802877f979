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

extension GalleryPage {
    /// Text in mixed styles: `Text + Text`, the modifiers that return
    /// `Text`, and `AttributedString` runs, wrapping as one text.
    static let textStyles = GalleryPage(id: "textstyles", title: "Text styles") { TextStylesPage() }
}

private struct TextStylesPage: View {
    /// A price list entry: the old price struck, the new one green and bold.
    private var price: AttributedString {
        var price = AttributedString("Tea 4.20 3.50 per box")
        if let old = price.range(of: "4.20") { price[old].strikethroughStyle = .single }
        if let new = price.range(of: "3.50") {
            price[new].foregroundColor = .green
            price[new].font = .body.bold()
        }
        if let unit = price.range(of: "per box") { price[unit].font = .caption }
        return price
    }

    var body: some View {
        // One row each (the wrapped text three): the page fits the README's 60×12 screenshot.
        VStack(alignment: .leading, spacing: 0) {
            Text("Joined with +, each part keeps its style:")
            Text("Bold").bold() + Text(", ") + Text("italic").italic() + Text(", ")
                + Text("underlined").underline() + Text(", ") + Text("struck").strikethrough()
                + Text(", ") + Text("red").foregroundColor(.red) + Text(", ")
                + Text("semibold").fontWeight(.semibold) + Text(", ") + Text("light").fontWeight(.light)
            Text(price)
            (Text("Wrapping keeps the runs: ") + Text("this bold stretch crosses a line break").bold()
                + Text(" and the rest is cyan, all wrapped as one text.").foregroundColor(.cyan))
                .frame(maxWidth: 320, alignment: .leading)
            (Text("Done: ").bold() + Text("buy milk, water the plants").strikethrough())
                .foregroundColor(.gray)
        }
    }
}
