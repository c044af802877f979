import CursesKit
import Testing

@testable import TermUI

/// KeyCharacterSet's classes against the Unicode character database, and the
/// `.onKeyPress(characters:)` filter built on them.
@MainActor
@Suite struct KeyCharacterSetTests {
    /// A scalar, the classes it belongs to (by its Unicode general category,
    /// written out here from the Unicode tables), and what it is.
    struct Case: CustomTestStringConvertible, Sendable {
        let scalar: Unicode.Scalar
        let classes: Set<String>
        var testDescription: String { "U+\(String(scalar.value, radix: 16, uppercase: true))" }
    }

    nonisolated static let cases: [Case] = [
        Case(scalar: "a", classes: ["letter", "lower", "alnum"]),
        Case(scalar: "Q", classes: ["letter", "upper", "alnum"]),
        Case(scalar: "é", classes: ["letter", "lower", "alnum"]),  // U+00E9 Ll
        Case(scalar: "ß", classes: ["letter", "lower", "alnum"]),  // U+00DF Ll
        Case(scalar: "Ж", classes: ["letter", "upper", "alnum"]),  // Cyrillic Lu
        Case(scalar: "ǅ", classes: ["letter", "upper", "alnum"]),  // U+01C5 Lt
        Case(scalar: "中", classes: ["letter", "alnum"]),  // CJK Lo
        Case(scalar: "ا", classes: ["letter", "alnum"]),  // Arabic alef, Lo
        Case(scalar: "ʰ", classes: ["letter", "alnum"]),  // U+02B0 Lm
        Case(scalar: "\u{0301}", classes: ["letter", "alnum"]),  // combining acute, Mn
        Case(scalar: "7", classes: ["digit", "alnum"]),
        Case(scalar: "٣", classes: ["digit", "alnum"]),  // Arabic-Indic three, Nd
        Case(scalar: "५", classes: ["digit", "alnum"]),  // Devanagari five, Nd
        Case(scalar: "½", classes: ["alnum"]),  // No: a number, not a decimal digit
        Case(scalar: "Ⅻ", classes: ["alnum"]),  // U+216B Nl
        Case(scalar: ".", classes: ["punct"]),
        Case(scalar: "_", classes: ["punct"]),  // Pc
        Case(scalar: "¿", classes: ["punct"]),  // Po
        Case(scalar: "—", classes: ["punct"]),  // U+2014 Pd
        Case(scalar: "«", classes: ["punct"]),  // Pi
        Case(scalar: "(", classes: ["punct"]),  // Ps
        Case(scalar: "+", classes: ["symbol"]),  // Sm
        Case(scalar: "€", classes: ["symbol"]),  // Sc
        Case(scalar: "^", classes: ["symbol"]),  // Sk
        Case(scalar: "©", classes: ["symbol"]),  // So
        Case(scalar: " ", classes: ["space"]),
        Case(scalar: "\t", classes: ["space"]),
        Case(scalar: "\u{A0}", classes: ["space"]),  // no-break space, Zs
        Case(scalar: "\u{3000}", classes: ["space"]),  // ideographic space, Zs
        Case(scalar: "\n", classes: ["newline"]),
        Case(scalar: "\r", classes: ["newline"]),
        Case(scalar: "\u{85}", classes: ["newline"]),
        Case(scalar: "\u{2028}", classes: ["newline"]),  // Zl
        Case(scalar: "\u{1B}", classes: []),  // Esc, Cc
        Case(scalar: "\u{200B}", classes: []),  // zero-width space is Cf, not a space
    ]

    nonisolated static let classes: [(name: String, set: KeyCharacterSet)] = [
        ("letter", .letters), ("lower", .lowercaseLetters), ("upper", .uppercaseLetters),
        ("digit", .decimalDigits), ("alnum", .alphanumerics), ("punct", .punctuationCharacters),
        ("symbol", .symbols), ("space", .whitespaces), ("newline", .newlines),
    ]

    @Test(arguments: cases) nonisolated func eachClassHoldsTheScalarsOfItsCategories(_ example: Case) {
        let found = Set(Self.classes.filter { $0.set.contains(example.scalar) }.map(\.name))
        #expect(found == example.classes)
        let spaceOrNewline = !example.classes.isDisjoint(with: ["space", "newline"])
        #expect(KeyCharacterSet.whitespacesAndNewlines.contains(example.scalar) == spaceOrNewline)
    }

    /// Over every scalar: decimal digits are exactly Unicode's Numeric_Type=Decimal,
    /// whitespace and newlines exactly its White_Space property. Off the main actor,
    /// which the suite's other tests share (a million scalars take a while).
    @Test nonisolated func digitsAndWhitespaceMatchTheirUnicodePropertiesOverEveryScalar() {
        var digitMismatches: [UInt32] = []
        var spaceMismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            if KeyCharacterSet.decimalDigits.contains(scalar) != (properties.numericType == .decimal) {
                digitMismatches.append(value)
            }
            if KeyCharacterSet.whitespacesAndNewlines.contains(scalar) != properties.isWhitespace {
                spaceMismatches.append(value)
            }
        }
        #expect(digitMismatches.isEmpty)
        #expect(spaceMismatches.isEmpty)
    }

    @Test nonisolated func aCharacterBelongsWhenEveryScalarDoes() {
        let decomposed = Character("e\u{0301}")  // é as e + combining acute
        #expect(decomposed.unicodeScalars.count == 2)
        #expect(KeyCharacterSet.letters.containsEveryScalar(of: decomposed))
        #expect(!KeyCharacterSet.decimalDigits.containsEveryScalar(of: "7\u{20E3}"))  // keycap 7
        #expect(KeyCharacterSet(charactersIn: "7").containsEveryScalar(of: "7"))
    }

    @Test nonisolated func literalsRangesUnionsAndInversions() {
        let signs: KeyCharacterSet = "+-"
        #expect(signs.contains("+") && signs.contains("-") && !signs.contains("*"))
        let hex = KeyCharacterSet.decimalDigits.union(KeyCharacterSet(charactersIn: "a"..."f"))
        #expect("09af".unicodeScalars.allSatisfy(hex.contains))
        #expect(!hex.contains("g") && !hex.contains("A"))
        let notDigits = KeyCharacterSet.decimalDigits.inverted
        #expect(notDigits.contains("x") && !notDigits.contains("7") && !notDigits.contains("٣"))
        let consonants = KeyCharacterSet.lowercaseLetters.subtracting("aeiou")
        #expect(consonants.contains("b") && !consonants.contains("e") && !consonants.contains("B"))
    }

    // MARK: The filter

    struct Typing: View {
        let recorder: Recorder
        var body: some View {
            Text("type")
                .onKeyPress { press in
                    recorder.record("other \(press)")
                    return .handled
                }
                .onKeyPress(characters: .letters) { press in
                    recorder.record("letter \(press.characters)")
                    return .handled
                }
        }
    }

    @Test func onKeyPressCharactersTakesTheSetsPlainCharactersOnly() {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 4, height: 1), root: Typing(recorder: recorder))
        for event in [
            KeyEvent.character("x"), .character("Ж"), .character("é"), .character("e\u{0301}"),
            .character("7"), .character(" "), .control("a"), KeyEvent(.character("x"), modifiers: .alt),
            KeyEvent(.enter),
        ] {
            host.send(event)
        }
        #expect(
            recorder.calls == [
                "letter x", "letter Ж", "letter é", "letter e\u{0301}",
                "other 7", "other  ", "other Ctrl-a", "other Alt-x", "other enter",
            ])
    }
}
