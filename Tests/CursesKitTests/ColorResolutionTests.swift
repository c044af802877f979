import Testing

@testable import CursesKit

@Suite("Colour resolution")
struct ColorResolutionTests {
    static let samples: [Color] =
        [.default, .red, .gray, .ansi(.brightCyan), .indexed(3), .indexed(196), .indexed(244)]
        + [.purple, .orange, .rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(18, 18, 18), .rgb(0, 95, 135)]

    /// True when a terminal with `capability` can show `color` as it is.
    static func isShowable(_ color: Color, on capability: ColorCapability) -> Bool {
        switch (color, capability) {
        case (.default, _), (_, .trueColor): true
        case (.rgb, .ansi8), (.rgb, .ansi16), (.rgb, .indexed256), (_, .monochrome): false
        case (.indexed, .indexed256), (.ansi, .indexed256), (.ansi, .ansi16), (.ansi, .indexed88): true
        case (.indexed(let n), .indexed88): n < 16
        case (.rgb, .indexed88): Palette.index88(of: color) != nil
        case (.ansi(let c), .ansi8): c.rawValue < 8
        default: false
        }
    }

    @Test("Every colour resolves to one the terminal can show", arguments: ColorCapability.allCases)
    func showable(capability: ColorCapability) {
        for color in Self.samples {
            let resolved = color.resolved(for: capability)
            #expect(Self.isShowable(resolved, on: capability), "\(color) → \(resolved)")
            #expect(resolved.resolved(for: capability) == resolved, "resolving twice changes \(color)")
            if Self.isShowable(color, on: capability) { #expect(resolved == color) }
        }
    }

    @Test(
        "Nearest colours",
        arguments: [
            (Color.orange, ColorCapability.indexed256, Color.indexed(208)),
            (.rgb(0, 95, 135), .indexed256, .indexed(24)),
            (.rgb(18, 18, 18), .indexed256, .indexed(233)),
            (.rgb(128, 128, 128), .indexed256, .indexed(244)),
            (.orange, .ansi16, .ansi(.yellow)),
            (.indexed(196), .ansi16, .ansi(.brightRed)),
            (.indexed(244), .ansi16, .ansi(.brightBlack)),
            (.indexed(196), .ansi8, .ansi(.red)),
            (.ansi(.brightGreen), .ansi8, .ansi(.green)),
            (.rgb(255, 255, 255), .ansi16, .ansi(.brightWhite)),
            (.orange, .indexed88, .rgb(255, 139, 0)),
            (.rgb(0, 95, 135), .indexed88, .rgb(0, 139, 139)),
            (.indexed(244), .indexed88, .rgb(139, 139, 139)),
            (.indexed(236), .indexed88, .rgb(46, 46, 46)),
            (.ansi(.brightGreen), .indexed88, .ansi(.brightGreen)),
            (.orange, .monochrome, .default),
            (.orange, .trueColor, .orange),
        ] as [(Color, ColorCapability, Color)])
    func nearest(color: Color, capability: ColorCapability, expected: Color) {
        #expect(color.resolved(for: capability) == expected)
    }

    @Test("An 8-colour terminal shows a bright foreground as bold")
    func brightBecomesBold() {
        let style = Style(foreground: .ansi(.brightRed), background: .ansi(.brightBlue))
        let resolved = style.resolved(for: .ansi8)
        #expect(resolved == Style(foreground: .red, background: .blue, attributes: .bold))
    }

    /// On 8 colours, bright black is black: secondary (grey) text would be black
    /// text, invisible on a dark terminal, and a dark grey bar under default or
    /// grey text would be black on black. Both stay readable.
    @Test(
        "An 8-colour terminal keeps grey text and dark bars readable",
        arguments: [
            (Style(foreground: .gray), Style(attributes: .dim)),
            (Style(foreground: .gray, attributes: .bold), Style(attributes: [.bold, .dim])),
            (Style(background: .indexed(236)), Style(attributes: .reverse)),
            (Style(foreground: .gray, background: .indexed(236)), Style(attributes: [.dim, .reverse])),
            (Style(background: .indexed(236), attributes: .bold), Style(attributes: [.bold, .reverse])),
            (Style(foreground: .black, background: .black), Style(attributes: .reverse)),
            // Coloured text keeps its bar; a real colour behind default text stays.
            (
                Style(foreground: .white, background: .indexed(236)),
                Style(foreground: .white, background: .black)
            ),
            (Style(background: .blue), Style(background: .blue)),
            (Style(foreground: .black, background: .white), Style(foreground: .black, background: .white)),
        ] as [(Style, Style)])
    func eightColours(style: Style, expected: Style) {
        #expect(style.resolved(for: .ansi8) == expected)
    }

    @Test(
        "A monochrome terminal keeps a colour's meaning in attributes",
        arguments: [
            (Style(background: .blue), Style(attributes: .reverse)),
            (Style(foreground: .ansi(.brightWhite)), Style(attributes: .bold)),
            (
                Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 200)),
                Style(attributes: [.bold, .reverse])
            ),
            (Style(foreground: .gray), Style(attributes: .dim)),
            (Style(foreground: .red, attributes: .underline), Style(attributes: .underline)),
            (Style(background: .white, attributes: .reverse), Style()),
        ] as [(Style, Style)])
    func monochrome(style: Style, expected: Style) {
        #expect(style.resolved(for: .monochrome) == expected)
    }

    @Test(
        "terminfo colour counts",
        arguments: [
            (-1, ColorCapability.monochrome), (2, .monochrome), (8, .ansi8), (16, .ansi16), (88, .indexed88),
            (256, .indexed256), (1 << 24, .trueColor),
        ])
    func fromColorCount(count: Int, capability: ColorCapability) {
        #expect(ColorCapability.from(colorCount: count) == capability)
    }
}

/// Detection reads terminfo through ncurses, so it shares the ncurses suite's serialization.
extension SurfaceTests {
    @Test(
        "Capability read from terminfo",
        arguments: [
            ("xterm-256color", ColorCapability.indexed256), ("rxvt-unicode", .indexed88), ("xterm", .ansi8),
            ("vt100", .monochrome),
        ])
    func detect(term: String, capability: ColorCapability) throws {
        let terminal = try OffscreenTerminal(size: Size(width: 4, height: 2), term: term)
        defer { terminal.close() }
        #expect(terminal.colors.capability == capability)
    }
}

/// An 88-colour terminal draws each colour as its palette's nearest entry, by number.
extension SurfaceTests {
    @Test("An 88-colour terminal draws the palette entry's number and reads it back")
    func eightyEightColours() throws {
        let terminal = try OffscreenTerminal(size: Size(width: 4, height: 1), term: "rxvt-unicode")
        defer { terminal.close() }
        terminal.surface.draw("o", at: .zero, style: Style(foreground: .orange))
        let rendition = terminal.colors.rendition(for: Style(foreground: .orange))
        // Orange's nearest is cube entry (3, 1, 0), number 16 + 3·16 + 1·4 + 0 = 68.
        #expect(Palette.index88(of: .orange.resolved(for: .indexed88)) == 68)
        #expect(terminal.colors.colors(ofPair: rendition.pair).foreground == .rgb(255, 139, 0))
        #expect(terminal.cell(at: .zero).style.foreground == .rgb(255, 139, 0))
    }
}
