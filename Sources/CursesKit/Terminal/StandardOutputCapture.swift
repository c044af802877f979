import CTerminal
import Dispatch
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// While an inline region is live, what the program writes to standard output
/// (`print`, a library's logging) comes here through a pipe instead of
/// landing in the middle of the region; each complete line is handed to
/// ``onLines`` on the main actor, which prints it above the region.
///
/// A thread of its own drains the pipe, so a program that prints more than
/// the pipe holds from the main thread never blocks on itself. ``stop()``
/// puts standard output back and returns what was still on its way.
@MainActor
final class StandardOutputCapture {
    /// A duplicate of the terminal standard output was, for the region's own writes.
    let terminalFD: Int32
    /// Called on the main actor with the complete lines that arrived.
    var onLines: (([String]) -> Void)?

    private let readFD: Int32
    private let pending = Locked(Pending())
    private let finished = DispatchSemaphore(value: 0)
    private var isStopped = false

    /// Bytes read and not yet handed over.
    private struct Pending {
        var bytes: [UInt8] = []
        var isHandOverQueued = false
    }

    /// Moves standard output onto a pipe; `nil` when a descriptor could not be made.
    init?() {
        let terminal = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        guard terminal >= 0 else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            close(terminal)
            return nil
        }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        // Line-buffered: stdio chose its buffering for a terminal or chooses
        // it for a pipe at the first write; either way a line comes at once.
        cterminal_flush_stdout(1)
        dup2(ends[1], STDOUT_FILENO)
        close(ends[1])
        terminalFD = terminal
        readFD = ends[0]
        let fd = readFD
        let pending = self.pending
        let finished = self.finished
        DispatchQueue.global().async {
            Self.drain(fd, into: pending)
            finished.signal()
        }
    }

    /// Reads until every writer of the pipe is gone, handing lines to the main actor as they come.
    nonisolated private static func drain(_ fd: Int32, into pending: Locked<Pending>) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return }
            let queue = pending.withLock { state -> Bool in
                state.bytes += buffer[0..<count]
                guard !state.isHandOverQueued, state.bytes.contains(UInt8(ascii: "\n")) else { return false }
                state.isHandOverQueued = true
                return true
            }
            if queue {
                enqueueOnMainActor {
                    // The capture is owned by the screen; a late hand-over after stop() finds nothing.
                    StandardOutputCapture.active?.handOver()
                }
            }
        }
    }

    /// The capture running (one per process: there is one standard output).
    static weak var active: StandardOutputCapture?

    /// Hands the complete lines read so far to ``onLines``.
    func handOver() {
        let lines = takeLines(all: false)
        if !lines.isEmpty { onLines?(lines) }
    }

    private func takeLines(all: Bool) -> [String] {
        pending.withLock { state in
            state.isHandOverQueued = false
            var end = state.bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            if all { end = state.bytes.count }
            guard end > 0 else { return [] }
            var text = String(decoding: state.bytes[0..<end], as: UTF8.self)
            state.bytes.removeFirst(end)
            if text.hasSuffix("\n") { text.removeLast() }
            return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// Puts standard output back on the terminal and returns the lines that had
    /// not been handed over yet (a last line without its newline included).
    func stop() -> [String] {
        guard !isStopped else { return [] }
        isStopped = true
        cterminal_flush_stdout(0)
        // The pipe's last writer goes: the reader meets its end.
        dup2(terminalFD, STDOUT_FILENO)
        // A child process that inherited the pipe may hold it open: wait a little, then go on
        // with what arrived (the reader and its descriptor are left to the process's end).
        if finished.wait(timeout: .now() + .milliseconds(200)) == .success { close(readFD) }
        if Self.active === self { Self.active = nil }
        return takeLines(all: true)
    }
}
