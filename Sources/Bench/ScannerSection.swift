import Foundation
import ScannerKit
import TermUITesting

#if canImport(Glibc)
    import Glibc
#endif

/// ScannerKit: zbar's time on a 640×480 frame, and the release-built demo's
/// scanner sheet on the demo feed: frames committed per second, its CPU while
/// scanning, and its wakeups once the sheet is gone.
enum ScannerSection: BenchSection {
    static func run() throws -> [BenchTable] {
        [recognition(), try liveScanning()]
    }

    // MARK: - Recognition

    static func recognition() -> BenchTable {
        var table = BenchTable(
            title: "Barcode recognition, 640x480 grey frame (zbar, QR only)",
            note: "Median of 60 reads after 5 warm-up reads, wall-clock and this thread's CPU time "
                + "(the second does not grow when other processes share the cores); goal: under 10 ms. "
                + "Frames are made by FrameSynthesizer from a libqrencode symbol.",
            headers: ["frame", "median (wall)", "median (thread CPU)", "codes found"])
        guard let reader = BarcodeReader(symbologies: [.qr]),
            let symbol = QRSymbol(text: "https://example.com/termui/scanner")
        else {
            table.rows.append(["zbar could not start", "-", "-", "-"])
            return table
        }
        let cases: [(String, (inout FrameSynthesizer) -> Void, [(QRSymbol, SymbolPlacement)])] = [
            (
                "code, sharp, upright", { _ in },
                [(symbol, SymbolPlacement(centerX: 320, centerY: 240, moduleSize: 6))]
            ),
            (
                "code, turned 10°, noise ±4 (a webcam's)", { s in s.noise = 4 },
                [(symbol, SymbolPlacement(centerX: 320, centerY: 240, moduleSize: 5, rotation: 10))]
            ),
            (
                "code, turned 20°, blur 1, noise ±12, low contrast",
                { s in
                    s.blurRadius = 1
                    s.noise = 12
                    s.dark = 60
                    s.light = 190
                }, [(symbol, SymbolPlacement(centerX: 300, centerY: 250, moduleSize: 5, rotation: 20))]
            ),
            ("no code, noise ±4", { s in s.noise = 4 }, []),
            ("no code, noise ±12", { s in s.noise = 12 }, []),
        ]
        for (name, configure, symbols) in cases {
            var synthesizer = FrameSynthesizer(width: 640, height: 480)
            configure(&synthesizer)
            let frame = synthesizer.render(symbols)
            var found = 0
            let median = Benchmark.median(iterations: 60) { found = reader.read(frame).count }
            // CPU time is what the read costs whatever else the machine is doing.
            var cpu: [Double] = []
            for _ in 0..<60 {
                let start = threadCPUTime()
                _ = reader.read(frame)
                cpu.append(threadCPUTime() - start)
            }
            table.rows.append([
                name, formatNanoseconds(median), formatNanoseconds(cpu.sorted()[30]), "\(found)",
            ])
        }
        return table
    }

    // MARK: - The demo's sheet on the demo feed

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func liveScanning() throws -> BenchTable {
        var table = BenchTable(
            title: "Scanner sheet on the demo feed, termui-demo (release, 80x24)",
            note: "`--screen scanner --scan-source demo`, Enter opens the sheet; frames are the ready "
                + "markers committed from Enter until the code is recognised and the sheet closes. CPU is "
                + "the demo's user+system time over that window. Wakeups are context switches of all the "
                + "demo's threads over 5 s, starting 7 s after the sheet closed (libdispatch retires idle "
                + "workers after ~5 s).",
            headers: ["measure", "value"])
        let path = DemoSession.demoPath
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(description: "no termui-demo at \(path)")
        }
        let terminal = try Terminal.launch(
            executable: path, arguments: ["--screen", "scanner", "--scan-source", "demo"], size: .standard)
        defer {
            try? terminal.press(.control("c"))
            if (try? terminal.process.waitForExit(timeout: .seconds(5))) == nil {
                try? terminal.process.signal(SIGKILL)
            }
        }
        let pid = terminal.process.pid
        guard terminal.process.waitForOutput(containing: "Scan QR code", timeout: .seconds(20)) else {
            throw Failure(description: "the scanner screen did not appear")
        }
        Thread.sleep(forTimeInterval: 0.5)
        let before = (bytes: terminal.process.output.count, cpu: cpuTicks(pid), time: ContinuousClock.now)
        try terminal.press(.enter)
        guard terminal.process.waitForOutput(containing: "example.com/termui/scanner", timeout: .seconds(30))
        else {
            throw Failure(description: "the demo feed's code was not recognised within 30 s")
        }
        let elapsed = ContinuousClock.now - before.time
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let output = terminal.process.output
        let frames = DemoSession.markers(in: output, from: before.bytes, to: output.count).count
        let cpu = Double(cpuTicks(pid) - before.cpu) / Double(sysconf(Int32(_SC_CLK_TCK)))
        table.rows.append(["scanning window (Enter → code recognised)", String(format: "%.2f s", seconds)])
        table.rows.append(["frames committed per second", String(format: "%.1f", Double(frames) / seconds)])
        table.rows.append(["CPU while scanning", String(format: "%.0f %% of one core", 100 * cpu / seconds)])

        Thread.sleep(forTimeInterval: 7)
        let switchesBefore = contextSwitches(pid)
        let outputBefore = terminal.process.output.count
        Thread.sleep(forTimeInterval: 5)
        let switches = contextSwitches(pid) - switchesBefore
        table.rows.append(["wakeups in 5 s after the sheet closed", "\(switches)"])
        table.rows.append(["bytes written in those 5 s", "\(terminal.process.output.count - outputBefore)"])
        table.rows.append(["threads left", "\(threadCount(pid))"])
        return table
    }

    /// This thread's CPU time, in nanoseconds.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    /// utime + stime of `pid`, in clock ticks (/proc/PID/stat fields 14 and 15).
    static func cpuTicks(_ pid: pid_t) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
        return user + system
    }

    /// Voluntary and involuntary context switches summed over every thread of `pid`.
    static func contextSwitches(_ pid: pid_t) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { sum, task in
            guard
                let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
            else {
                return sum
            }
            return sum
                + status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
                .compactMap {
                    Int($0.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "")
                }
                .reduce(0, +)
        }
    }

    static func threadCount(_ pid: pid_t) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []).count
    }
}
