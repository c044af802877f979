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

    /// The grapheme-by-grapheme measure the fast paths must agree with.
    static func measuredByGraphemes(_ text: String) -> Int { text.reduce(0) { $0 + $1.displayWidth } }

    /// Every scalar the scalar-by-scalar path takes is one column and a
    /// grapheme of its own beside a letter, a mark-free Latin letter, itself
    /// and box drawing, so adding up scalars gives what adding up graphemes
    /// gives. A scalar wrongly taken (a combining mark, a joiner, a wide
    /// emoji) fails here.
    @Test func everySimpleScalarIsOneColumnAndAGraphemeOfItsOwn() {
        var checked = 0
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value), scalar.isSimpleColumn else { continue }
            let alone = String(Character(scalar))
            #expect(Self.measuredByGraphemes(alone) == 1, "U+\(String(value, radix: 16))")
            for neighbour in ["a", "é", "─", alone] where !(value == 0x0D && neighbour == alone) {
                for pair in [neighbour + alone, alone + neighbour] where pair != "\r\n" {
                    #expect(
                        pair.count == 2,
                        "U+\(String(value, radix: 16)) beside \(neighbour.unicodeScalars.first!.value)")
                    #expect(pair.displayWidth == Self.measuredByGraphemes(pair))
                }
            }
            checked += 1
        }
        #expect(checked > 3_000)
        // Text the fast path declines is measured grapheme by grapheme.
        for text in ["─e\u{301}─", "a\u{200D}b", "⌚─", "→\u{FE0F}", "\u{2028}x"] {
            #expect(text.unicodeScalars.simpleColumnWidth == nil, "\(text)")
        }
        #expect("┌──┐ → • …".unicodeScalars.simpleColumnWidth == 10)
        #expect("─\r\n─".displayWidth == 3)
    }
}
