import Testing

@testable import CursesKit

/// Plain text typed at the cursor scrolls the field by what it added (the
/// columns before the cursor are remembered), and ends where scrolling from
/// scratch would: after every key the remembered columns are the columns
/// shown before the cursor, and a scroll from scratch moves nothing.
@MainActor
@Suite struct TextInputScrollTests {
    /// A focused field `width` columns wide, drawn once.
    func field(width: Int, text: String = "") -> (TextInput, TestHost) {
        let root = Widget()
        let host = TestHost(root: root, width: width, height: 1)
        let field = TextInput(text: text)
        field.frame = Rect(x: 0, y: 0, width: width, height: 1)
        root.addSubwidget(field)
        host.focus.focus(field)
        host.render(full: true)
        return (field, host)
    }

    /// The state after a key, checked against a scroll from scratch.
    func expectScrolledAsFromScratch(
        _ field: TextInput, after key: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let first = field.firstVisibleOffset
        if let remembered = field.columnsToCursor {
            let shown = field.columns(from: field.firstVisible, upTo: field.cursor, limit: Int.max - 1)
            #expect(
                remembered == shown, "after \(key): columns before the cursor", sourceLocation: sourceLocation
            )
        }
        field.scrollToCursor()
        #expect(
            field.firstVisibleOffset == first, "after \(key): \(field.text.debugDescription)",
            sourceLocation: sourceLocation)
    }

    static let keys: [KeyEvent] =
        "abc de".map { KeyEvent.character($0) } + [
            .character("界"), .character("e"), .character("\u{301}"), KeyEvent(.left), KeyEvent(.left),
            .character("x"), KeyEvent(.home), .character("y"), KeyEvent(.end), KeyEvent(.backspace),
            .character("🇫"), .character("🇷"), .character("z"), KeyEvent(.left), .character("\u{600}"),
            KeyEvent(.right), .character("w"),
        ]

    @Test(arguments: [1, 2, 3, 7, 12])
    func everyKeyEndsWhereAScrollFromScratchWould(width: Int) {
        let (field, host) = field(width: width, text: "前置き ")
        var random = SeededGenerator(seed: UInt64(width))
        for step in 0..<600 {
            let key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
            host.send(key)
            expectScrolledAsFromScratch(field, after: "key \(step) \(key)")
            if step % 50 == 0 { host.render() }
        }
    }

    /// Typing at the end of a long line measures a grapheme or two per key
    /// (what scrolls off the left, the cursor cell), not the field's width.
    @Test func aTypedKeyMeasuresWhatItAddsNotTheWholeWindow() {
        let (field, host) = field(width: 60)
        for character in String(repeating: "lorem ipsum ", count: 10) { host.send(.character(character)) }
        let measured = TextMeasurement.counting {
            for character in String(repeating: "dolor sit ", count: 100) { host.send(.character(character)) }
        }
        #expect(field.text.count == 1_120)
        // Each key: the grapheme that scrolls off the left; the end needs no measuring.
        #expect(measured <= 1_000, "\(measured) graphemes measured for 1,000 keys")
    }
}
