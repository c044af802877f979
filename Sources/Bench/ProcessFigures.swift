import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What the kernel knows about a running app: peak memory, wakeups and system calls.
enum ProcessFigures {
    /// `VmHWM` (peak resident set) of `pid`, in bytes.
    static func peakResidentBytes(of pid: pid_t) -> Int? {
        statusBytes("VmHWM:", of: pid)
    }

    /// `VmRSS` (resident set now) of `pid`, in bytes.
    static func residentBytes(of pid: pid_t) -> Int? {
        statusBytes("VmRSS:", of: pid)
    }

    /// A kilobyte figure of `/proc/PID/status` (the line starting with `field`), in bytes.
    private static func statusBytes(_ field: String, of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            return nil
        }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }

    /// Context switches of every thread of `pid` so far (voluntary + involuntary): each
    /// time a thread of the app was put to sleep or woken, so a quiet app's count stands still.
    static func contextSwitches(of pid: pid_t) -> Int? {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else {
            return nil
        }
        var total = 0
        for thread in threads {
            guard
                let status = try? String(
                    contentsOfFile: "/proc/\(pid)/task/\(thread)/status", encoding: .utf8)
            else { continue }
            for line in status.split(separator: "\n") where line.contains("ctxt_switches:") {
                total +=
                    line.split(separator: "\t").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                    .first ?? 0
            }
        }
        return total
    }

    /// The threads of `pid`.
    static func threadCount(of pid: pid_t) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task"))?.count ?? 0
    }

    /// An `strace -c -f` attached to an app, counting its system calls until ``stop()``.
    struct SystemCallCounter {
        let tracer: pid_t
        let report: String

        /// Attaches strace to `pid`; `nil` when strace is missing or cannot be started.
        init?(pid: pid_t) {
            let strace = "/usr/bin/strace"
            guard FileManager.default.isExecutableFile(atPath: strace) else { return nil }
            // The summary goes to a file (no pipe for other children to inherit).
            report =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("termui-bench-strace-\(getpid())-\(pid).txt").path
            let arguments = [strace, "-q", "-c", "-f", "-o", report, "-p", "\(pid)"]
            var argv = arguments.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var tracer: pid_t = 0
            guard posix_spawn(&tracer, strace, nil, nil, &argv, environ) == 0 else { return nil }
            self.tracer = tracer
        }

        /// Detaches strace (SIGINT) and returns what it counted: the total and the calls by
        /// name; `nil` when it could not attach.
        func stop() -> (total: Int, calls: String)? {
            kill(tracer, SIGINT)
            var status: Int32 = 0
            while waitpid(tracer, &status, 0) < 0 && errno == EINTR {}
            defer { unlink(report) }
            // After the detach strace ends by SIGINT itself (or exits 0); it exits 1 when it
            // could not attach.
            guard status == 0 || status & 0x7f == SIGINT else { return nil }
            let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
            // strace prints no table at all when it saw no call.
            return text.contains("% time") ? parse(straceSummary: text) : (0, "")
        }
    }

    /// The total and the names from `strace -c`'s table; `(0, "")` for an empty table.
    static func parse(straceSummary report: String) -> (total: Int, calls: String)? {
        guard report.contains("% time") else { return nil }
        var names: [String] = []
        var total = 0
        for line in report.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 5, Double(fields[0]) != nil, let last = fields.last, last != "total" else {
                continue
            }
            // "% time seconds usecs/call calls [errors] syscall"
            let calls = Int(fields[3]) ?? 0
            names.append("\(last) \(calls)")
            total += calls
        }
        return (total, names.joined(separator: ", "))
    }
}
