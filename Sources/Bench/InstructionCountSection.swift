import Foundation
import TermUITesting

/// Instructions per key, counted by callgrind: the tiny TermUI app's Enter, and a key
/// on each of the demo's screens, each release-built app run under
/// `valgrind --tool=callgrind` on an 80x24 pty.
///
/// A count is exact where a time is noisy, so this is the figure to compare across
/// changes of the core. Each scenario runs twice, with ``shortRun`` and with
/// ``longRun`` presses of the same key (each press waits for its frame's ready marker
/// and then for quiet, so nothing of one key spills into the next); the difference
/// of the two totals is the cost of the last `longRun - shortRun` keys alone: start-up,
/// the first frame, the warm-up keys (the first presses run code for the first time)
/// and the exit are in both runs and cancel.
enum InstructionCountSection: BenchSection {
    struct Scenario {
        var app: String
        var product: String
        var arguments: [String]
        var key: Key
        /// Pressed every other time, when one key alone stops changing anything
        /// (a list's Down at its end): a press that changes nothing is no measure.
        var alternate: Key? = nil
        var label: String
        var change: String
        /// Keys pressed once first, in both runs (so they cancel): to reach the control.
        var setup: [Key] = []
        /// Text the app shows once what it loads after its first frame is there (the web
        /// screen's start page): waited for before any key, or the load and parse land in
        /// one run's count and not the other's (the web row read 6.2 M, then −0.1 M).
        var readyText: String? = nil
    }

    static let scenarios = [
        Scenario(
            app: "tiny TermUI app", product: "termui-bench-termui", arguments: [], key: .enter,
            label: "Enter", change: "\"Added N times\" counts the press"),
        Scenario(
            app: "termui-demo home", product: "termui-demo", arguments: [], key: .down, alternate: .up,
            label: "Down, Up (alternating)", change: "list selection moves a row (the list does not wrap)"),
        Scenario(
            app: "termui-demo context", product: "termui-demo", arguments: ["--screen", "context"],
            key: .character("a"), label: "`a`", change: "accentColor: environment change, LabelRep updates"),
        Scenario(
            app: "termui-demo wallet", product: "termui-demo", arguments: ["--screen", "wallet"], key: .tab,
            label: "Tab", change: "focus moves to the next control (wraps)"),
        Scenario(
            app: "termui-demo scanner", product: "termui-demo",
            arguments: ["--screen", "scanner", "--scan-source", "keyboard"], key: .character("l"),
            label: "`l`", change: "lifecycle pane shown / hidden"),
        Scenario(
            app: "termui-demo web", product: "termui-demo",
            arguments: ["--screen", "web", "--url", "start:"],
            key: .tab, label: "Tab", change: "the next link is focused, its target shown (wraps)",
            readyText: "Start page"),
        Scenario(
            app: "termui-demo ncurses", product: "termui-demo", arguments: ["--screen", "ncurses"],
            key: .character(" "), label: "Space (after Tab)",
            change: "libmenu toggles Milk in the Extras menu; the summary follows", setup: [.tab]),
    ]

    /// Presses before callgrind starts counting: the warm-up (first-time
    /// look-ups, caches filled, the first frames).
    static let shortRun = 10
    /// Presses in all: the ones after the warm-up are counted.
    static let longRun = 30
    /// Enter presses in one write, in the shorter and the longer burst.
    static let burstShortRun = 100
    static let burstLongRun = 1_100
    static let valgrind = "/usr/bin/valgrind"
    /// Generous: under callgrind an app runs some fifty times slower.
    static let deadline = Duration.seconds(60)

