/// Text whose stretches have styles of their own (UIKit's `NSAttributedString`,
/// reduced to what a terminal cell shows): a ``LabelWidget``'s
/// ``LabelWidget/styledText``.
///
/// ```swift
/// var text = StyledText()
/// text.append("Total: ", style: .plain)
/// text.append("42", style: Style().adding(.bold))
/// label.styledText = text
/// ```
public struct StyledText: Hashable, Sendable {
    /// One stretch: where it ends and how it looks.
    public struct Run: Hashable, Sendable {
        /// The stretch's end in ``StyledText/string``, in UTF-8 code units from the start.
        public var end: Int
        /// How the stretch looks.
        public var style: Style
    }

    /// All the text.
    public private(set) var string = ""
    /// The stretches in order; together they cover ``string``.
    public private(set) var runs: [Run] = []

    /// Empty text.
    public init() {}

    /// `string` in one style.
    public init(_ string: String, style: Style) {
        append(string, style: style)
    }

    /// Adds `string` at the end in `style`; it joins the last run when the styles are equal.
    ///
    /// A grapheme that spans two runs (a combining mark appended on its own)
    /// takes the style of the run its first scalar is in.
    public mutating func append(_ string: String, style: Style) {
        guard !string.isEmpty else { return }
        self.string += string
        let end = self.string.utf8.count
        if let last = runs.last, last.style == style {
            runs[runs.count - 1].end = end
        } else {
            runs.append(Run(end: end, style: style))
        }
    }
}
