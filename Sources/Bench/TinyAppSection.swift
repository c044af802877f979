import Foundation
import TermUITesting

/// The same tiny app three times, side by side: plain C ncurses (the floor),
/// CursesKit alone and TermUI (`Sources/BenchApps`), each launched on an 80x24
/// pty through TermUITesting.
enum TinyAppSection: BenchSection {
    struct App {
        var name: String
        var product: String
    }

    static let apps = [
        App(name: "C ncurses", product: "termui-bench-c"),
        App(name: "CursesKit", product: "termui-bench-curseskit"),
        App(name: "TermUI", product: "termui-bench-termui"),
    ]
    static let runs = 7
    /// Enter presses timed per run after the first one.
    static let presses = 20
    /// Enter presses in the one-write burst: 16 KB, the unbracketed paste.
    static let burstKeys = 16_384

    /// One run's figures.
    struct Run {
        var firstFrame: Double
        var firstEnter: Double
        var enter: [Double]
        var oneCellBytes: Int
        var barBytes: Int
        var peakResident: Int
        /// The 16 KB burst of Enter presses: to its last frame, and how many frames it drew.
        var burst: Double
        var burstFrames: Int
        /// Resident set after the burst minus after the first frame: what all the presses kept.
        var retained: Int
    }

    static func run() throws -> [BenchTable] {
        var runs: [[Run]] = apps.map { _ in [] }
        // Runs interleave the apps so a burst of load elsewhere hits all three alike.
        for _ in 0..<Self.runs {
            for (index, app) in apps.enumerated() {
                runs[index].append(try measure(app))
            }
        }
        let figures: [(String, ([Run]) -> Double, (Double) -> String)] = [
            ("start → first full frame", { median($0.map(\.firstFrame)) }, formatNanoseconds),
            (
                "Enter → screen changed (median of \(presses) per run)", { median($0.flatMap(\.enter)) },
                formatNanoseconds
            ),
            ("first Enter → screen changed", { median($0.map(\.firstEnter)) }, formatNanoseconds),
            (
                "bytes for a one-cell change", { median($0.map { Double($0.oneCellBytes) }) },
                { "\(Int($0)) B" }
            ),
            ("bytes for the 20-step bar", { median($0.map { Double($0.barBytes) }) }, { "\(Int($0)) B" }),
            ("peak RSS", { median($0.map { Double($0.peakResident) }) }, formatBytes),
            (
                "16 KB burst of Enter (one write) → last frame", { median($0.map(\.burst)) },
                formatNanoseconds
            ),
            (
                "frames drawn for that burst", { median($0.map { Double($0.burstFrames) }) },
                { "\(Int($0))" }
            ),
            (
                "RSS kept over all those presses", { median($0.map { Double($0.retained) }) },
                formatSignedBytes
            ),
        ]
        var table = BenchTable(
            title:
                "The tiny app: C ncurses, CursesKit, TermUI (release, 80x24 pty, median of \(Self.runs) runs)",
            note:
                "Sources/BenchApps: a title, a label, a focused \"Add to Wallet\" button counting Enter presses "
                + "(\"Added N times\": one cell changes) and a 20-cell bar that Right advances one step. "
                + "Start: from just before the pty spawn to reading the first frame's ready marker "
                + "(`OSC 5379;ready;N BEL`, written after `doupdate`). Enter: from writing the key to its frame's "
                + "marker, after 10 ms of quiet. Bytes: what the app wrote for the "
                + "key up to the marker (the bar: the sum over its 20 steps). Peak RSS: `VmHWM` after all that. "
                + "Burst: \(burstKeys) Enter presses (16 KB) written at once, unbracketed, to the last frame "
                + "they caused (none for \(DemoSession.quietLimit) after it); every press counts, so the last "
                + "frame shows the final count. RSS kept: `VmRSS` after the burst minus after the first frame. "
                + "(× C): the ratio to the C floor; the last column, TermUI's to CursesKit's.",
            headers: ["figure"] + apps.flatMap { [$0.name, "(× C)"] } + ["TermUI ÷ CursesKit"])
        for (label, value, format) in figures {
            let values = runs.map(value)
            var row = [label]
            for measured in values {
                row.append(format(measured))
                row.append(values[0] > 0 ? String(format: "%.2f×", measured / values[0]) : "–")
            }
            // The declarative layer's own cost: the goal is a first frame within 1.5× of CursesKit's.
            row.append(values[1] > 0 ? String(format: "%.2f×", values[2] / values[1]) : "–")
            table.rows.append(row)
        }
        return [table]
    }

    /// One launch of `app`: first frame, Enter presses, the bar's 20 steps, peak RSS.
    static func measure(_ app: App) throws -> Run {
        let session = try DemoSession(product: app.product)
        defer { session.close() }
        let startResident = ProcessFigures.residentBytes(of: session.pid) ?? 0
        guard let first = try session.measure(.enter) else {
            throw DemoSession.Failure(description: "\(app.product): the first Enter drew no frame")
        }
        var enter: [Double] = []
        for _ in 0..<presses {
            // "Added 1 times" ... "Added 8 times": one digit, one cell.
            guard let sample = try session.measure(.enter) else {
                throw DemoSession.Failure(description: "\(app.product): an Enter drew no frame")
            }
            enter.append(sample.latency)
        }
        var bar = 0
        for _ in 0..<20 {
            guard let sample = try session.measure(.right) else {
                throw DemoSession.Failure(description: "\(app.product): a step of the bar drew no frame")
            }
            bar += sample.bytes
        }
        let peak = session.peakResidentBytes ?? 0
        let burstBytes = [UInt8](repeating: 0x0D, count: burstKeys)
        guard let burst = try session.measureBurst(burstBytes, deadline: .seconds(60)) else {
            throw DemoSession.Failure(description: "\(app.product): the burst drew no frame")
        }
        let retained = (ProcessFigures.residentBytes(of: session.pid) ?? 0) - startResident
        return Run(
            firstFrame: session.firstFrame, firstEnter: first.latency, enter: enter,
            oneCellBytes: first.bytes, barBytes: bar, peakResident: peak, burst: burst.latency,
            burstFrames: burst.frames, retained: retained)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

/// Formats a byte count for a table cell in MiB (`VmHWM` counts KiB).
func formatBytes(_ bytes: Double) -> String {
    String(format: "%.1f MiB", bytes / 1_048_576)
}

/// Formats a change in bytes for a table cell in KiB, with its sign (`VmRSS` counts KiB).
func formatSignedBytes(_ bytes: Double) -> String {
    String(format: "%+.0f KiB", bytes / 1024)
}
