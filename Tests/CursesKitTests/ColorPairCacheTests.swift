import Testing

@testable import CursesKit

/// An animated colour passes through a new style every frame: the colour-pair
/// cache must stay bounded however long the app animates, and a style whose
/// rendition was dropped must come back with the same colours. On a real
/// ncurses screen, so in the ncurses suite's serialization.
extension SurfaceTests {
    @Test func colorPairCacheStaysBoundedThroughAnAnimation() throws {
        let terminal = try OffscreenTerminal(size: Size(width: 4, height: 2))
        defer { terminal.close() }
        let colors = terminal.colors
        let first = Style(foreground: .rgb(0, 0, 0), background: .indexed(236))
        let firstColors = colors.colors(ofPair: colors.rendition(for: first).pair)
        // An orange-to-purple fade, frame by frame, many times over: 5,000 distinct styles.
        for step in 0..<5_000 {
            let level = UInt8(step % 256)
            let style = Style(foreground: .rgb(level, UInt8((step / 256) * 12 % 256), 255 - level))
            _ = colors.rendition(for: style)
        }
        #expect(colors.cachedStyleCount <= ColorPairCache.capacity)
        #expect(colors.colors(ofPair: colors.rendition(for: first).pair) == firstColors)
        #expect(firstColors.background == .indexed(236))
    }
}