    static func run() throws -> [BenchTable] {
        guard FileManager.default.isExecutableFile(atPath: valgrind) else {
            throw DemoSession.Failure(description: "no \(valgrind): `make bench-deps` installs valgrind")
        }
        let counted = longRun - shortRun
        var table = BenchTable(
            title: "Instructions per key (callgrind, release, 80x24)",
            note: "Each app runs under `valgrind --tool=callgrind --instr-atstart=no` on a pty and is "
                + "pressed the key \(longRun) times, each press after the frame of the one before (its ready "
                + "marker, then \(DemoSession.quiet.milliseconds) ms of quiet). Callgrind counts nothing "
                + "until the first \(shortRun) presses (the warm-up) have drawn, then every instruction of "
                + "every thread until the last press has (`callgrind_control -i on`, `-i off`): "
                + "instructions per key = that count ÷ \(counted), the steady cost of one key, from reading "
                + "it to the frame written. Callgrind counts every instruction executed (no sampling, no "
                + "clock), and the apps hash with a fixed seed (`SWIFT_DETERMINISTIC_HASHING=1`), so two "
                + "runs of one build agree within 0.2 %. (Until December 2026 this was the difference "
                + "of two whole runs, \(longRun) and \(shortRun) presses, which moved by up to 0.1 M "
                + "between runs: a first-time look-up, a late start-up answer, landed in one and not the "
                + "other.) The apps run as built, debug information stripped from a copy "
                + "(Debian 12's valgrind cannot read Swift's DWARF 5).",
            headers: ["app", "key", "what changes", "instructions per key", "Ir, \(counted) keys counted"])
        for scenario in scenarios {
            let total = try totalInstructions(scenario, presses: longRun, countingAfter: shortRun)
            table.rows.append([
                scenario.app, scenario.label, scenario.change,
                formatInstructions(Double(total) / Double(counted)), formatInstructions(Double(total)),
            ])
        }
        let burstCounted = burstLongRun - burstShortRun
        var bursts = BenchTable(
            title: "Instructions per press of a burst (callgrind, release, 80x24)",
            note:
                "The tiny TermUI app under callgrind, twice: once \(burstShortRun) Enter presses written in one "
                + "write, once \(burstLongRun), each followed to its last frame. Instructions per press: the "
                + "difference of the two totals ÷ \(burstCounted): reading, decoding and routing a press, the "
                + "button's action and its share of the passes and the frame.",
            headers: [
                "app", "burst", "instructions per press", "Ir, \(burstShortRun)", "Ir, \(burstLongRun)",
            ])
        let tiny = scenarios[0]
        let short = try totalInstructions(tiny, presses: burstShortRun, asBurstOfEnter: true)
        let long = try totalInstructions(tiny, presses: burstLongRun, asBurstOfEnter: true)
        bursts.rows.append([
            tiny.app, "Enter × N in one write",
            formatInstructions(Double(long - short) / Double(burstCounted)),
            formatInstructions(Double(short)), formatInstructions(Double(long)),
        ])
        return [table, bursts]
    }

    /// Runs `scenario`'s app under callgrind, presses its key `presses` times (each
    /// after the frame of the one before; with `asBurstOfEnter`, Enter whatever the
    /// scenario's key, `presses` times in one write) and quits; returns the instructions
    /// callgrind counted over the whole run. With `profile`, callgrind's output is kept
    /// there (function names as the binary spells them). With `countingAfter`,
    /// callgrind counts only the presses after that many (the warm-up).
    static func totalInstructions(
        _ scenario: Scenario, presses: Int, asBurstOfEnter: Bool = false,
        countingAfter warmUp: Int? = nil,
        keepingProfileAt profile: String? = nil,
        thenPressing tour: [Key] = []
    ) throws -> Int {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-callgrind-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("callgrind.out").path
        let log = directory.appendingPathComponent("valgrind.log").path
        let session: DemoSession
        do {
            session = try DemoSession(
                product: scenario.product, arguments: scenario.arguments,
                command: { path in
                    [
                        valgrind, "--tool=callgrind", "--callgrind-out-file=\(output)", "--demangle=no",
                        "--instr-atstart=\(warmUp == nil ? "yes" : "no")",
                        // Valgrind's own messages go to a file, not onto the app's screen.
                        "--log-file=\(log)",
                        try strippedCopy(of: path, in: directory.path),
                    ]
                },
                // The same hash seed every run: a random one moves a dictionary's probes,
                // and with them the count, from run to run.
                environment: ["SWIFT_DETERMINISTIC_HASHING": "1"],
                firstFrameTimeout: .seconds(180))
        } catch {
            // Valgrind's reason, when it gave up before the app drew.
            let said = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").suffix(4)
            throw DemoSession.Failure(
                description: "\(error)" + (said.map { ": valgrind: " + $0.joined(separator: " / ") } ?? ""))
        }
        var ended = false
        defer { if !ended { session.close() } }
        if let text = scenario.readyText, !session.waitForOutput(containing: text, timeout: .seconds(180)) {
            throw DemoSession.Failure(description: "\(scenario.app) under callgrind never showed \"\(text)\"")
        }
        for key in scenario.setup where try session.measure(key, deadline: deadline) == nil {
            throw DemoSession.Failure(description: "\(scenario.app) under callgrind: \(key) drew no frame")
        }
        var unchanged = 0
        if asBurstOfEnter {
            let bytes = [UInt8](repeating: 0x0D, count: presses)
            guard try session.measureBurst(bytes, deadline: deadline) != nil else {
                throw DemoSession.Failure(
                    description:
                        "\(scenario.app) under callgrind: \(presses) Enter in one write drew no frame")
            }
        }
        for press in 1...presses where !asBurstOfEnter {
            if press - 1 == warmUp { try instrumentation(on: true, of: session) }
            let key = press % 2 == 0 ? scenario.alternate ?? scenario.key : scenario.key
            guard let sample = try session.measure(key, deadline: deadline) else {
                throw DemoSession.Failure(
                    description:
                        "\(scenario.app) under callgrind: press \(press) of \(scenario.label) drew no frame")
            }
            // A frame that sent nothing but its marker: the key changed nothing.
            if sample.bytes == 0 { unchanged += 1 }
        }
        // One such frame can be a start-up answer's, late under callgrind, taken for the
        // first key's; more mean the key stopped changing anything, and its count measures nothing.
        guard unchanged * 4 <= presses else {
            throw DemoSession.Failure(
                description:
                    "\(scenario.app) under callgrind: \(unchanged) of \(presses) presses of \(scenario.label) "
                    + "changed nothing")
        }
        if warmUp != nil { try instrumentation(on: false, of: session) }
        // Keys pressed after the counted ones, each waited for; one that draws nothing is no failure.
        for key in tour { _ = try session.measure(key, deadline: deadline) }
        ended = true
        // Callgrind writes its counts as the app exits.
        guard session.close(timeout: .seconds(120)) else {
            throw DemoSession.Failure(
                description: "\(scenario.app) under callgrind did not exit after Ctrl-C")
        }
        if let profile {
            try? FileManager.default.removeItem(atPath: profile)
            try FileManager.default.copyItem(atPath: output, toPath: profile)
        }
        return try summary(ofCallgrindFile: output)
    }

