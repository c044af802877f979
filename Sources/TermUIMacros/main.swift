// The compiler plugin behind TermUI's `#Preview`: an executable that speaks the
// compiler's plugin protocol on standard input and output, written without
// swift-syntax (which SwiftPM cannot fetch here). Each message is a little-endian
// 64-bit length and that many bytes of JSON. The compiler asks for the plugin's
// capability once, then for each `#Preview { ... }` asks for its expansion; a
// terminal has no canvas, so every preview expands to nothing.
import Foundation

/// The protocol version answered to `getCapability` (the compiler's current one).
let protocolVersion = 7

/// `count` bytes from standard input, or nil at its end.
func read(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Writes one message: its length, then its JSON.
func send(_ message: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: message) else { return }
    var length = UInt64(json.count).littleEndian
    FileHandle.standardOutput.write(Data(bytes: &length, count: 8) + json)
}

while let header = read(8) {
    let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    guard let body = read(Int(UInt64(littleEndian: length))),
        let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
    else { break }
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
    } else {
        // expandFreestandingMacro (and anything else): no code, no diagnostics.
        send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
    }
}
