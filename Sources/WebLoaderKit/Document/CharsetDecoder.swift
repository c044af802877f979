import Glibc

/// Turns a page's bytes into UTF-8 as they arrive, from the charset the
/// response names (UTF-8 when it names none, or one this system does not know).
///
/// UTF-8 input is checked and repaired (an invalid byte becomes U+FFFD, as
/// `String(decoding:as:)` does); other charsets go through iconv. A character
/// split between two chunks waits for the rest; ``finish()`` flushes what is
/// left.
final class CharsetDecoder {
    private var converter: iconv_t?
    private var carry: [UInt8] = []
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// A decoder from `charset` (nil: UTF-8).
    init(charset: String?) {
        guard let name = charset.map(Self.iconvName), name != "UTF-8" else { return }
        let made = iconv_open("UTF-8", name)
        if let made, made != iconv_t(bitPattern: -1) { converter = made }
    }

    deinit {
        if let converter { iconv_close(converter) }
    }

    /// The name iconv knows `charset` by (browsers read ISO-8859-1 and ASCII as windows-1252).
    static func iconvName(_ charset: String) -> String {
        switch charset.lowercased() {
        case "utf-8", "utf8", "unicode-1-1-utf-8": "UTF-8"
        case "iso-8859-1", "latin1", "iso8859-1", "us-ascii", "ascii", "l1", "windows-1252", "cp1252":
            "WINDOWS-1252"
        case "shift_jis", "shift-jis", "sjis", "x-sjis": "SHIFT_JIS"
        default: charset.uppercased()
        }
    }

    /// The UTF-8 for `bytes`, less any character not yet complete.
    func decode(_ bytes: [UInt8]) -> [UInt8] {
        let input = carry + bytes
        carry = []
        return converter == nil ? repairUTF8(input, final: false) : convert(input, final: false)
    }

    /// What is left: an incomplete character at the end becomes U+FFFD.
    func finish() -> [UInt8] {
        let input = carry
        carry = []
        guard !input.isEmpty else { return [] }
        return converter == nil ? repairUTF8(input, final: true) : convert(input, final: true)
    }

    private func convert(_ input: [UInt8], final: Bool) -> [UInt8] {
        guard let converter else { return input }
        var output: [UInt8] = []
        output.reserveCapacity(input.count + input.count / 2)
        var offset = 0
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while offset < input.count {
            var inLeft = input.count - offset
            var outLeft = buffer.count
            let result = input.withUnsafeBufferPointer { source in
                buffer.withUnsafeMutableBufferPointer { target -> Int in
                    guard let from = source.baseAddress, let into = target.baseAddress else { return 0 }
                    var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(
                        mutating: from + offset
                    )
                    .assumingMemoryBound(to: CChar.self)
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(into)
                        .assumingMemoryBound(to: CChar.self)
                    return iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                }
            }
            output += buffer[0..<(buffer.count - outLeft)]
            let used = input.count - offset - inLeft
            offset += used
            if result == -1 {
                switch errno {
                case E2BIG: continue
                case EINVAL where !final:
                    carry = Array(input[offset...])
                    return output
                default:
                    // An invalid (or, at the end, incomplete) sequence: one byte becomes U+FFFD.
                    output += Self.replacement
                    offset += 1
                }
            }
        }
        return output
    }

    /// `input` as valid UTF-8; an incomplete sequence at the end waits unless `final`.
    private func repairUTF8(_ input: [UInt8], final: Bool) -> [UInt8] {
        var index = 0
        let count = input.count
        // Valid input (nearly every page) is returned as it is, without a copy.
        var output: [UInt8]?
        var copied = 0
        while index < count {
            let byte = input[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            // F5–FF never start a character (they once counted as a 3-byte lead, so `FF 93 93`
            // reached libxml2, which then read the rest of the page as Latin-1).
            let length =
                switch byte {
                case 0xC2...0xDF: 2
                case 0xE0...0xEF: 3
                case 0xF0...0xF4: 4
                default: 0
                }
            if length > 0, index + length > count, !final,
                input[(index + 1)...].allSatisfy({ $0 & 0xC0 == 0x80 })
            {
                if output == nil { output = [] }
                output? += input[copied..<index]
                carry = Array(input[index...])
                return output ?? []
            }
            if length > 0, index + length <= count, Self.isValid(input, at: index, length: length) {
                index += length
                continue
            }
            if output == nil { output = [] }
            output? += input[copied..<index]
            output? += Self.replacement
            index += 1
            copied = index
        }
        guard var output else { return input }
        output += input[copied..<count]
        return output
    }

    private static func isValid(_ input: [UInt8], at index: Int, length: Int) -> Bool {
        let first = input[index]
        for offset in 1..<length where input[index + offset] & 0xC0 != 0x80 { return false }
        let second = input[index + 1]
        switch first {
        case 0xE0: return second >= 0xA0
        case 0xED: return second < 0xA0
        case 0xF0: return second >= 0x90
        case 0xF4: return second < 0x90
        default: return true
        }
    }
}
