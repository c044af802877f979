import Testing

@testable import CursesKit

/// Text costs what is shown: measuring and drawing a label or a field count
/// the graphemes they look up (``TextMeasurement``), and a keystroke at
/// character 100,000 must count what one at character 10 does.
@MainActor
@Suite struct TextCostTests {
    /// Words of 1 to 9 letters, `count` characters in all.
    static func words(_ count: Int) -> String {
        var text = ""
        var length = 1
        while text.utf8.count < count {
            text += String(repeating: "w", count: length) + " "
            length = length % 9 + 1
        }
        return String(text.utf8.prefix(count)) ?? text
    }

    /// The graphemes one label measures to size itself in and draw `rows` rows of 40 columns.
    func labelCost(_ text: String, rows: Int) -> Int {
        let label = LabelWidget(text)
        let host = TestHost(root: label, width: 40, height: rows)
        return TextMeasurement.counting {
            _ = label.sizeThatFits(Size(width: 40, height: rows))
            _ = label.intrinsicContentSize(limitedTo: Size(width: 40, height: rows))
            host.render(full: true)
        }
    }

    @Test func aLabelMeasuresOnlyTheRowsItShows() {
        let small = labelCost(Self.words(1_000), rows: 3)
        let large = labelCost(Self.words(100_000), rows: 3)
        #expect(small == large)
        // Two layouts (sizing, wrapping) of three 40-column rows and a bit: never the text.
        #expect(large <= 4 * 3 * 41)
        #expect(labelCost(String(repeating: "x", count: 100_000), rows: 3) <= 4 * 3 * 41)
    }

    @Test func aLabelRemembersWhatItMeasuredUntilTheTextChanges() {
        let label = LabelWidget(Self.words(5_000))
        _ = label.sizeThatFits(Size(width: 30, height: 4))
        #expect(TextMeasurement.counting { _ = label.sizeThatFits(Size(width: 30, height: 4)) } == 0)
        label.text += "!"
        #expect(TextMeasurement.counting { _ = label.sizeThatFits(Size(width: 30, height: 4)) } > 0)
    }

    /// A field holding `text` with the cursor `fromEnd` characters before the end,
    /// and the graphemes measured to type one character and draw the result.
    func keystrokeCost(_ text: String, cursorAt index: Int?) -> Int {
        let root = Widget()
        let host = TestHost(root: root, width: 30, height: 1)
        let field = TextInput(text: text)
        field.frame = Rect(x: 0, y: 0, width: 30, height: 1)
        root.addSubwidget(field)
        host.focus.focus(field)
        if let index { field.cursorIndex = index }
        host.render(full: true)
        return TextMeasurement.counting {
            host.send(.character("k"))
            host.render()
        }
    }

    @Test func aKeystrokeCostsTheSameAtCharacterTenAndAtCharacterOneHundredThousand() {
        let long = Self.words(100_000)
        let atEnd = keystrokeCost(long, cursorAt: nil)
        let atTen = keystrokeCost(long, cursorAt: 10)
        let shortAtEnd = keystrokeCost(Self.words(1_000), cursorAt: nil)
        #expect(atEnd == shortAtEnd)
        #expect(atTen <= atEnd)
        // Scrolling, drawing and the cursor each walk at most one field's width.
        #expect(atEnd <= 8 * 31)
    }

    @Test func aPasteIsOneEditFlattenedToOneLine() {
        let root = Widget()
        let host = TestHost(root: root, width: 12, height: 1)
        let field = TextInput(text: "ab")
        field.frame = Rect(x: 0, y: 0, width: 12, height: 1)
        root.addSubwidget(field)
        host.focus.focus(field)
        final class Edits {
            var count = 0
            func changed() { count += 1 }
        }
        let edits = Edits()
        field.addTarget(edits, action: Edits.changed, for: .editingChanged)
        field.cursorIndex = 1
        #expect(host.focus.dispatch(paste: "x q\r\ny\tz\u{1B}[A\nw"))
        #expect(field.text == "ax q y z[A wb")
        #expect(edits.count == 1)
        #expect(field.cursorIndex == 12)
    }

    @Test func aMegabytePasteMeasuresOnlyTheField() {
        let root = Widget()
        let host = TestHost(root: root, width: 20, height: 1)
        let field = TextInput()
        field.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        root.addSubwidget(field)
        host.focus.focus(field)
        let paste = Self.words(1_000_000)
        let cost = TextMeasurement.counting {
            _ = host.focus.dispatch(paste: paste)
            host.render()
        }
        #expect(field.text.utf8.count == 1_000_000)
        #expect(cost <= 8 * 21)
        #expect(host.render() == [String(paste.suffix(19)) + " "])
    }

    /// The bounded layout breaks exactly where ``TextLayout/wrap(_:width:)`` does.
    @Test(arguments: [1, 2, 3, 7, 12])
    func boundedWrappingMatchesTheWholeTextLayout(width: Int) {
        var generator = SeededGenerator(seed: UInt64(width))
        let alphabet: [Character] = ["a", "b", " ", " ", "\n", "東", "e\u{301}", "é", "\u{301}", "🇫🇷"]
        for _ in 0..<300 {
            let length = Int.random(in: 0..<40, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let whole = TextLayout.wrap(text, width: width)
            for rows in [1, 2, 3, 50] {
                let bounded = BoundedTextLayout(text, width: width, maxRows: rows, mode: .wrap)
                var expected = Array(whole.prefix(rows))
                if whole.count > rows, let last = expected.last {
                    expected[expected.count - 1] = TextLayout.prefix(of: last, width: width - 1) + "…"
                }
                #expect(bounded.rows.map(\.text) == expected, "\(text.debugDescription) in \(width)×\(rows)")
                #expect(bounded.rows.map(\.width) == expected.map(\.displayWidth))
                #expect(bounded.isCut == (whole.count > rows))
            }
        }
    }

    /// A line of printable ASCII that fits is laid out from its bytes, without
    /// a grapheme walk: the rows are still those of the whole-text layout.
    @Test(arguments: [1, 4, 9, 20])
    func plainLinesMatchTheWholeTextLayout(width: Int) {
        var generator = SeededGenerator(seed: UInt64(100 + width))
        let alphabet: [Character] = ["a", "b", " ", " ", "~", "!"]
        for _ in 0..<300 {
            let length = Int.random(in: 0..<24, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let wrapped = TextLayout.wrap(text, width: width)
            for rows in [1, 3] {
                let bounded = BoundedTextLayout(text, width: width, maxRows: rows, mode: .wrap)
                var expected = Array(wrapped.prefix(rows))
                if wrapped.count > rows, let last = expected.last {
                    expected[expected.count - 1] = TextLayout.prefix(of: last, width: width - 1) + "…"
                }
                #expect(
                    bounded.rows.map(\.text) == expected,
                    "\(text.debugDescription) wrapped in \(width)×\(rows)")
                #expect(bounded.rows.map(\.width) == expected.map(\.displayWidth))
                let truncated = BoundedTextLayout(text, width: width, maxRows: rows, mode: .truncate)
                #expect(
                    truncated.rows.map(\.text) == [TextLayout.truncate(text, width: width)],
                    "\(text.debugDescription) cut at \(width)")
                #expect(truncated.cutsLines == (text.count > width))
            }
        }
    }
}

/// A small deterministic generator (SplitMix64) for reproducible random cases.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
