import CursesKit

/// A text style, resolved to terminal attributes (a terminal has one font size).
///
/// Titles and headlines are bold, captions and footnotes dim, body text plain;
/// `.bold()`, `.italic()` and `.underline()` add attributes.
public struct Font: Sendable, Hashable {
    /// The semantic text styles, named as in SwiftUI.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        /// SwiftUI's text styles, largest to smallest; in a terminal they differ by attributes (bold, dim) rather than by size.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
            caption2
    }

    /// The semantic style.
    public var style: TextStyle
    /// Attributes added with `.bold()`, `.italic()`, `.underline()`.
    public var extraAttributes: TextAttributes = []
    /// The weight chosen with ``weight(_:)``; `nil` for the style's own.
    var chosenWeight: Weight?

    /// A font of the given text style.
    public init(style: TextStyle) { self.style = style }

    /// The largest title.
    public static let largeTitle = Font(style: .largeTitle)
    /// A first-level title.
    public static let title = Font(style: .title)
    /// A second-level title.
    public static let title2 = Font(style: .title2)
    /// A third-level title.
    public static let title3 = Font(style: .title3)
    /// A heading.
    public static let headline = Font(style: .headline)
    /// A subheading.
    public static let subheadline = Font(style: .subheadline)
    /// Body text, the default.
    public static let body = Font(style: .body)
    /// A callout.
    public static let callout = Font(style: .callout)
    /// A footnote.
    public static let footnote = Font(style: .footnote)
    /// A caption.
    public static let caption = Font(style: .caption)
    /// A secondary caption.
    public static let caption2 = Font(style: .caption2)

    /// This font in bold.
    public func bold() -> Font { adding(.bold) }
    /// This font in italics.
    public func italic() -> Font { adding(.italic) }
    /// This font underlined.
    public func underline() -> Font { adding(.underline) }

    /// This font in `weight`: from `.semibold` up it is bold, up to `.light`
    /// dim, and in between neither, whatever the text style would be.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.chosenWeight = weight
        return copy
    }

    private func adding(_ attributes: TextAttributes) -> Font {
        var copy = self
        copy.extraAttributes.formUnion(attributes)
        return copy
    }

    /// The terminal attributes this font shows with at a type size.
    ///
    /// Large titles are also underlined; from `.xxLarge` on, body text turns bold
    /// so larger preferred sizes remain visible in a one-size terminal.
    public func attributes(for size: DynamicTypeSize = .large) -> TextAttributes {
        var result: TextAttributes = []
        switch style {
        case .largeTitle: result.formUnion([.bold, .underline])
        case .title, .title2, .title3, .headline: result.insert(.bold)
        case .subheadline, .footnote, .caption, .caption2:
            if size < .xxLarge { result.insert(.dim) }
        case .body, .callout:
            if size >= .xxLarge { result.insert(.bold) }
        }
        if let chosenWeight {
            result.subtract([.bold, .dim])
            result.formUnion(chosenWeight.attributes)
        }
        return result.union(extraAttributes)
    }
}

extension Font {
    /// How heavy a font is, named as in SwiftUI. A terminal has three
    /// weights: dim (`.ultraLight` to `.light`), plain (`.regular`,
    /// `.medium`) and bold (`.semibold` to `.black`).
    public struct Weight: Hashable, Sendable {
        private let value: Int

        private init(_ value: Int) { self.value = value }

        /// The thinnest weight (dim).
        public static let ultraLight = Weight(-3)
        /// A thin weight (dim).
        public static let thin = Weight(-2)
        /// A light weight (dim).
        public static let light = Weight(-1)
        /// The regular weight (plain).
        public static let regular = Weight(0)
        /// A medium weight (plain).
        public static let medium = Weight(1)
        /// A semibold weight (bold).
        public static let semibold = Weight(2)
        /// A bold weight (bold).
        public static let bold = Weight(3)
        /// A heavy weight (bold).
        public static let heavy = Weight(4)
        /// The heaviest weight (bold).
        public static let black = Weight(5)

        /// What the weight is on a terminal: `.dim`, nothing or `.bold`.
        var attributes: TextAttributes {
            switch value {
            case ..<0: .dim
            case 0...1: []
            default: .bold
            }
        }
    }
}
