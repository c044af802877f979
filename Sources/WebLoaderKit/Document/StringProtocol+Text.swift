extension StringProtocol {
    /// The text without the characters `isTrimmed` accepts at either end
    /// (FoundationEssentials has no `trimmingCharacters(in:)`).
    func trimmed(_ isTrimmed: (Character) -> Bool = { $0.isWhitespace }) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }),
            let last = lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// The ranges where `query` occurs, ignoring case (each character compared
    /// lower-cased), without overlaps; ASCII text is compared byte by byte.
    func ranges(ofCaseInsensitive query: String, limit: Int = .max) -> [Range<String.Index>] {
        guard !query.isEmpty else { return [] }
        var found: [Range<String.Index>] = []
        let needle = Array(query.lowercased().utf8)
        if utf8.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(utf8)
            var start = 0
            while start + needle.count <= bytes.count, found.count < limit {
                var matched = true
                for offset in 0..<needle.count where Self.lower(bytes[start + offset]) != needle[offset] {
                    matched = false
                    break
                }
                if matched {
                    let lower = utf8.index(startIndex, offsetBy: start)
                    found.append(lower..<utf8.index(lower, offsetBy: needle.count))
                    start += needle.count
                } else {
                    start += 1
                }
            }
            return found
        }
        let characters = Array(indices)
        let wanted = Array(query.lowercased())
        var position = 0
        while position + wanted.count <= characters.count, found.count < limit {
            var matched = true
            for offset in 0..<wanted.count
            where self[characters[position + offset]].lowercased() != String(wanted[offset]) {
                matched = false
                break
            }
            if matched {
                let end = position + wanted.count
                found.append(characters[position]..<(end < characters.count ? characters[end] : endIndex))
                position = end
            } else {
                position += 1
            }
        }
        return found
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}

extension StringProtocol {
    /// The bytes with `%XX` escapes decoded (a `%` not followed by two hex digits stays as it is).
    var percentDecodedBytes: [UInt8] {
        let bytes = Array(utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = Self.hexValue(bytes[index + 1]), let low = Self.hexValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
