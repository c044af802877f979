import Testing

@testable import CursesKit

@Suite("Text layout")
struct TextLayoutTests {
    @Test(
        "Wrapping by words, display-width aware",
        arguments: [
            ("Add to Apple Wallet", 10, ["Add to", "Apple", "Wallet"]),
            ("Add to Apple Wallet", 100, ["Add to Apple Wallet"]),
            ("supercalifragilistic", 8, ["supercal", "ifragili", "stic"]),
            ("a  b", 1, ["a", "b"]),
            ("日本語のテキスト", 5, ["日本", "語の", "テキ", "スト"]),
            ("one\n\ntwo", 10, ["one", "", "two"]),
            ("", 5, [""]),
            ("x", 0, []),
        ] as [(String, Int, [String])])
    func wrap(text: String, width: Int, lines: [String]) {
        let wrapped = TextLayout.wrap(text, width: width)
        #expect(wrapped == lines)
        #expect(wrapped.allSatisfy { $0.displayWidth <= width })
    }

    @Test(
        "Truncating with an ellipsis",
        arguments: [
            ("Hello, world", 8, "Hello, …"),
            ("Hello", 5, "Hello"),
            ("Hello", 4, "Hel…"),
            ("日本語", 4, "日…"),
            ("日本語", 5, "日本…"),
            ("abc", 1, "…"),
            ("abc", 0, ""),
            ("two\nlines", 20, "two…"),
        ] as [(String, Int, String)])
    func truncate(text: String, width: Int, result: String) {
        #expect(TextLayout.truncate(text, width: width) == result)
    }

    @Test(
        "Drawing text in a rectangle, aligned",
        arguments: [
            (TextAlignment.leading, ["|Add to  |", "|Apple   |"]),
            (.center, ["| Add to |", "| Apple  |"]),
            (.trailing, ["|  Add to|", "|   Apple|"]),
        ])
    @MainActor
    func drawInRect(alignment: TextAlignment, lines: [String]) {
        let buffer = CellBuffer(size: Size(width: 10, height: 2))
        buffer.fill(buffer.bounds, with: "|", style: .plain)
        buffer.fill(Rect(x: 1, y: 0, width: 8, height: 2), with: " ", style: .plain)
        buffer.draw("Add to Apple", in: Rect(x: 1, y: 0, width: 8, height: 2), alignment: alignment)
        #expect(buffer.lines == lines)
    }

    @Test("Text that needs more rows than the rectangle has ends in an ellipsis")
    @MainActor
    func overflow() {
        let buffer = CellBuffer(size: Size(width: 8, height: 2))
        buffer.draw("Add to Apple Wallet now", in: buffer.bounds)
        #expect(buffer.lines == ["Add to  ", "Apple…  "])
    }
}