    /// Switches callgrind's counting on or off in the session's process (`callgrind_control -i`).
    static func instrumentation(on: Bool, of session: DemoSession) throws {
        let control = Process()
        control.executableURL = URL(fileURLWithPath: "/usr/bin/callgrind_control")
        control.arguments = ["-i", on ? "on" : "off", String(session.pid)]
        control.standardOutput = FileHandle.nullDevice
        control.standardError = FileHandle.nullDevice
        try control.run()
        control.waitUntilExit()
        guard control.terminationStatus == 0 else {
            throw DemoSession.Failure(
                description: "callgrind_control -i \(on ? "on" : "off") \(session.pid) failed "
                    + "(\(control.terminationStatus))")
        }
    }

    /// A copy of the executable at `path` in `directory`, without its debug information:
    /// Debian 12's valgrind cannot read the DWARF 5 that Swift 6.3 writes and gives up on
    /// the binary ("Possibly corrupted debuginfo file"). The code is the same, and so is
    /// the count.
    static func strippedCopy(of path: String, in directory: String) throws -> String {
        let copy = directory + "/" + URL(fileURLWithPath: path).lastPathComponent
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let strip = Process()
        strip.executableURL = URL(fileURLWithPath: "/usr/bin/strip")
        strip.arguments = ["--strip-debug", copy]
        try strip.run()
        strip.waitUntilExit()
        guard strip.terminationStatus == 0 else {
            throw DemoSession.Failure(
                description: "strip --strip-debug \(copy) failed (\(strip.terminationStatus))")
        }
        return copy
    }

    /// The `totals:` (or `summary:`) line of a callgrind output file: Ir over the
    /// run. (With counting switched on late, `summary:` says 0 and `totals:` the count.)
    static func summary(ofCallgrindFile path: String) throws -> Int {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw DemoSession.Failure(description: "callgrind wrote no \(path)")
        }
        for prefix in ["totals:", "summary:"] {
            for line in text.split(separator: "\n") where line.hasPrefix(prefix) {
                let fields = line.dropFirst(prefix.count).split(separator: " ")
                if let first = fields.first, let instructions = Int(first) { return instructions }
            }
        }
        throw DemoSession.Failure(description: "no summary line in \(path)")
    }

    /// `"1.168 M"`: instructions in millions, three decimals.
    static func formatInstructions(_ count: Double) -> String {
        String(format: "%.3f M", count / 1_000_000)
    }
}

extension Duration {
    /// Whole milliseconds, for table notes.
    fileprivate var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
