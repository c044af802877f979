import Testing

@testable import CursesKit

/// What the ncurses surface puts in a struck cell: ncurses has no
/// strikethrough attribute, so the glyph carries U+0336, or is dim where only
/// ASCII can be drawn.
@MainActor
@Suite struct StrikethroughTests {
    static let struck = Style(foreground: .red, attributes: [.bold, .strikethrough])

    @Test func aStruckGlyphCarriesTheStrokeOverlay() {
        let cell = WindowSurface.struck("a", style: Self.struck, canDrawUnicode: true)
        #expect(cell.glyph == "a\u{0336}")
        #expect(cell.style == Style(foreground: .red, attributes: .bold))
    }

    @Test func withoutUnicodeStruckTextIsDim() {
        let cell = WindowSurface.struck("a", style: Self.struck, canDrawUnicode: false)
        #expect(cell.glyph == "a")
        #expect(cell.style == Style(foreground: .red, attributes: [.bold, .dim]))
    }

    @Test func aCellAlreadyFullKeepsItsGlyph() {
        // A base and four combining marks fill a cchar_t's five scalars.
        let full = "e\u{301}\u{302}\u{303}\u{304}"
        #expect(WindowSurface.struck(full, style: Self.struck, canDrawUnicode: true).glyph == full)
    }
}
