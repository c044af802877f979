import Foundation
import TermUITesting

#if canImport(Glibc)
    import Glibc
#endif

/// The web screen as a browser over loopback HTTP: a 1 MB and an 8 MB page,
/// first screenful and full render, memory at the peak and after going home,
/// the CPU a load stalled half-way costs, and `lynx -dump` and `w3m -dump` of
/// the same URL beside it.
enum WebStreamingSection: BenchSection {
    static let sizes = [1, 8]
    static let stallSeconds = 3

    static func run() throws -> [BenchTable] {
        let server = try LoopbackFixture()
        defer { server.stop() }
        var table = BenchTable(
            title: "Web screen over loopback HTTP: streaming, memory, a stalled load (release, 80x24)",
            note:
                "termui-http-fixture serves each page with a Content-Length. First screenful: from the spawn of "
                + "`termui-demo --url URL` to the page's first heading on screen; full render: to the last "
                + "frame without the progress overlay. Peak RSS is `VmHWM`, after home `VmRSS` once Esc has "
                + "left the page. Stalled: the same page served half, then nothing for \(stallSeconds) s; CPU is "
                + "utime + stime of the demo over those seconds (100 ticks = one core for a second). lynx and w3m "
                + "dump the same URL to /dev/null: their time is the whole dump, RSS their own `VmHWM`, read every 2 ms while they run.",
            headers: [
                "page", "program", "first screenful", "full render", "peak RSS", "RSS after home",
                "CPU while stalled",
            ])
        for megabytes in sizes {
            let path = try WebLoaderSection.temporaryPage(
                WebLoaderSection.page(bytes: megabytes << 20), name: "stream-\(megabytes)")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let url = server.url(path: path)
            let demo = try measureDemo(url: url)
            let stalled = try stalledTicks(url: url + "&stall=\(megabytes << 19)", server: server)
            table.rows.append([
                "\(megabytes) MB", "termui-demo", formatNanoseconds(demo.first), formatNanoseconds(demo.full),
                formatBytes(Double(demo.peak)), formatBytes(Double(demo.afterHome)),
                "\(stalled) ticks in \(stallSeconds) s",
            ])
            for tool in [
                ("lynx", ["/usr/bin/lynx", "-dump", url]), ("w3m", ["/usr/bin/w3m", "-dump", url]),
            ] {
                guard let dump = spawnAndMeasure(tool.1) else {
                    table.rows.append([
                        "\(megabytes) MB", tool.0 + " -dump", "–", "(not installed)", "–", "–", "–",
                    ])
                    continue
                }
                table.rows.append([
                    "\(megabytes) MB", tool.0 + " -dump", "–", formatNanoseconds(dump.wall),
                    formatBytes(Double(dump.maxResident)), "–", "–",
                ])
            }
        }
        return [table]
    }

    /// Times to the first screenful and to the full render, peak RSS, and RSS after going home.
    static func measureDemo(url: String) throws -> (first: Double, full: Double, peak: Int, afterHome: Int) {
        let start = ContinuousClock.now
        let terminal = try Terminal.launch(
            executable: DemoSession.demoPath, arguments: ["--url", url, "--timeout", "600"])
        defer {
            try? terminal.press(.control("c"))
            _ = try? terminal.process.waitForExit(timeout: .seconds(5))
        }
        let first = wait(for: terminal, since: start, seconds: 120) { $0.contains("Section 1") }
        let full = wait(for: terminal, since: start, seconds: 600) {
            $0.contains("Section 1") && !$0.contains("Loading ")
        }
        let peak = ProcessFigures.peakResidentBytes(of: terminal.process.pid) ?? 0
        try terminal.press(.escape)
        _ = wait(for: terminal, seconds: 30) { $0.contains("Web") && !$0.contains("Section 1") }
        // Give the freed pages a moment to go back to the kernel (free() returns big blocks at once).
        usleep(500_000)  // wait-ok: the bench reads memory after the app has had its turn
        let afterHome = residentBytes(of: terminal.process.pid) ?? 0
        return (
            DemoSession.nanoseconds(first ?? .zero), DemoSession.nanoseconds(full ?? .zero), peak, afterHome
        )
    }

