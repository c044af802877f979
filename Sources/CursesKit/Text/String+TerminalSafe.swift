extension String {
    /// The text with every control character (C0 but tab and newline, DEL, C1)
    /// written as a visible `\u{1B}`-style escape, so that printing it to a
    /// terminal can never run an escape sequence.
    ///
    /// Use it for anything written outside a ``Surface`` (which replaces control
    /// characters itself) that may hold outside data: a file name, a value read
    /// from a file, a command-line argument, an environment variable.
    ///
    /// ```swift
    /// print("cannot open \(path.escapingControlCharacters)")
    /// ```
    public var escapingControlCharacters: String {
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A:
                result.unicodeScalars.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
