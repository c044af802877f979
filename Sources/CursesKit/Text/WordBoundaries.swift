extension Character {
    /// A character of a word for readline's word commands (Alt-B, Alt-F, Alt-D,
    /// Ctrl-←/→): letters, digits and `_`.
    var isWordCharacter: Bool { isLetter || isNumber || self == "_" }
}

extension StringProtocol {
    /// The first index at or after `index` whose character does not satisfy
    /// `predicate` (or the end): walks only as far as the run goes.
    func index(after index: Index, skipping predicate: (Character) -> Bool) -> Index {
        var i = index
        while i < endIndex, predicate(self[i]) { i = self.index(after: i) }
        return i
    }

    /// The start of the run of characters satisfying `predicate` that ends at
    /// `index`: walks back only as far as the run goes.
    func index(before index: Index, skipping predicate: (Character) -> Bool) -> Index {
        var i = index
        while i > startIndex {
            let previous = self.index(before: i)
            guard predicate(self[previous]) else { break }
            i = previous
        }
        return i
    }

    /// Readline's `forward-word`: past the non-word characters, then to the end of the word.
    func wordEnd(after index: Index) -> Index {
        let start = self.index(after: index, skipping: { !$0.isWordCharacter })
        return self.index(after: start, skipping: \.isWordCharacter)
    }

    /// Readline's `backward-word`: back over non-word characters, then to the word's start.
    func wordStart(before index: Index) -> Index {
        let end = self.index(before: index, skipping: { !$0.isWordCharacter })
        return self.index(before: end, skipping: \.isWordCharacter)
    }

    /// Readline's `unix-word-rubout` (Ctrl-W): back over whitespace, then to
    /// the previous whitespace.
    func whitespaceWordStart(before index: Index) -> Index {
        let end = self.index(before: index, skipping: \.isWhitespace)
        return self.index(before: end, skipping: { !$0.isWhitespace })
    }
}
