/// Measuring, wrapping and truncating text in display columns.
///
/// Widgets use these to fit text into cells: every width here counts columns
/// (`String.displayWidth`), so CJK and emoji take two.
public enum TextLayout {
    /// Breaks `text` into lines at most `width` columns wide.
    ///
    /// Lines break between words (runs of spaces collapse to the break); a word
    /// wider than `width` is broken between graphemes. Newlines in `text` always
    /// break, and an empty line stays an empty line.
    ///
    /// ```swift
    /// TextLayout.wrap("Add to Apple Wallet", width: 10)  // ["Add to", "Apple", "Wallet"]
    /// ```
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                var wordWidth = word.displayWidth
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    let head = prefix(of: word, width: width)
                    // A wide grapheme in a one-column width cannot fit: drop it.
                    let taken = head.isEmpty ? 1 : head.count
                    if !head.isEmpty { lines.append(head) }
                    word = String(word.dropFirst(taken))
                    wordWidth = word.displayWidth
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// `text` cut to at most `width` columns, ending in "…" when something was cut.
    ///
    /// ```swift
    /// TextLayout.truncate("Hello, world", width: 8)  // "Hello, …"
    /// ```
    public static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if text.displayWidth <= width && !text.contains("\n") { return text }
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        if firstLine.displayWidth <= width - 1 && text.contains("\n") { return firstLine + "…" }
        return prefix(of: String(firstLine), width: width - 1) + "…"
    }

    /// The longest leading run of whole graphemes that fits in `width` columns.
    public static func prefix(of text: String, width: Int) -> String {
        // Plain ASCII is one column a byte: no grapheme walk.
        if text.utf8.count <= width, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = character.displayWidth
            if used + w > width { break }
            result.append(character)
            used += w
        }
        return result
    }
}
