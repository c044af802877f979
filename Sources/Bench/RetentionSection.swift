import TermUITesting

/// Each demo screen opened from home and left again, 300 times in one process,
/// with the resident set read from outside (as `top` reads it) after a warm-up
/// and every 100 cycles. A screen that keeps anything per visit grows by that
/// much per cycle; malloc's own slack shows as a step that does not repeat.
/// (The headless ScreenCycleLeakTests count the objects; this is what the
/// kernel sees.)
enum RetentionSection: BenchSection {
    static let cycles = 300
    static let warmUp = 20
    static let checkpoint = 100
    static let screens = ["context", "scanner", "wallet", "web", "ncurses"]

    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title:
                "Resident set over \(cycles) visits of each screen (release, 80x24 pty, one process per screen)",
            note:
                "The demo starts on the screen; a visit is Esc (home, with the screen's row chosen) and "
                + "Enter (the screen again), each key waited for until its frame is drawn. `VmRSS` after "
                + "\(warmUp) warm-up visits, then every \(checkpoint); growth is from the warm-up to the last. "
                + "The scanner reads `--scan-source keyboard` (the demo feed draws frames of its own); the web "
                + "screen opens its start page. glibc's default malloc, as a user runs it: its per-thread "
                + "arenas (file reads and loads run on worker threads) add a step while new ones are "
                + "touched; ScreenVisitMemoryTests runs with one arena, where growth is what was kept.",
            headers: ["screen", "after warm-up"]
                + stride(from: checkpoint, through: cycles, by: checkpoint).map {
                    "after \($0)"
                } + ["growth", "per visit"])
        for screen in screens {
            let session = try DemoSession(arguments: [
                "--screen", screen, "--scan-source", "keyboard", "--url", "start:",
            ])
            defer { session.close() }
            func visit() throws {
                for key in [Key.escape, .enter] where try session.measure(key) == nil {
                    throw DemoSession.Failure(
                        description: "no frame for \(key) visiting the \(screen) screen")
                }
            }
            for _ in 0..<warmUp { try visit() }
            let start = ProcessFigures.residentBytes(of: session.pid) ?? 0
            var row = [screen, kilobytes(start)]
            var last = start
            for done in 1...cycles {
                try visit()
                if done % checkpoint == 0 {
                    last = ProcessFigures.residentBytes(of: session.pid) ?? 0
                    row.append(kilobytes(last))
                }
            }
            let growth = last - start
            row += [formatSignedBytes(Double(growth)), String(format: "%+d B", growth / cycles)]
            table.rows.append(row)
        }
        return [table]
    }

    /// A resident set in KiB, the unit `VmRSS` counts in.
    static func kilobytes(_ bytes: Int) -> String { "\(bytes / 1024) KiB" }
}
