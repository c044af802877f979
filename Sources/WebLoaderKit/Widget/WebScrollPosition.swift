/// Which lines of the page the view shows, said as less and vim say it.
///
/// A bare percentage beside a page that is loading reads as the load's progress;
/// "Top", "Bot", "All" and "lines 20–38/120" cannot be mistaken for it.
///
/// ```swift
/// WebScrollPosition(firstLine: 20, lastLine: 38, lineCount: 120).description  // "lines 20–38/120"
/// ```
public struct WebScrollPosition: Hashable, Sendable, CustomStringConvertible {
    /// The first line on screen, counted from 1.
    public var firstLine: Int
    /// The last line on screen (at most `lineCount`).
    public var lastLine: Int
    /// How many lines the page has laid out at the view's width.
    public var lineCount: Int

    /// Creates the position of a view showing `firstLine` through `lastLine` of `lineCount`.
    public init(firstLine: Int, lastLine: Int, lineCount: Int) {
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.lineCount = lineCount
    }

    /// The position of a view whose first line is `topLine` (from 0) and that is
    /// `height` rows tall, on a page of `lineCount` lines.
    init(topLine: Int, height: Int, lineCount: Int) {
        let first = min(max(0, topLine), max(0, lineCount - 1))
        self.init(
            firstLine: first + 1, lastLine: min(lineCount, first + max(1, height)), lineCount: lineCount)
    }

    /// "All" when the whole page is on screen, "Top" at its start, "Bot" at its
    /// end, and "lines 20–38/120" in between.
    public var description: String {
        if firstLine <= 1 && lastLine >= lineCount { return "All" }
        if firstLine <= 1 { return "Top" }
        if lastLine >= lineCount { return "Bot" }
        return "lines \(firstLine)–\(lastLine)/\(lineCount)"
    }
}
