extension TextInput {
    /// One line of `text`: "\r\n", "\r", "\n" and tabs become spaces, other
    /// control characters are dropped.
    static func flattened(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A where afterCR:
                continue
            case 0x09, 0x0A, 0x0D:
                result.unicodeScalars.append(" ")
            case 0x00..<0x20, 0x7F...0x9F:
                continue
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    var cursor: String.Index { index(atOffset: cursorOffset) }
    var firstVisible: String.Index { index(atOffset: firstVisibleOffset) }

    /// The index at a UTF-8 offset: constant time on a native string.
    func index(atOffset offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    func offset(of index: String.Index) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// The width of one grapheme as drawn (a secure field's mask is one
    /// column), counted in ``TextMeasurement``.
    func measure(_ character: Character) -> Int {
        TextMeasurement.add(1)
        return isSecureTextEntry ? 1 : character.displayWidth
    }

    /// `text` as the field draws it: masked in a secure field.
    func shownText(_ text: String) -> String {
        guard isSecureTextEntry else { return text }
        return String(repeating: Self.secureTextCharacter, count: text.count)
    }

    /// The columns of `start..<end`, measured no further than `limit` (then `limit + 1`).
    func columns(from start: String.Index, upTo end: String.Index, limit: Int) -> Int {
        let storage = text
        var total = 0
        var index = start
        while index < end {
            total += measure(storage[index])
            if total > limit { return limit + 1 }
            index = storage.index(after: index)
        }
        return total
    }
}