    /// The demo's CPU ticks over ``stallSeconds`` while the page waits half-way.
    static func stalledTicks(url: String, server: LoopbackFixture) throws -> Int {
        let terminal = try Terminal.launch(
            executable: DemoSession.demoPath, arguments: ["--url", url, "--timeout", "600"])
        defer {
            server.release()
            try? terminal.press(.control("c"))
            _ = try? terminal.process.waitForExit(timeout: .seconds(5))
        }
        _ = wait(for: terminal, seconds: 120) { $0.contains("Section 1") }
        // The demo has drawn what came; let it finish laying out the half it has.
        usleep(1_000_000)  // wait-ok: the stall being measured starts once the app is quiet
        let before = cpuTicks(of: terminal.process.pid)
        sleep(UInt32(stallSeconds))
        return cpuTicks(of: terminal.process.pid) - before
    }

    /// Polls the screen until `condition` holds; the time since `start`, or nil at the deadline.
    static func wait(
        for terminal: Terminal, since start: ContinuousClock.Instant = .now, seconds: Int,
        _ condition: (TerminalScreen) -> Bool
    ) -> Duration? {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if condition(terminal.screen) { return ContinuousClock.now - start }
            usleep(5_000)  // wait-ok: polls the screen under a deadline
        }
        return nil
    }

    /// utime + stime of `pid` in clock ticks.
    static func cpuTicks(of pid: pid_t) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[close...].split(separator: " ")
        return (Int(fields[12]) ?? 0) + (Int(fields[13]) ?? 0)
    }

    /// `VmRSS` of `pid`, in bytes.
    static func residentBytes(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            return nil
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }
        }
        return nil
    }

    /// Runs `arguments` with its output to /dev/null: wall time and peak RSS; nil when it is missing.
    static func spawnAndMeasure(_ arguments: [String]) -> (wall: Double, maxResident: Int)? {
        guard FileManager.default.isExecutableFile(atPath: arguments[0]) else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = ContinuousClock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return nil }
        // The peak is the child's own `VmHWM`, read while it runs: wait4's `ru_maxrss` is
        // no use here, since posix_spawn's child shares the bench's memory until it execs
        // and the kernel keeps that high-water mark (lynx and w3m both "peaked" at the
        // bench's 287 MB after the callgrind sections).
        var peak = 0
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped < 0 && errno != EINTR) { break }
            if let now = ProcessFigures.peakResidentBytes(of: pid) { peak = max(peak, now) }
            usleep(2000)  // wait-ok: samples a running process's figures
        }
        return (DemoSession.nanoseconds(ContinuousClock.now - start), peak)
    }
}

/// termui-http-fixture (built next to the bench by `make bench`), on an ephemeral loopback port.
final class LoopbackFixture {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    let port: Int

    struct StartFailure: Error {}

    init() throws {
        process.executableURL = URL(fileURLWithPath: BuiltProduct.path("termui-http-fixture"))
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let reading = output.fileHandleForReading
        while !text.contains("\n") {
            let chunk = reading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let line = text.split(separator: "\n").first, line.hasPrefix("listening "),
            let port = Int(line.dropFirst(10))
        else { throw StartFailure() }
        self.port = port
        // The fixture prints a line per request: keep its pipe drained.
        Thread.detachNewThread {
            while !reading.availableData.isEmpty {}
        }
    }

    func url(path: String) -> String {
        "http://127.0.0.1:\(port)/serve?path=\(path)"
    }

    /// Lets every stalled answer go on.
    func release() {
        input.fileHandleForWriting.write(Data("release\n".utf8))
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
