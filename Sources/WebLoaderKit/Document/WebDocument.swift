import FoundationEssentials

/// How a run of text looks; the renderer maps these onto terminal styles.
package struct InlineStyle: OptionSet, Hashable, Sendable {
    package let rawValue: UInt16
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    package static let bold = InlineStyle(rawValue: 1 << 0)
    package static let italic = InlineStyle(rawValue: 1 << 1)
    package static let code = InlineStyle(rawValue: 1 << 2)
    /// Link text: underlined.
    package static let link = InlineStyle(rawValue: 1 << 3)
    /// The lynx-style "[n]" before a link.
    package static let linkNumber = InlineStyle(rawValue: 1 << 4)
    package static let heading = InlineStyle(rawValue: 1 << 5)
    /// Decoration the renderer adds (list bullets, quote bars, rules, table gaps).
    package static let decoration = InlineStyle(rawValue: 1 << 6)
    /// An image's alt text.
    package static let image = InlineStyle(rawValue: 1 << 7)
}

/// A piece of text with one style, and the link it belongs to.
package struct InlineRun: Hashable, Sendable {
    package var text: String
    package var style: InlineStyle
    /// The index in ``WebDocument/links``.
    package var link: Int?

    package init(_ text: String, style: InlineStyle = [], link: Int? = nil) {
        self.text = text
        self.style = style
        self.link = link
    }
}

/// The page's structure, independent of any width: what the parser makes and
/// the layout lays out.
package indirect enum Block: Hashable, Sendable {
    /// `h1`…`h6`.
    case heading(level: Int, [InlineRun])
    /// A `p`: a blank line follows.
    case paragraph([InlineRun])
    /// Inline content inside a `div` or similar: no blank line around it.
    case line([InlineRun])
    /// `pre`: lines kept as they are, never wrapped.
    case preformatted([String])
    case list(ordered: Bool, items: [[Block]])
    case quote([Block])
    case rule
    /// Rows of cells.
    case table([[[InlineRun]]])
}

/// A link's target, as written and as resolved against the page.
public struct WebLink: Hashable, Sendable {
    /// The `href`, shown inert (controls and bidi overrides replaced).
    public let target: String
    /// The target resolved against the page's URL, if it is a URL at all.
    public let url: URL?
}

/// A parsed page: its title, blocks and links.
package struct WebDocument: Hashable, Sendable {
    package var title: String?
    package var blocks: [Block]
    package var links: [WebLink]

    package init(title: String? = nil, blocks: [Block] = [], links: [WebLink] = []) {
        self.title = title
        self.blocks = blocks
        self.links = links
    }
}
