import TermUITesting
import Testing

@testable import GalleryExample

#if canImport(Glibc)
    import Glibc
#endif

/// The palette page launched on terminals of each colour count (terminfo's
/// `colors`) and under `NO_COLOR`: the environment names the palette the
/// screen draws in, and orange is drawn as that palette's nearest colour.
@Suite struct GalleryPaletteTests {
    @Test(
        arguments: [
            (["TERM": "xterm-256color"], "256 colours", TerminalColor.indexed(208)),
            (["TERM": "rxvt-unicode"], "88 colours", .indexed(68)),
            (["TERM": "xterm"], "8 colours", .indexed(3)),
            (["TERM": "xterm-mono"], "no colour", .default),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], "no colour", .default),
        ] as [([String: String], String, TerminalColor)])
    func paletteFollowsTerminfoAndNoColor(
        environment: [String: String], palette: String, orange: TerminalColor
    ) async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("GalleryExample"), arguments: ["--page", "palette"],
            environment: environment)
        try await terminal.waitFor(text: "Palette: \(palette)")
        let screen = terminal.screen
        let row = try #require(screen.lines.firstIndex { $0.contains("orange") })
        let column = try #require(screen.lines[row].range(of: "orange")).lowerBound.utf16Offset(
            in: screen.lines[row])
        #expect(screen[row: row, col: column].style.foreground == orange)
        try terminal.process.signal(SIGTERM)
        await terminal.expectCleanExit(status: .exited(128 + SIGTERM))
    }
}
