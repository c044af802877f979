// The compiler plugin behind TermUI's `#Preview`: an executable that speaks the
// compiler's plugin protocol on standard input and output, written without
// swift-syntax (which SwiftPM cannot fetch here) and without Foundation (so it
// links the same way in every build). Each message is a little-endian 64-bit
// length and that many bytes of JSON. The compiler asks for the plugin's
// capability once, then for each `#Preview { ... }` for its expansion; a terminal
// has no canvas, so every preview expands to nothing. The answers are fixed, so
// a message is only looked at for which request it is.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The answer to `getCapability`: the compiler's current protocol version.
let capability = #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#
/// The answer to an expansion: no code, no diagnostics.
let emptyExpansion = #"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#

/// `count` bytes from standard input, or nil at its end.
func readBytes(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let got = bytes.withUnsafeMutableBytes { buffer in
            read(0, buffer.baseAddress.map { $0 + filled }, count - filled)
        }
        if got <= 0 { return nil }
        filled += got
    }
    return bytes
}

/// Writes all of `bytes` to standard output.
func writeBytes(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
        let put = bytes.withUnsafeBytes { buffer in
            write(1, buffer.baseAddress.map { $0 + written }, bytes.count - written)
        }
        if put <= 0 { exit(1) }
        written += put
    }
}

/// Sends one message: its length, then its JSON.
func send(_ json: String) {
    let body = Array(json.utf8)
    let length = UInt64(body.count)
    writeBytes((0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * UInt64($0))) } + body)
}

while let header = readBytes(8) {
    let length = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    guard length < 1 << 31, let body = readBytes(Int(length)) else { break }
    // The request is the JSON object's one key: `{"getCapability":...}`.
    let request = String(decoding: body.prefix(64), as: UTF8.self)
    send(request.contains(#""getCapability""#) ? capability : emptyExpansion)
}
