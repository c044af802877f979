/// Runs a closure many times and reports the median, in nanoseconds.
///
/// Sections call it for each thing they time; warm-up runs are discarded so
/// caches, lazily allocated colour pairs and the allocator have settled.
enum Benchmark {
    /// The median duration of `body` over `iterations` runs after `warmup` runs.
    static func median(warmup: Int = 5, iterations: Int, _ body: () throws -> Void) rethrows -> Double {
        for _ in 0..<warmup { try body() }
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        let clock = ContinuousClock()
        for _ in 0..<iterations {
            let elapsed = try clock.measure(body)
            samples.append(
                Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}

/// One Markdown table of results.
struct BenchTable {
    var title: String
    var note: String?
    var headers: [String]
    var rows: [[String]] = []

    /// The table as Markdown.
    var markdown: String {
        var out = "## \(title)\n\n"
        if let note { out += "\(note)\n\n" }
        out += "| " + headers.joined(separator: " | ") + " |\n"
        out += "|" + headers.map { _ in "---" }.joined(separator: "|") + "|\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out
    }
}

/// A part of the benchmark: one file per section, listed in `main.swift`.
@MainActor
protocol BenchSection {
    /// Runs the measurements and returns the tables to print.
    static func run() throws -> [BenchTable]
}

/// Formats nanoseconds for a table cell.
func formatNanoseconds(_ ns: Double) -> String {
    switch ns {
    case ..<1_000: String(format: "%.0f ns", ns)
    case ..<1_000_000: String(format: "%.1f µs", ns / 1_000)
    default: String(format: "%.2f ms", ns / 1_000_000)
    }
}
