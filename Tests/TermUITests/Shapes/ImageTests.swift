import Testing

@testable import TermUI

/// `Image(systemName:)`: SF Symbols names drawn as terminal glyphs, ASCII
/// where the terminal has no Unicode, a placeholder for a name TermUI does not know.
@MainActor
@Suite struct ImageTests {
    @Test func everySymbolsASCIIIsAsWideAsItsGlyph() {
        for name in SymbolTable.names {
            guard let symbol = SymbolTable.symbol(named: name) else {
                Issue.record("\(name) is listed but not found")
                continue
            }
            #expect(symbol.glyph.displayWidth == symbol.ascii.count, "\(name): \(symbol.glyph)")
            #expect(symbol.ascii.unicodeScalars.allSatisfy { $0.value >= 0x21 && $0.value < 0x7F }, "\(name)")
            #expect(
                !symbol.glyph.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "\(name)")
        }
    }

    @Test func theTableKnowsSeveralHundredNames() {
        #expect(SymbolTable.names.count >= 1_000)
    }

    @Test(arguments: [
        ("checkmark", "✓"), ("checkmark.circle", "✓"), ("checkmark.circle.fill", "✔"), ("xmark", "✕"),
        ("star", "☆"), ("star.fill", "★"), ("heart", "♡"), ("heart.fill", "♥"), ("trash", "⌫"),
        ("gear", "⚙"), ("person", "☺"), ("plus", "+"), ("plus.circle", "⊕"), ("minus.circle", "⊖"),
        ("circle", "○"), ("circle.fill", "●"), ("square", "□"), ("info.circle", "ⓘ"),
        ("exclamationmark.triangle", "⚠"), ("magnifyingglass", "⌕"), ("house", "⌂"), ("bell", "⍾"),
        ("calendar", "▦"), ("clock", "◷"), ("folder", "▭"), ("doc", "▤"), ("pencil", "✎"),
        ("chevron.right", "›"), ("chevron.down", "⌄"), ("arrow.left", "←"), ("arrow.up.circle.fill", "↑"),
        // Variants not listed fall back to their base.
        ("heart.circle.fill", "♥"), ("trash.square.fill", "⌫"), ("gear.circle.fill", "⚙"),
        ("arrow.right.square.fill", "→"), ("person.2.square", "⚇"),
    ])
    func commonNamesHaveTheirGlyph(name: String, glyph: String) {
        #expect(symbolGlyph(named: name) == glyph)
    }

    @Test func aNameWithoutABaseIsUnknown() {
        #expect(symbolGlyph(named: "no.such.symbol.circle.fill") == nil)
        #expect(symbolGlyph(named: "circle.square") == "○", "a shape suffix falls back to the base")
        #expect(symbolGlyph(named: "fill") == nil)
        #expect(symbolGlyph(named: "") == nil)
    }

    @Test func anImageTakesItsGlyphAndTheForegroundColour() {
        let host = HeadlessHost(size: Size(width: 12, height: 1)) {
            HStack {
                Image(systemName: "star.fill").foregroundColor(.yellow)
                Text("Favs")
            }
        }
        #expect(host.lines[0].hasPrefix("★ Favs"))
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == .yellow)
    }

    @Test func withoutUnicodeASymbolIsDrawnAsASCIIOfTheSameWidth() {
        let widget = SymbolWidget()
        widget.frame = Rect(origin: .zero, size: Size(width: 4, height: 1))
        widget.symbol = SymbolTable.symbol(named: "person.badge.plus") ?? SymbolTable.placeholder
        let unicode = CellBuffer(size: Size(width: 4, height: 1))
        widget.draw(in: unicode)
        #expect(unicode.lines == ["☺+  "])
        let ascii = CellBuffer(size: Size(width: 4, height: 1))
        ascii.canDrawUnicode = false
        widget.draw(in: ascii)
        #expect(ascii.lines == ["@+  "])
    }

    @Test func anUnknownNameShowsThePlaceholderAndIsReportedOnce() {
        let name = "termui.test.unknown.\(Int.random(in: 0..<1_000_000))"
        #expect(Image.reportUnknown(name))
        #expect(!Image.reportUnknown(name), "the second time says nothing")
        #expect(Image.unknownMessage(name).contains("Image(systemName: \"\(name)\")"))
        let host = HeadlessHost(size: Size(width: 4, height: 1)) { Image(systemName: name) }
        #expect(host.lines[0].hasPrefix("▯"))
    }

    @Test func imageScaleAndFontAreAccepted() {
        let host = HeadlessHost(size: Size(width: 4, height: 1)) {
            Image(systemName: "bell.fill").imageScale(.large).font(.title)
        }
        #expect(host.lines[0].hasPrefix("⍾"))
    }
}
