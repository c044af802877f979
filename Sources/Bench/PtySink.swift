import CursesKit
import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal whose master side is drained by a background thread that
/// counts the bytes the program (ncurses) writes to the slave side.
///
/// To know that everything a frame wrote has been counted, the writer sends a
/// marker after the frame; bytes are counted up to the marker, never by waiting.
final class PtySink: Sendable {
    static let marker: [UInt8] = [0x01, 0x02, 0x03, 0x04]

    let master: Int32
    let slave: Int32
    /// What the reader has counted: bytes since the last mark, and markers seen.
    private struct Counts {
        var bytes = 0
        var markers = 0
    }

    private let counts = Locked(Counts())

    init(size: Size) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var window = winsize(
            ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &window) == 0 else {
            throw BenchError("openpty failed: errno \(errno)")
        }
        var modes = termios()
        tcgetattr(slave, &modes)
        cfmakeraw(&modes)
        tcsetattr(slave, TCSANOW, &modes)
        self.master = master
        self.slave = slave
        let thread = Thread { [self] in drain() }
        thread.start()
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var matched = 0
        while true {
            let n = read(master, &buffer, buffer.count)
            if n <= 0 { return }
            var markers = 0
            for byte in buffer[0..<n] {
                // The marker's bytes are all different, so a mismatch restarts the match.
                if byte == Self.marker[matched] {
                    matched += 1
                } else {
                    matched = byte == Self.marker[0] ? 1 : 0
                }
                if matched == Self.marker.count {
                    markers += 1
                    matched = 0
                }
            }
            let bytes = n - markers * Self.marker.count
            counts.withLock {
                $0.bytes += bytes
                $0.markers += markers
            }
        }
    }

    /// Writes a marker after what was written so far and returns the bytes counted
    /// since the previous call once the reader has reached it (deadline 10 s).
    func bytesSinceLastMark() throws -> Int {
        let expected = counts.withLock { $0.markers } + 1
        _ = Self.marker.withUnsafeBytes { write(slave, $0.baseAddress, $0.count) }
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let done = counts.withLock { counts -> Int? in
                guard counts.markers >= expected else { return nil }
                defer { counts.bytes = 0 }
                return counts.bytes
            }
            if let done { return done }
            sched_yield()
        }
        throw BenchError("the pty reader did not reach the marker within 10 s")
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
