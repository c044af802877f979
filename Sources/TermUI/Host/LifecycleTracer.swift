#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends lifecycle events to the file named by `TERMUI_TRACE`, never the screen.
///
/// Tracing is a diagnostic: it must never take the app down. The file is
/// opened for appending (no seek, so a FIFO or a character device works), a
/// terminal is refused (the trace would be drawn over the app), and the first
/// failure (a missing folder, a FIFO nobody reads, a full disk, `/dev/full`)
/// is reported once, in words, through `report` (standard error, which the
/// application replays after it restores the terminal). Tracing then stops.
final class LifecycleTracer {
    private var fd: Int32
    private let path: String
    private let report: (String) -> Void
    /// The failure reported, if any; nothing more is written after it.
    private(set) var failure: String?

    /// Opens `path`; on failure reports why and returns nil.
    init?(path: String, report: @escaping (String) -> Void = LifecycleTracer.reportOnStandardError) {
        self.path = path
        self.report = report
        fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o644)
        if fd < 0 {
            let reason =
                errno == ENXIO ? "it is a FIFO no process is reading" : String(cString: strerror(errno))
            report(Self.message(path, "cannot open it: \(reason)"))
            return nil
        }
        if isatty(fd) != 0 {
            close(fd)
            report(Self.message(path, "it is a terminal, where the trace would garble the screen"))
            return nil
        }
        var status = stat()
        if fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFIFO {
            // A reader that goes away must cost a failed write (EPIPE), not the process.
            signal(SIGPIPE, SIG_IGN)
        }
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    func write(_ event: LifecycleEvent) {
        write(line: event.description)
    }

    /// Appends one line (a lifecycle event, a runtime warning).
    func write(line: String) {
        guard fd >= 0 else { return }
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                writeBytes(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 {
                let reason =
                    errno == EAGAIN ? "the reader is not keeping up" : String(cString: strerror(errno))
                fail("writing failed: \(reason)")
                return
            }
            offset += written
        }
    }

    private func fail(_ reason: String) {
        close(fd)
        fd = -1
        let message = Self.message(path, reason + "; tracing stopped")
        failure = message
        report(message)
    }

    private static func message(_ path: String, _ reason: String) -> String {
        "TERMUI_TRACE \(path.escapingControlCharacters): \(reason)"
    }

    /// One line on standard error.
    static func reportOnStandardError(_ message: String) {
        let line = Array(("termui: " + message.escapingControlCharacters + "\n").utf8)
        line.withUnsafeBytes { _ = writeBytes(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

/// `write(2)`, under a name the tracer's own `write(_:)` does not hide.
private func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, bytes, count)
}
