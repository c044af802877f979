extension StringProtocol {
    /// The text without the Unicode scalars `isTrimmed` accepts at either end: what
    /// Foundation's `trimmingCharacters(in:)` does, for the kits that use FoundationEssentials,
    /// which has none. The default trims what `CharacterSet.whitespacesAndNewlines` holds.
    ///
    /// ```swift
    /// " rgb(1, 2, 3)\n".trimmingScalars()  // "rgb(1, 2, 3)"
    /// "\t12 ".trimmingScalars(where: \.isHorizontalWhitespace)  // "12"
    /// ```
    package func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool = \.isWhitespaceOrNewline)
        -> String
    {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}

extension Unicode.Scalar {
    /// True for what `CharacterSet.whitespaces` holds: a tab, a space separator
    /// (Unicode category Zs) or U+200B ZERO WIDTH SPACE, which Foundation keeps
    /// from Unicode versions that called it a space. Line and paragraph breaks are not.
    package var isHorizontalWhitespace: Bool {
        value == 0x09 || value == 0x200B || properties.generalCategory == .spaceSeparator
    }

    /// True for what `CharacterSet.whitespacesAndNewlines` holds: ``isHorizontalWhitespace``
    /// and the line breaks U+000A–U+000D, U+0085, U+2028 and U+2029.
    package var isWhitespaceOrNewline: Bool {
        isHorizontalWhitespace || (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028
            || value == 0x2029
    }
}
