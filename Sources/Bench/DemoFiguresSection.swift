import Foundation
import TermUITesting

/// The demo's start-up, memory and idle cost per screen: first frame and peak RSS
/// over several launches, then system calls and wakeups of an idle demo.
enum DemoFiguresSection: BenchSection {
    static let screens: [(name: String, arguments: [String])] = [
        ("home", []), ("context", ["--screen", "context"]), ("wallet", ["--screen", "wallet"]),
        ("scanner", ["--screen", "scanner", "--scan-source", "keyboard"]),
        ("web", ["--screen", "web", "--url", "start:"]), ("ncurses", ["--screen", "ncurses"]),
    ]
    static let runs = 7
    /// libdispatch retires idle worker threads about 5 s after their last job.
    static let settle = 6
    static let idleSeconds = 10

    static func run() throws -> [BenchTable] {
        var startup = BenchTable(
            title: "termui-demo start-up and memory per screen (release, 80x24 pty, median of \(runs) runs)",
            note: "First frame: from just before the pty spawn to reading the first frame's ready marker. "
                + "Peak RSS: `VmHWM` once the first frame is drawn and the app is quiet.",
            headers: ["screen", "first frame", "min", "max", "peak RSS"])
        for screen in screens {
            var firsts: [Double] = []
            var peaks: [Double] = []
            for _ in 0..<runs {
                let session = try DemoSession(arguments: screen.arguments)
                firsts.append(session.firstFrame)
                peaks.append(Double(session.peakResidentBytes ?? 0))
                session.close()
            }
            firsts.sort()
            startup.rows.append([
                screen.name, formatNanoseconds(TinyAppSection.median(firsts)), formatNanoseconds(firsts[0]),
                formatNanoseconds(firsts[firsts.count - 1]), formatBytes(TinyAppSection.median(peaks)),
            ])
        }
        return [startup, try idle()]
    }

    /// Every screen open at once, left alone: what their processes do in ``idleSeconds``.
    static func idle() throws -> BenchTable {
        var table = BenchTable(
            title: "Idle apps (\(idleSeconds) s, after \(settle) s of quiet)",
            note:
                "Each screen is launched, drawn and left alone for \(settle) s (libdispatch retires idle worker "
                + "threads about 5 s after their last job), then watched for \(idleSeconds) s: system calls by "
                + "`strace -c -f -p PID` (all threads), and context switches of all threads from "
                + "`/proc/PID/task/*/status` (each is a wakeup or a preemption). An idle app should show 0 and 0.",
            headers: ["app", "system calls", "which", "context switches", "threads"])
        // The tiny TermUI app after a `.task` slept three times: on MainQueueClock, and on
        // ContinuousClock (Task.sleep's default, which wakes on TermUI's global executor).
        let apps: [(name: String, product: String, arguments: [String])] =
            screens.map { ("termui-demo " + $0.name, "termui-demo", $0.arguments) } + [
                ("tiny TermUI, .task slept on MainQueueClock", "termui-bench-termui", ["--task-clock"]),
                ("tiny TermUI, .task slept on ContinuousClock", "termui-bench-termui", ["--task-sleep"]),
            ]
        let sessions = try apps.map { try DemoSession(product: $0.product, arguments: $0.arguments) }
        defer { sessions.forEach { $0.close() } }
        sleep(UInt32(settle))
        // One strace per screen, all at once, so the section waits idleSeconds once;
        // context switches are read from a second after the attach (which stops each thread once).
        let counters = sessions.map { ProcessFigures.SystemCallCounter(pid: $0.pid) }
        sleep(1)
        let before = sessions.map { ProcessFigures.contextSwitches(of: $0.pid) }
        sleep(UInt32(idleSeconds))
        let after = sessions.map { ProcessFigures.contextSwitches(of: $0.pid) }
        let results = counters.map { $0?.stop() }
        for (index, session) in sessions.enumerated() {
            let switches = before[index].flatMap { start in after[index].map { "\($0 - start)" } }
            let calls = results[index]
            table.rows.append([
                apps[index].name, calls.map { "\($0.total)" } ?? "(no strace)",
                calls.map { $0.calls.isEmpty ? "–" : $0.calls } ?? "–",
                switches ?? "–", "\(ProcessFigures.threadCount(of: session.pid))",
            ])
        }
        return table
    }
}
