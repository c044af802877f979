import Foundation
import TermUITesting

#if canImport(Glibc)
    import Glibc
#endif

/// `termui-http-fixture`, built next to the test binary: a loopback HTTP server
/// on an ephemeral port that the test scripts (see its Route.swift). Run as a
/// ``PipedChild``: Foundation's `Process` could leave another test's child
/// waiting for good (see there).
final class HTTPFixture: @unchecked Sendable {
    private let child: PipedChild
    private(set) var port = 0

    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("termui-http-fixture")
    }

    struct StartFailure: Error {}

    init() throws {
        child = try PipedChild(executable: Self.executable.path)
        var found: Int?
        _ = Self.wait(seconds: 20) {
            found = self.lines.first { $0.hasPrefix("listening ") }.flatMap { Int($0.dropFirst(10)) }
            return found != nil
        }
        guard let found else { throw StartFailure() }
        port = found
    }

    var lines: [String] { child.lines }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// Lets every stalled answer go on.
    func release() {
        child.send("release\n")
    }

    /// How many answers have stalled so far.
    var stallCount: Int { lines.filter { $0.hasPrefix("stalled") }.count }

    /// Waits until `condition` holds, polling, or the deadline passes.
    static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(2_000)  // wait-ok: polls a condition under a deadline
        }
        return condition()
    }

    /// A port on 127.0.0.1 where nothing listens (bound, then closed).
    static func refusedPort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length)
                return getsockname(fd, $0, &length)
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
