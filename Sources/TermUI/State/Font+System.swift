import Foundation

extension Font {
    /// A typeface design, named as in SwiftUI. A terminal draws every design
    /// in its one monospaced face, so the design is kept and changes nothing.
    public enum Design: Hashable, Sendable {
        /// The system's default design.
        case `default`
        /// A design with serifs.
        case serif
        /// A design with rounded strokes.
        case rounded
        /// A fixed-width design: what a terminal always shows.
        case monospaced
    }

    /// The system font at `size` points, shown as the text style SwiftUI
    /// gives that size on an iPhone (34 points is `.largeTitle`, 17 is
    /// `.body`, 12 is `.caption`), in `weight` when given.
    ///
    /// A terminal has one glyph size, so a size becomes attributes as its
    /// text style's do: large titles bold and underlined, titles bold,
    /// body text plain, footnotes and captions dim.
    ///
    /// ```swift
    /// Text("42").font(.system(size: 34, weight: .bold, design: .rounded))
    /// ```
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        var font = Font(style: TextStyle(pointSize: size))
        font.chosenWeight = weight
        return font
    }

    /// The system font in `style`, in `weight` when given; `design` is kept
    /// and changes nothing (see ``Design``).
    public static func system(
        _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
    ) -> Font {
        var font = Font(style: style)
        font.chosenWeight = weight
        return font
    }

    /// A named font at `size` points: a terminal shows its own face, so only
    /// the size counts, as in ``system(size:weight:design:)``.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(style: TextStyle(pointSize: size))
    }

    /// This font with fixed-width digits: a terminal's digits always are.
    public func monospacedDigit() -> Font { self }

    /// This font in a fixed-width design: a terminal's always is.
    public func monospaced() -> Font { self }
}

extension Font.TextStyle {
    /// The style SwiftUI's default sizes give `size` points: the largest
    /// whose size it reaches (iOS's large type sizes: 34, 28, 22, 20, 17,
    /// 16, 15, 13, 12, 11).
    init(pointSize size: CGFloat) {
        let sizes: [(CGFloat, Font.TextStyle)] = [
            (34, .largeTitle), (28, .title), (22, .title2), (20, .title3), (17, .body), (16, .callout),
            (15, .subheadline), (13, .footnote), (12, .caption),
        ]
        self = sizes.first { size >= $0.0 }?.1 ?? .caption2
    }
}

extension View {
    /// Sets the font design of the text in this view: kept, and drawn the
    /// same, as a terminal's one face is monospaced (``Font/Design``).
    public func fontDesign(_ design: Font.Design?) -> some View { self }
}
