import Foundation

/// The key of a localized string, SwiftUI's `LocalizedStringKey`: in TermUI
/// the key is the text shown. TermUI reads no localization tables
/// (`Localizable.strings`, string catalogs), so `Text(LocalizedStringKey("Hello"))`
/// shows "Hello", and an interpolated key shows its values in place.
///
/// ```swift
/// let key: LocalizedStringKey = "Welcome, \(name)"
/// Text(key)
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key stands for (the key itself: no tables are read).
    let text: String

    /// A key made from a string at run time.
    public init(_ value: String) { text = value }

    /// A key written as a string literal.
    public init(stringLiteral value: String) { text = value }

    /// A key written with interpolations: the values are shown in place.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Room for the literal and interpolated parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Appends a value as its description.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) { text += string }

        /// Appends a value formatted by `format`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text += format.format(input)
        }
    }
}

extension Text {
    /// A text showing the key's string: TermUI reads no localization tables,
    /// so `tableName`, `bundle` and `comment` are accepted and not used.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        self.init(key.text)
    }
}
