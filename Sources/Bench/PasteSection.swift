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
                let session = try editingSession()
                defer { session.close() }
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
        return [table, try unbracketed()]
    }

    /// The demo on its context screen with the text field being edited (`e`).
    static func editingSession() throws -> DemoSession {
        let session = try DemoSession(arguments: ["--screen", "context"])
        do {
            _ = try session.measure(.character("e"))
        } catch {
            session.close()
            throw error
        }
        return session
    }

    /// The unbracketed bursts: 1, 4 and 16 KB typed into the field in
    /// one write (a terminal without bracketed paste, a keyboard-wedge scanner),
    /// to the last frame they cause; then one key typed after them.
    static func unbracketed() throws -> BenchTable {
        var table = BenchTable(
            title:
                "Unbracketed paste into the context screen's field (release, 80x24, median of \(runs) runs)",
            note:
                "As above, but the text is written without `ESC [200~` brackets, so the app reads it as typed "
                + "keys: one line of ASCII words with a `q` in each (no newline: Enter would end the edit). "
                + "Time runs from the first byte to the last frame the burst caused (followed until none "
                + "comes for 500 ms); then `x` is pressed and timed to its frame.",
            headers: ["burst", "to last frame", "frames drawn", "key after it"])
        for size in [1024, 4096, 16_384] {
            let words = "lorem ipsum q dolor sit amet "
            let bytes = Array(String(repeating: words, count: size / words.utf8.count + 1).utf8.prefix(size))
            var times: [Double] = []
            var frames: [Double] = []
            var after: [Double] = []
            for _ in 0..<runs {
                let session = try editingSession()
                defer { session.close() }
                guard let burst = try session.measureBurst(bytes, deadline: .seconds(60)),
                    let key = try session.measure(.character("x"))
                else {
                    throw DemoSession.Failure(description: "no frame within 60 s of a \(size)-byte burst")
                }
                times.append(burst.latency)
                frames.append(Double(burst.frames))
                after.append(key.latency)
            }
            table.rows.append([
                "\(size / 1024) KiB", formatNanoseconds(TinyAppSection.median(times)),
                "\(Int(TinyAppSection.median(frames)))", formatNanoseconds(TinyAppSection.median(after)),
            ])
        }
        return table
    }
}
