import CursesKit

/// One drawing scenario: what to draw on a fresh surface of `size`, and the
/// screen a person should then see, row by row.
struct DrawingCase: Sendable, CustomStringConvertible {
    let name: String
    var size = Size(width: 10, height: 3)
    let draw: @MainActor @Sendable (Surface) -> Void
    let expected: [String]

    var description: String { name }
}

private let blankRow = "          "
let highlight = Style(foreground: .ansi(.brightWhite), background: .blue, attributes: .bold)

/// The cases both ``CellBuffer`` and ``WindowSurface`` must draw identically.
let drawingCases: [DrawingCase] = [
    DrawingCase(
        name: "ASCII", draw: { $0.draw("Hello", at: .zero, style: .plain) },
        expected: ["Hello     ", blankRow, blankRow]),
    DrawingCase(
        name: "CJK takes two columns", draw: { $0.draw("日本語", at: Point(x: 1, y: 1), style: .plain) },
        expected: [blankRow, " 日本語   ", blankRow]),
    DrawingCase(
        // A cell holds one spacing character (ncurses' cchar_t): the skin tone and the
        // later people of a ZWJ family are dropped, the base keeps the cluster's width.
        name: "emoji and skin tone", draw: { $0.draw("😀👍🏽!", at: .zero, style: .plain) },
        expected: ["😀👍!     ", blankRow, blankRow]),
    DrawingCase(
        name: "ZWJ family and flags", draw: { $0.draw("👨‍👩‍👦🇯🇵|", at: .zero, style: .plain) },
        expected: ["👨🇯🇵|     ", blankRow, blankRow]),
    DrawingCase(
        name: "combining marks ride on their base",
        draw: { $0.draw("Cafe\u{301} n\u{303}", at: .zero, style: .plain) },
        expected: ["Cafe\u{301} n\u{303}    ", blankRow, blankRow]),
    DrawingCase(
        name: "control characters become U+FFFD",
        draw: { $0.draw("a\u{1B}[2Jb\tc\u{9B}", at: .zero, style: .plain) },
        expected: ["a\u{FFFD}[2Jb\u{FFFD}c\u{FFFD} ", blankRow, blankRow]),
    DrawingCase(
        name: "clipped at the left edge", draw: { $0.draw("Hello", at: Point(x: -2, y: 0), style: .plain) },
        expected: ["llo       ", blankRow, blankRow]),
    DrawingCase(
        name: "clipped at the right edge",
        draw: { $0.draw("Hello world", at: Point(x: 4, y: 2), style: .plain) },
        expected: [blankRow, blankRow, "    Hello "]),
    DrawingCase(
        name: "wide glyph straddling the right edge leaves a blank",
        draw: {
            $0.fill(Rect(x: 0, y: 0, width: 10, height: 1), with: ".", style: .plain)
            $0.draw("ab日", at: Point(x: 7, y: 0), style: .plain)
        },
        expected: [".......ab ", blankRow, blankRow]),
    DrawingCase(
        name: "wide glyph straddling the left edge leaves a blank",
        draw: {
            $0.fill(Rect(x: 0, y: 0, width: 10, height: 1), with: ".", style: .plain)
            $0.draw("日本", at: Point(x: -1, y: 0), style: .plain)
        },
        expected: [" 本.......", blankRow, blankRow]),
    DrawingCase(
        name: "wide glyph straddling a subsurface clip",
        draw: { $0.subsurface(Rect(x: 2, y: 1, width: 3, height: 1)).draw("漢字x", at: .zero, style: .plain) },
        expected: [blankRow, "  漢      ", blankRow]),
    DrawingCase(
        name: "overwriting half a wide glyph blanks the other half",
        draw: {
            $0.draw("日本語", at: .zero, style: .plain)
            $0.draw("x", at: Point(x: 1, y: 0), style: .plain)
            $0.draw("y", at: Point(x: 2, y: 0), style: .plain)
            $0.draw("日本語", at: Point(x: 0, y: 1), style: .plain)
            $0.draw("漢", at: Point(x: 1, y: 1), style: .plain)
        },
        expected: [" xy 語    ", " 漢 語    ", blankRow]),
    DrawingCase(
        // Printable ASCII is written as one run: its ends blank the halves they cut.
        name: "ASCII over wide glyphs blanks the halves its ends cut",
        draw: {
            for y in 0..<3 { $0.draw("日本語漢字", at: Point(x: 0, y: y), style: .plain) }
            $0.draw("abcd", at: Point(x: 1, y: 0), style: .plain)
            $0.draw("e", at: Point(x: 3, y: 1), style: .plain)
            $0.subsurface(Rect(x: 3, y: 2, width: 4, height: 1)).draw(
                "fghijk", at: Point(x: -1, y: 0), style: .plain)
        },
        expected: [" abcd 漢字", "日 e語漢字", "日 ghij 字"]),
    DrawingCase(
        // Text with other glyphs writes its printable ASCII as runs between
        // them: each run's ends blank the halves they cut, as a glyph's do.
        name: "mixed text over wide glyphs blanks the halves its runs cut",
        draw: {
            for y in 0..<2 { $0.draw("日本語漢字", at: Point(x: 0, y: y), style: .plain) }
            $0.draw("a·bc", at: Point(x: 1, y: 0), style: .plain)
            $0.subsurface(Rect(x: 3, y: 1, width: 4, height: 1)).draw(
                "x日yzw", at: Point(x: -1, y: 0), style: .plain)
        },
        expected: [" a·bc 漢字", "日 日yz 字", blankRow]),
    DrawingCase(
        name: "subsurface offsets and clips",
        draw: {
            let area = $0.subsurface(Rect(x: 3, y: 1, width: 4, height: 2))
            area.draw("abcdef", at: Point(x: 1, y: 0), style: .plain)
            area.draw("Z", at: Point(x: 0, y: 1), style: .plain)
            area.draw("hidden", at: Point(x: 0, y: 2), style: .plain)
            area.subsurface(Rect(x: 2, y: 1, width: 5, height: 5)).draw("XYZ", at: .zero, style: .plain)
        },
        expected: [blankRow, "    abc   ", "   Z XY   "]),
    DrawingCase(
        name: "fill, narrow and wide",
        draw: {
            $0.fill(Rect(x: 1, y: 0, width: 3, height: 2), with: "#", style: .plain)
            $0.fill(Rect(x: 0, y: 2, width: 5, height: 1), with: "日", style: .plain)
            $0.fill(Rect(x: 8, y: 0, width: 5, height: 5), with: "%", style: .plain)
        },
        expected: [" ###    %%", " ###    %%", "日日    %%"]),
    DrawingCase(
        // A fill writes its inside as one run: its ends still blank the halves they cut.
        name: "fill over wide glyphs blanks the halves it cuts",
        draw: {
            for y in 0..<3 { $0.draw("日本語漢字", at: Point(x: 0, y: y), style: .plain) }
            $0.fill(Rect(x: 1, y: 0, width: 6, height: 1), with: ".", style: .plain)
            $0.fill(Rect(x: 1, y: 1, width: 1, height: 1), with: "x", style: .plain)
            $0.fill(Rect(x: 1, y: 2, width: 2, height: 1), with: "y", style: .plain)
        },
        expected: [" ...... 字", " x本語漢字", " yy 語漢字"]),
    DrawingCase(
        name: "box with centred text",
        draw: {
            $0.drawBox(Rect(x: 0, y: 0, width: 6, height: 3), border: .rounded, style: .plain)
            $0.draw("Hi", in: Rect(x: 1, y: 1, width: 4, height: 1), alignment: .center, style: .plain)
            $0.drawBox(Rect(x: 7, y: 0, width: 3, height: 3), border: .double, style: .plain)
        },
        expected: ["╭────╮ ╔═╗", "│ Hi │ ║ ║", "╰────╯ ╚═╝"]),
    DrawingCase(
        name: "styled fill and text",
        draw: {
            $0.clear(style: Style(background: .indexed(236)))
            $0.fill(Rect(x: 0, y: 1, width: 10, height: 1), with: " ", style: highlight)
            $0.draw("OK", at: Point(x: 4, y: 1), style: highlight.foreground(.rgb(255, 149, 0)))
            $0.draw("u", at: Point(x: 0, y: 2), style: Style(attributes: [.underline, .italic]))
        },
        expected: [blankRow, "    OK    ", "u         "]),
    DrawingCase(
        name: "struck text and a struck fill read back as strikethrough",
        draw: {
            $0.draw("gone 日", at: .zero, style: Style(foreground: .red, attributes: .strikethrough))
            $0.fill(
                Rect(x: 0, y: 1, width: 3, height: 1), with: "-", style: Style(attributes: .strikethrough))
        },
        expected: ["gone 日   ", "---       ", blankRow]),
]
