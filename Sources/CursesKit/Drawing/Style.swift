/// Text attributes a terminal can show.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attribute bits.
    public let rawValue: UInt8
    /// Attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright, on some terminals).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim (half-bright).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Underlined.
    public static let underline = TextAttributes(rawValue: 1 << 2)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 3)
    /// Italic, where the terminal has it.
    public static let italic = TextAttributes(rawValue: 1 << 4)
    /// A line through the text.
    ///
    /// ncurses has no attribute for it (terminfo's `smxx` is an extended
    /// capability ncurses' cell renderer never sends, and a sequence written
    /// beside ncurses would leave its picture of the screen wrong), so the
    /// ncurses surface draws the line as a combining long stroke overlay
    /// (U+0336) in each struck cell; most terminals overlay it on the glyph.
    /// Without a UTF-8 locale struck text is drawn dim instead. A
    /// ``CellBuffer`` keeps the attribute as is.
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}

/// How a cell looks: foreground and background colour and attributes.
public struct Style: Hashable, Sendable {
    /// The colour of the glyph.
    public var foreground: Color
    /// The colour behind the glyph.
    public var background: Color
    /// Bold, dim, underline, reverse, italic, strikethrough.
    public var attributes: TextAttributes
    /// The URL the cells link to, or `nil`: on a terminal that takes OSC 8
    /// hyperlinks the cells are sent as one (a click opens it), elsewhere
    /// they look as the rest of the style says (docs/TERMINAL-FEATURES.md).
    public var link: String?

    /// The terminal's default look.
    public static let plain = Style()

    /// Creates a style; every part defaults to the terminal's own.
    public init(
        foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// This style with more attributes.
    public func adding(_ more: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(more)
        return copy
    }

    /// This style with another foreground colour.
    public func foreground(_ color: Color) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// This style linking to `url` (`nil`: no link).
    public func link(_ url: String?) -> Style {
        var copy = self
        copy.link = url
        return copy
    }

    /// This style with another background colour.
    public func background(_ color: Color) -> Style {
        var copy = self
        copy.background = color
        return copy
    }
}
