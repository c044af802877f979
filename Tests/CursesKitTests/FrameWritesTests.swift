import CNcurses
import Foundation
import Testing

@testable import CursesKit

#if canImport(Glibc)
    import Glibc
#endif

/// A frame leaves in one `write(2)` (plus one for the end of a synchronized
/// frame), so a terminal or tmux reading it never shows half of it. The
/// screen writes to a `SOCK_SEQPACKET` socket here: every write arrives as
/// one packet, so counting packets counts writes.
@MainActor @Suite struct FrameWritesTests {
    /// The packets (writes) waiting on `fd`, and their bytes.
    static func drain(_ fd: Int32) -> (writes: Int, bytes: Int) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var writes = 0
        var bytes = 0
        while true {
            let count = buffer.withUnsafeMutableBytes {
                recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
            }
            if count <= 0 { return (writes, bytes) }
            writes += 1
            bytes += count
        }
    }

    /// Draws 20 rows of text in alternating colours and commits them.
    static func drawFrame(_ screen: Screen, text: String) {
        let surface = screen.makeSurface()
        for row in 0..<20 {
            var style = Style()
            style.foreground = row % 2 == 0 ? .red : .blue
            _ = surface.draw("\(text) row \(row)", at: Point(x: row % 7, y: row), style: style)
        }
        screen.commit(cursor: nil)
    }

    @Test(arguments: [("0", 1), ("1", 2)])
    func aFrameIsOneWrite(synchronized: String, writesPerFrame: Int) throws {
        var pair: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &pair) == 0)
        defer {
            close(pair[0])
            close(pair[1])
        }
        let queries = TerminalQueries(environment: [
            "TERMUI_QUERIES": "0", "TERMUI_SYNCHRONIZED_OUTPUT": synchronized,
        ])
        let screen = try Screen(
            inputFD: pair[0], outputFD: pair[0], terminalType: "xterm-256color", queries: queries)
        defer { screen.end() }
        _ = Self.drain(pair[1])
        for (index, text) in ["first", "second, every row changed", "third"].enumerated() {
            Self.drawFrame(screen, text: text)
            let sent = Self.drain(pair[1])
            #expect(
                sent.writes == writesPerFrame,
                "frame \(index + 1): \(sent.bytes) bytes in \(sent.writes) writes")
            #expect(sent.bytes > 100)
        }
    }
}
