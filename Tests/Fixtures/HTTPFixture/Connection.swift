import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One accepted connection: reads the request head, answers, closes.
struct Connection {
    let fd: Int32

    func serve() {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.ends(with: [13, 10, 13, 10]), head.count < 16_384 {
            guard read(fd, &byte, 1) == 1 else { return }
            head.append(byte)
        }
        let requestLine = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        guard parts.count >= 2 else { return }
        say("request \(parts[1])")
        Route(target: String(parts[1])).answer(on: self)
    }

    /// Writes all of `bytes`; false when the peer went away.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// The status line and headers; `length` nil omits Content-Length.
    func sendHead(status: String = "200 OK", type: String, length: Int?, extra: [String] = []) -> Bool {
        var lines = ["HTTP/1.1 \(status)", "Content-Type: \(type)", "Connection: close"] + extra
        if let length { lines.append("Content-Length: \(length)") }
        return send(lines.joined(separator: "\r\n") + "\r\n\r\n")
    }
}

extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
