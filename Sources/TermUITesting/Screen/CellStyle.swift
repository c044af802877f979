/// How a terminal cell is drawn: colours and attributes.
public struct CellStyle: Hashable, Sendable, CustomStringConvertible {
    /// Foreground colour. With `isReverse` the terminal swaps it with `background` on display.
    public var foreground: TerminalColor = .default
    /// Background colour.
    public var background: TerminalColor = .default
    /// Bold (libvterm does not brighten indexed colours for it).
    public var isBold = false
    /// Underlined (single, double or curly all count).
    public var isUnderlined = false
    /// Italic.
    public var isItalic = false
    /// Reverse video.
    public var isReversed = false

    /// The terminal's default style: default colours, no attributes.
    public static let plain = CellStyle()

    /// Creates a style; every argument defaults to the plain style's.
    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        isBold: Bool = false, isUnderlined: Bool = false, isItalic: Bool = false,
        isReversed: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isUnderlined = isUnderlined
        self.isItalic = isItalic
        self.isReversed = isReversed
    }

    /// `"bold underline fg=196 bg=#0a141e"`, or `"plain"`: the form used in snapshot files.
    public var description: String {
        var words: [String] = []
        if isBold { words.append("bold") }
        if isUnderlined { words.append("underline") }
        if isItalic { words.append("italic") }
        if isReversed { words.append("reverse") }
        if foreground != .default { words.append("fg=\(foreground)") }
        if background != .default { words.append("bg=\(background)") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }

    /// Parses `description`'s form back.
    init?(snapshotText text: Substring) {
        self.init()
        for word in text.split(separator: " ") {
            switch word {
            case "plain": continue
            case "bold": isBold = true
            case "underline": isUnderlined = true
            case "italic": isItalic = true
            case "reverse": isReversed = true
            default:
                if word.hasPrefix("fg="), let color = TerminalColor(snapshotText: word.dropFirst(3)) {
                    foreground = color
                } else if word.hasPrefix("bg="), let color = TerminalColor(snapshotText: word.dropFirst(3)) {
                    background = color
                } else {
                    return nil
                }
            }
        }
    }
}
