import CursesKit
import Foundation
import Testing

/// The kits use FoundationEssentials, which has no `trimmingCharacters(in:)` or
/// `String(format:)`; CursesKit's stand-ins must answer as Foundation does, so
/// Foundation is the oracle here (the tests may link it; the kits do not).
@Suite struct EssentialsTextTests {
    static let texts = [
        "", "   ", " a ", "plain", "\t\r\n x y \u{85}", "\u{3000}全角\u{2028}", "\u{A0}a\u{200B}",
        " e\u{301} ", "\u{1680}ok\u{205F}\u{2029}", " \u{301}x", "\r\n", "\n rgb(1, 2, 3)\t\n",
        "\u{1B}[31m ", "a\u{0}", "\u{FEFF}bom\u{FEFF}", "\u{200B}zw\u{200B}", "\u{180E}mvs\u{180E}",
        "\u{2060}wj\u{2060}", "\u{1C}fs\u{1F}", "\u{2007}\u{2008}\u{2009}\u{200A}",
    ]

    @Test(arguments: texts)
    func trimmingMatchesFoundationsWhitespacesAndNewlines(text: String) {
        #expect(text.trimmingScalars() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text[...].trimmingScalars() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test(arguments: texts)
    func trimmingHorizontalWhitespaceMatchesFoundationsWhitespaces(text: String) {
        #expect(
            text.trimmingScalars(where: \.isHorizontalWhitespace) == text.trimmingCharacters(in: .whitespaces)
        )
    }

    /// Every scalar, so a Unicode update on either side shows here.
    @Test func theScalarSetsAreFoundationsWhitespaceSets() {
        var differences: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isHorizontalWhitespace != CharacterSet.whitespaces.contains(scalar)
                || scalar.isWhitespaceOrNewline != CharacterSet.whitespacesAndNewlines.contains(scalar)
            {
                differences.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    @Test(arguments: [
        0, 0.05, 0.15, 0.25, 0.35, 2.25, 1023.95, 59.96, 99.95, 1e20, -0.04, -2.5, .infinity, -.infinity,
        .nan, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ])
    func oneDecimalMatchesStringFormat(value: Double) {
        #expect(value.withOneDecimal == String(format: "%.1f", value))
    }
}
