import CNcurses
import Testing

@testable import CursesKit

/// Bracketed paste: everything between `ESC [200~` and `ESC [201~` is one
/// paste event, however it is split into reads, and never keys.
@Suite struct InputDecoderPasteTests {
    private func characters(_ text: String) -> [RawInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    @Test func aBracketedPasteIsOneEventWithItsTextAsIs() {
        var decoder = InputDecoder()
        let events = decoder.decode(characters("a\u{1B}[200~q\r\nline two\u{1B}[A\u{1B}[201~b"))
        #expect(
            events == [
                .key(.character("a")), .paste("q\r\nline two\u{1B}[A"), .key(.character("b")),
            ])
    }

    @Test func aPasteSpansReadsAndDropsKeyCodesInside() {
        var decoder = InputDecoder()
        #expect(decoder.decode(characters("\u{1B}[200~first ")).isEmpty)
        #expect(decoder.decode([.keyCode(KEY_UP)] + characters("q")).isEmpty)
        #expect(decoder.decode(characters("\u{1B}[20")).isEmpty)
        #expect(decoder.decode(characters("1~x")) == [.paste("first q"), .key(.character("x"))])
    }

    @Test func anEmptyPasteIsAnEmptyPasteEvent() {
        var decoder = InputDecoder()
        #expect(decoder.decode(characters("\u{1B}[200~\u{1B}[201~")) == [.paste("")])
    }
}
