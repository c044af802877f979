import CursesKit
import Foundation

extension AttributeScopes {
    /// The attributes ``Text`` draws from an `AttributedString`: what
    /// SwiftUI's `AttributeScopes.SwiftUIAttributes` holds that a terminal
    /// cell can show. Linux's Foundation has neither SwiftUI's scope nor
    /// `inlinePresentationIntent`, so TermUI declares these; code reads as
    /// with SwiftUI (`string.foregroundColor = .red`,
    /// `string[range].font = .body.bold()`), with TermUI's `Color` and `Font`.
    ///
    /// ```swift
    /// var price = AttributedString("was 40, now 30")
    /// if let old = price.range(of: "40") { price[old].strikethroughStyle = .single }
    /// if let new = price.range(of: "30") { price[new].foregroundColor = .green }
    /// Text(price)
    /// ```
    public struct TermUIAttributes: AttributeScope {
        /// The colour of the glyphs.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the glyphs.
        public let backgroundColor: BackgroundColorAttribute
        /// The font: its style and weight give bold or dim, `.italic()` italics.
        public let font: FontAttribute
        /// A line under the text.
        public let underlineStyle: UnderlineStyleAttribute
        /// A line through the text (see ``Text/strikethrough(_:pattern:color:)``).
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Foundation's own attributes, as SwiftUI's scope includes them.
        public let foundation: FoundationAttributes

        /// The colour of the glyphs.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "TermUI.ForegroundColor"
        }

        /// The colour behind the glyphs.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "TermUI.BackgroundColor"
        }

        /// The font.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "TermUI.Font"
        }

        /// A line under the text.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "TermUI.UnderlineStyle"
        }

        /// A line through the text.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "TermUI.StrikethroughStyle"
        }
    }

    /// TermUI's attributes, for APIs that take a scope.
    public var termUI: TermUIAttributes.Type { TermUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// Makes `string.foregroundColor`, `.font` and the others of
    /// ``AttributeScopes/TermUIAttributes`` read as properties.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.TermUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text drawn from `attributedContent`, each run in its own style: its
    /// ``AttributeScopes/TermUIAttributes`` (foreground and background
    /// colour, font, underline and strikethrough) and Foundation's `.link`
    /// (in the accent colour, and an OSC 8 hyperlink on a terminal that
    /// takes them, so a click there opens it). Other attributes are kept
    /// out of the way; modifiers on the text style the runs that set nothing
    /// themselves.
    ///
    /// ```swift
    /// var done = AttributedString("Buy milk")
    /// done.strikethroughStyle = .single
    /// Text(done)
    /// ```
    public init(_ attributedContent: AttributedString) {
        var content = ""
        var runs: [TextRun] = []
        for run in attributedContent.runs {
            content += String(attributedContent[run.range].characters)
            var textRun = TextRun(end: content.utf8.count)
            textRun.color = run.foregroundColor
            textRun.background = run.backgroundColor
            textRun.font = run.font
            if run.underlineStyle != nil { textRun.set.insert(.underline) }
            if run.strikethroughStyle != nil { textRun.set.insert(.strikethrough) }
            textRun.link = run.link
            runs.append(textRun)
        }
        self.init(content: content, runs: runs)
    }
}
