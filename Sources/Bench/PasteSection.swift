import TermUITesting

/// A large bracketed paste into the context screen's text field: from the
/// paste's first byte to the frame that shows it, and the memory it leaves.
/// (CursesKit reads the terminal a block per `read(2)`; through ncurses'
/// `wget_wch` a 1 MB paste took a million reads and about 2.5 s.)
enum PasteSection: BenchSection {
    static let runs = 5
    static let sizes = [64 * 1024, 1_000_000]

    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title: "Bracketed paste into the context screen's field (release, 80x24, median of \(runs) runs)",
            note:
                "The demo is launched with `--screen context`, `e` starts editing, then the paste is written "
                + "to the pty master in one `write` (the kernel passes it on as the app reads); time runs "
                + "from the paste's first byte to the ready marker of the frame it caused. The text is "
                + "lines of ASCII with a `q` and a newline in each (the field flattens them to one line).",
            headers: ["paste", "median", "min", "max", "peak RSS after"])
        for size in sizes {
            let line = "lorem ipsum q dolor sit amet\n"
            let text =
                String(String(repeating: line, count: size / line.utf8.count + 1).utf8.prefix(size)) ?? ""
            var times: [Double] = []
            var peaks: [Double] = []
            for _ in 0..<runs {
                let session = try DemoSession(arguments: ["--screen", "context"])
                defer { session.close() }
                _ = try session.measure(.character("e"))
                guard let sample = try session.measurePaste(text, deadline: .seconds(60)) else {
                    throw DemoSession.Failure(description: "no frame within 60 s of a \(size)-byte paste")
                }
                times.append(sample.latency)
                peaks.append(Double(session.peakResidentBytes ?? 0))
            }
            times.sort()
            table.rows.append([
                formatBytes(Double(size)), formatNanoseconds(TinyAppSection.median(times)),
                formatNanoseconds(times[0]), formatNanoseconds(times[times.count - 1]),
                formatBytes(TinyAppSection.median(peaks)),
            ])
        }
        return [table]
    }
}
