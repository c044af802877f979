import Glibc

extension Double {
    /// The value with one decimal, exactly as `String(format: "%.1f", value)` writes it
    /// (C's printf rounding), for the kits that use FoundationEssentials, which has no
    /// `String(format:)`.
    ///
    /// ```swift
    /// 2.25.withOneDecimal  // "2.2"
    /// ```
    package var withOneDecimal: String {
        // "%.1f" of the largest Double is 311 characters.
        var buffer = [CChar](repeating: 0, count: 320)
        let count = withVaList([self]) { vsnprintf(&buffer, buffer.count, "%.1f", $0) }
        return String(
            decoding: buffer.prefix(max(0, Int(count))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
