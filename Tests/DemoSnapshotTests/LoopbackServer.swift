import Foundation
import TermUITesting

#if canImport(Glibc)
    import Glibc
#endif

/// `termui-http-fixture` (built beside the demo): a loopback HTTP server on an
/// ephemeral port for the web screen's tests. Its stdout says "listening PORT",
/// then "stalled PATH" whenever an answer stops halfway; "release" on its stdin
/// lets them go on.
final class LoopbackServer: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let input = Pipe()
    private let lock = NSLock()
    private var collected = ""
    private(set) var port = 0

    struct StartFailure: Error {}

    init() throws {
        process.executableURL = URL(fileURLWithPath: BuiltProduct.path("termui-http-fixture"))
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        try output.fileHandleForWriting.close()
        try input.fileHandleForReading.close()
        let reading = output.fileHandleForReading
        Thread { [self] in
            while true {
                let chunk = reading.availableData
                if chunk.isEmpty { break }
                lock.withLock { collected += String(decoding: chunk, as: UTF8.self) }
            }
        }.start()
        guard wait(until: { self.lines.contains { $0.hasPrefix("listening ") } }),
            let line = lines.first(where: { $0.hasPrefix("listening ") }), let port = Int(line.dropFirst(10))
        else { throw StartFailure() }
        self.port = port
    }

    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    var lines: [String] { lock.withLock { collected.split(separator: "\n").map(String.init) } }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The request targets served so far, in order.
    var requests: [String] { lines.filter { $0.hasPrefix("request ") }.map { String($0.dropFirst(8)) } }

    /// How many answers have stopped halfway so far.
    var stallCount: Int { lines.filter { $0.hasPrefix("stalled") }.count }

    func release() {
        input.fileHandleForWriting.write(Data("release\n".utf8))
    }

    /// Polls `condition` until it holds or 20 s pass.
    func wait(until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if condition() { return true }
            usleep(2_000)  // wait-ok: polls a condition under a deadline
        }
        return condition()
    }
}

extension TerminalScreen {
    /// The screen with the port after every `127.0.0.1:` replaced by `X`s, so a page
    /// from the ephemeral-port fixture snapshots the same on every run.
    var maskingLoopbackPorts: TerminalScreen {
        masking(after: "127.0.0.1:") { $0.isNumber }
    }
}
