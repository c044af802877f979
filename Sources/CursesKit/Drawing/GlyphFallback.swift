/// What a terminal without a UTF-8 locale shows for a glyph it cannot encode.
///
/// Under `LANG=C` ncurses cannot write anything outside ASCII: borders,
/// arrows and symbols would vanish. ``WindowSurface`` draws each such glyph
/// as its stand-in instead, of the same width, so layouts stay as they are:
/// lines and corners as the terminal's own line-drawing characters (terminfo's
/// `acsc`, which ncurses replaces with `-`, `|` and `+` where a terminal has
/// none), other symbols as the nearest ASCII, and anything else as `?`.
enum GlyphFallback: Equatable {
    /// A character of ncurses' alternate character set (the `acsc` letter, e.g. `q` for a line).
    case lineDrawing(Character)
    /// Plain ASCII.
    case ascii(Character)

    /// The stand-in for `glyph` (one grapheme that is not ASCII).
    static func standIn(for glyph: String) -> GlyphFallback {
        guard let first = glyph.unicodeScalars.first else { return .ascii("?") }
        if let letter = lineDrawing[first.value] { return .lineDrawing(letter) }
        if let character = ascii[first.value] { return .ascii(character) }
        return .ascii("?")
    }

    /// Unicode box drawing and blocks, as `acsc` letters.
    private static let lineDrawing: [UInt32: Character] = [
        0x2500: "q", 0x2501: "q", 0x2502: "x", 0x2503: "x",  // ─ ━ │ ┃
        0x250C: "l", 0x256D: "l", 0x2510: "k", 0x256E: "k",  // ┌ ╭ ┐ ╮
        0x2514: "m", 0x2570: "m", 0x2518: "j", 0x256F: "j",  // └ ╰ ┘ ╯
        0x251C: "t", 0x2524: "u", 0x2534: "v", 0x252C: "w", 0x253C: "n",  // ├ ┤ ┴ ┬ ┼
        0x2588: "0", 0x2589: "0", 0x258A: "0", 0x258B: "0",  // █ ▉ ▊ ▋
        0x2592: "a", 0x2591: "a", 0x2593: "a",  // ▒ ░ ▓
        0x2192: "+", 0x2190: ",", 0x2191: "-", 0x2193: ".",  // → ← ↑ ↓
        0x00B7: "~", 0x25C6: "`",  // · ◆
    ]

    /// Other symbols the toolkit and its apps use, as ASCII.
    private static let ascii: [UInt32: Character] = [
        0x2026: "~",  // …
        0x2022: "*",  // • (a secure field's mask, a radio button's dot, a bullet)
        0x25B8: ">", 0x25B6: ">", 0x203A: ">", 0x25C2: "<", 0x2039: "<",  // ▸ ▶ › ◂ ‹
        0x2713: "v", 0x2714: "v", 0x00D7: "x", 0x2717: "x",  // ✓ ✔ × ✗
        0x25A4: "#", 0x25A0: "#", 0x25A1: "#",  // ▤ ■ □
        0x258C: "|", 0x258D: "|", 0x258E: "|", 0x258F: "|",  // ▌ ▍ ▎ ▏
        0x2580: "\"", 0x2584: "_",  // ▀ ▄
        0x201C: "\"", 0x201D: "\"", 0x2018: "'", 0x2019: "'", 0x2013: "-", 0x2014: "-",
        0xFFFD: "?",
    ]
}
