import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What the kernel knows about a running app: peak memory, wakeups and system calls.
enum ProcessFigures {
    /// `VmHWM` (peak resident set) of `pid`, in bytes.
    static func peakResidentBytes(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            return nil
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
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

    /// The system calls every thread of `pid` makes in `seconds`, counted by `strace -c -f`
    /// (`nil` when strace is missing or may not attach), with the calls seen by name.
    static func systemCalls(of pid: pid_t, seconds: Int) -> (total: Int, calls: String)? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { return nil }
        let strace = Process()
        strace.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        strace.arguments = ["-s", "INT", "\(seconds)", "/usr/bin/strace", "-c", "-f", "-p", "\(pid)"]
        let pipe = Pipe()
        strace.standardError = pipe
        strace.standardOutput = FileHandle.nullDevice
        do { try strace.run() } catch { return nil }
        let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        strace.waitUntilExit()
        return parse(straceSummary: report)
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
