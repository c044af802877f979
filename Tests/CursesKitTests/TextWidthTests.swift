import Testing

@testable import CursesKit

@Suite("Display width")
struct TextWidthTests {
    @Test(
        "Grapheme widths",
        arguments: [
            ("a", 1), (" ", 1), ("漢", 2), ("Ａ", 2), ("한", 2), ("😀", 2), ("🎉", 2),
            ("👍🏽", 2), ("👨‍👩‍👦", 2), ("🇺🇸", 2), ("🇺", 1), ("e\u{301}", 1), ("\u{301}", 0),
            ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{200B}", 0), ("❤️", 1), ("\u{7}", 1),
            ("\u{1B}", 1), ("\u{9B}", 1), ("\r\n", 1), ("─", 1), ("…", 1),
        ] as [(String, Int)])
    func graphemeWidth(text: String, width: Int) {
        #expect(text.count <= 1)
        let character = text.first ?? " "
        #expect(character.displayWidth == width, "\(text.unicodeScalars.map { $0.value })")
        #expect(text.displayWidth == width)
    }

    @Test(
        "String widths",
        arguments: [
            ("Hello", 5), ("", 0), ("日本語", 6), ("a漢b", 4), ("Cafe\u{301}", 4),
            ("tab\there", 8), ("a\r\nb", 3), ("🇫🇷🇩🇪", 4), ("x👨‍👩‍👦y", 4),
        ] as [(String, Int)])
    func stringWidth(text: String, width: Int) {
        #expect(text.displayWidth == width)
        #expect(text[...].displayWidth == width)
    }
}
