/// The characters an `.onKeyPress(characters:)` action takes: SwiftUI's
/// `CharacterSet` classes, from the standard library's Unicode tables.
///
/// Its own type, not Foundation's `CharacterSet`, so that TermUI does not load
/// Foundation and ICU (8 MB of a small app's memory). The classes carry
/// Foundation's names and meaning, and a set is written the same way:
///
/// ```swift
/// .onKeyPress(characters: .decimalDigits) { press in
///     digits.append(press.characters)
///     return .handled
/// }
/// .onKeyPress(characters: "+-") { press in
///     step(press.characters == "+" ? 1 : -1)
///     return .handled
/// }
/// ```
///
/// A character belongs to a set when every Unicode scalar in it does (`é`
/// written as `e` and a combining accent is a letter: both scalars are).
public struct KeyCharacterSet: Sendable, ExpressibleByStringLiteral {
    private let test: @Sendable (Unicode.Scalar) -> Bool

    private init(_ test: @escaping @Sendable (Unicode.Scalar) -> Bool) { self.test = test }

    /// The scalars of `string`.
    public init(charactersIn string: String) {
        let scalars = Set(string.unicodeScalars)
        self.init { scalars.contains($0) }
    }

    /// The scalars in `range`: `KeyCharacterSet(charactersIn: "a"..."f")`.
    public init(charactersIn range: ClosedRange<Unicode.Scalar>) {
        self.init { range.contains($0) }
    }

    /// The scalars of a literal: `.onKeyPress(characters: "+-")`.
    public init(stringLiteral string: String) { self.init(charactersIn: string) }

    /// True when `scalar` is in the set.
    public func contains(_ scalar: Unicode.Scalar) -> Bool { test(scalar) }

    /// True when every scalar of `character` is in the set (what
    /// `.onKeyPress(characters:)` asks of a key).
    func containsEveryScalar(of character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(test)
    }

    /// The scalars in this set or in `other`.
    public func union(_ other: KeyCharacterSet) -> KeyCharacterSet {
        let (test, other) = (test, other.test)
        return KeyCharacterSet { test($0) || other($0) }
    }

    /// The scalars in this set but not in `other`.
    public func subtracting(_ other: KeyCharacterSet) -> KeyCharacterSet {
        let (test, other) = (test, other.test)
        return KeyCharacterSet { test($0) && !other($0) }
    }

    /// Every scalar not in this set.
    public var inverted: KeyCharacterSet {
        let test = test
        return KeyCharacterSet { !test($0) }
    }
}

extension KeyCharacterSet {
    /// Letters and marks: general categories L and M (`a`, `é`, `ß`, `Ж`, `中`).
    public static let letters = categories(
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark)

    /// Lowercase letters: general category Ll.
    public static let lowercaseLetters = categories(.lowercaseLetter)

    /// Uppercase and titlecase letters: general categories Lu and Lt.
    public static let uppercaseLetters = categories(.uppercaseLetter, .titlecaseLetter)

    /// Decimal digits in any script: general category Nd (`7`, `٣`).
    public static let decimalDigits = categories(.decimalNumber)

    /// Letters, marks and numbers: general categories L, M and N (`½` too).
    public static let alphanumerics = letters.union(
        categories(.decimalNumber, .letterNumber, .otherNumber))

    /// Punctuation: general category P (`.`, `¿`, `—`, `«`).
    public static let punctuationCharacters = categories(
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation)

    /// Symbols: general category S (`+`, `$`, `©`, `€`).
    public static let symbols = categories(
        .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol)

    /// Spaces and tab: general category Zs and U+0009.
    public static let whitespaces = categories(.spaceSeparator).union("\t")

    /// Line breaks: U+000A–U+000D, U+0085, U+2028 and U+2029.
    public static let newlines = KeyCharacterSet(charactersIn: "\n\u{0B}\u{0C}\r\u{85}\u{2028}\u{2029}")

    /// ``whitespaces`` and ``newlines``.
    public static let whitespacesAndNewlines = whitespaces.union(newlines)

    private static func categories(_ categories: Unicode.GeneralCategory...) -> KeyCharacterSet {
        KeyCharacterSet { categories.contains($0.properties.generalCategory) }
    }
}
