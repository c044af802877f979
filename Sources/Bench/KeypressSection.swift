import TermUITesting

/// From a keypress to the committed frame on the real demo: the release-built
/// `termui-demo` on a pty, read back through libvterm (TermUITesting), timed from
/// writing the key to reading the frame's ready marker.
enum KeypressSection: BenchSection {
    /// One launch of the demo and the keys pressed on it, in turn, one row per key.
    struct Scenario {
        var screen: String
        var arguments: [String]
        var keys: [(key: Key, label: String, change: String)]
    }

    static let presses = 200
    static let warmup = 10
    /// Consecutive keys without a frame after which a scenario stops.
    static let missLimit = 5

    static let scenarios = [
        Scenario(
            screen: "context", arguments: ["--screen", "context"],
            keys: [(.character("a"), "`a`", "accentColor: environment change, LabelRep updates")]),
        // `-` first: large → medium → large switches LabelRep between .body and .title2
        // each time, and never reaches an end of the range (where a key changes nothing).
        Scenario(
            screen: "context", arguments: ["--screen", "context"],
            keys: [
                (.character("-"), "`-`", "dynamicTypeSize down: LabelRep to .body"),
                (.character("+"), "`+`", "dynamicTypeSize up: LabelRep to .title2"),
            ]),
        Scenario(
            screen: "home", arguments: [],
            keys: [
                (.down, "Down", "list selection moves a row down"),
                (.up, "Up", "list selection moves a row up"),
            ]),
        Scenario(
            screen: "wallet", arguments: ["--screen", "wallet"],
            keys: [(.tab, "Tab", "focus moves to the next control (wraps)")]),
        Scenario(
            screen: "scanner", arguments: ["--screen", "scanner", "--scan-source", "keyboard"],
            keys: [(.character("l"), "`l`", "lifecycle pane shown / hidden")]),
        Scenario(
            screen: "web", arguments: ["--screen", "web", "--url", "start:text.html"],
            keys: [
                (.down, "Down", "the page scrolls a line down"), (.up, "Up", "the page scrolls a line up"),
            ]),
        Scenario(
            screen: "ncurses", arguments: ["--screen", "ncurses"],
            keys: [(.down, "Down", "the menu's next item"), (.up, "Up", "the menu's item before")]),
    ]

    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title: "Keypress to committed frame, termui-demo (release, 80x24)",
            note: "Each key is written to the pty master after the app has been quiet for "
                + "\(DemoSession.quiet.formatted); latency runs until the bench reads the ready marker "
                + "(`OSC 5379;ready;N BEL`, written after `doupdate` + `fflush`) of the frame it caused, "
                + "through TermUITesting's reader thread and libvterm. Bytes: everything the app wrote "
                + "from the key up to that marker. \(presses) presses per key after \(warmup) warm-up; "
                + "a key with no marker within \(DemoSession.keyDeadline.formatted) counts as \"no frame\" "
                + "(warm-up included; \(missLimit) in a row stop the row); "
                + "\"extra frames\" are further markers before the app fell quiet again.",
            headers: [
                "screen", "key", "what changes", "presses", "median", "p95", "bytes/key median",
                "bytes/key p95", "no frame", "extra frames", "peak RSS after",
            ])
        for scenario in scenarios {
            table.rows += try measure(scenario)
        }
        return [table]
    }

    /// Presses the scenario's keys in turn on one demo, and returns a row per key.
    static func measure(_ scenario: Scenario) throws -> [[String]] {
        let session = try DemoSession(arguments: scenario.arguments)
        defer { session.close() }
        let count = scenario.keys.count
        var samples = [[DemoSession.Sample]](repeating: [], count: count)
        var misses = [Int](repeating: 0, count: count)
        var missesInARow = 0
        var stopped = false
        for round in 0..<((warmup + presses) * count) where !stopped {
            let index = round % count
            let sample = try session.measure(scenario.keys[index].key)
            missesInARow = sample == nil ? missesInARow + 1 : 0
            stopped = missesInARow >= missLimit
            // A key without a frame is reported even in the warm-up.
            guard let sample else {
                misses[index] += 1
                continue
            }
            if round >= warmup * count { samples[index].append(sample) }
        }
        let peak = session.peakResidentBytes
        return scenario.keys.indices.map { index in
            let key = scenario.keys[index]
            let measured = samples[index]
            let latencies = measured.map(\.latency).sorted()
            let bytes = measured.map { Double($0.bytes) }.sorted()
            let noFrame = misses[index] == 0 ? "0" : "**\(misses[index])**" + (stopped ? " (stopped)" : "")
            return [
                scenario.screen, key.label, key.change, "\(measured.count)",
                percentile(latencies, 0.5).map(formatNanoseconds) ?? "–",
                percentile(latencies, 0.95).map(formatNanoseconds) ?? "–",
                percentile(bytes, 0.5).map { String(format: "%.0f B", $0) } ?? "–",
                percentile(bytes, 0.95).map { String(format: "%.0f B", $0) } ?? "–",
                noFrame, "\(measured.reduce(0) { $0 + $1.extraFrames })",
                peak.map { formatBytes(Double($0)) } ?? "–",
            ]
        }
    }

    /// The value below which `fraction` of the sorted `values` lie (nearest rank).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let rank = Int((fraction * Double(values.count)).rounded(.up))
        return values[min(max(rank, 1), values.count) - 1]
    }
}

extension Duration {
    /// `"10 ms"`, `"2 s"`: whole milliseconds or seconds, for table notes.
    fileprivate var formatted: String {
        let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
