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
    /// A ``PipedChild``: Foundation's `Process` could leave another test's child
    /// waiting for good (see there).
    private let child: PipedChild
    private(set) var port = 0

    struct StartFailure: Error {}

    init() throws {
        child = try PipedChild(executable: BuiltProduct.path("termui-http-fixture"))
        guard wait(until: { self.lines.contains { $0.hasPrefix("listening ") } }),
            let line = lines.first(where: { $0.hasPrefix("listening ") }), let port = Int(line.dropFirst(10))
        else { throw StartFailure() }
        self.port = port
    }

    var lines: [String] { child.lines }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The request targets served so far, in order.
    var requests: [String] { lines.filter { $0.hasPrefix("request ") }.map { String($0.dropFirst(8)) } }

    /// How many answers have stopped halfway so far.
    var stallCount: Int { lines.filter { $0.hasPrefix("stalled") }.count }

    func release() {
        child.send("release\n")
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
