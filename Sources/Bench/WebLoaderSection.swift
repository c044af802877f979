import CursesKit
import Foundation
import TermUITesting
import WebLoaderKit

/// WebLoaderKit: parse and layout of big pages, a scroll key to its frame on a
/// long page in the real demo, and the frames a throttled load draws.
enum WebLoaderSection: BenchSection {
    static func run() throws -> [BenchTable] {
        [parseAndLayout(), try scrollKeys(), try throttledLoad()]
    }

    /// A page of about `bytes` bytes: headings, paragraphs with links and inline styles, lists.
    static func page(bytes: Int) -> String {
        var html = "<html><head><title>Bench</title></head><body>"
        var section = 0
        while html.utf8.count < bytes {
            section += 1
            html +=
                "<h2>Section \(section)</h2><p>Lorem ipsum dolor sit amet, <b>consectetur</b> adipiscing elit, "
            html +=
                "sed do <a href=\"/s\(section)\">eiusmod tempor</a> incididunt ut labore et dolore magna aliqua. "
            html +=
                "Ut enim ad minim veniam, quis nostrud <i>exercitation</i> ullamco laboris nisi ut aliquip.</p>"
            html += "<ul><li>one item</li><li>two <code>items</code></li></ul>"
        }
        return html + "</body></html>"
    }

    static func parseAndLayout() -> BenchTable {
        var table = BenchTable(
            title: "WebLoaderKit: parse and layout (median)",
            note: "libxml2's HTML parser into WebLoaderKit's document, then the layout to 80 columns "
                + "(wrapping, link numbering, anchors). Goal: a 1 MB page laid out in under 100 ms.",
            headers: ["page", "lines at 80 cols", "parse", "layout", "parse + layout"])
        for megabytes in [1, 10] {
            let html = page(bytes: megabytes << 20)
            let iterations = megabytes == 1 ? 11 : 3
            var document = WebDocument()
            let parse = Benchmark.median(warmup: 1, iterations: iterations) {
                document = HTMLParser.parse(html, baseURL: nil)
            }
            var lines = 0
            let layout = Benchmark.median(warmup: 1, iterations: iterations) {
                lines = DocumentLayout(document: document, width: 80).lines.count
            }
            table.rows.append([
                "\(megabytes) MB", "\(lines)", formatNanoseconds(parse), formatNanoseconds(layout),
                formatNanoseconds(parse + layout),
            ])
        }
        return table
    }

    /// Writes `html` to a file under the temporary directory and returns its path.
    static func temporaryPage(_ html: String, name: String) throws -> String {
        let path = NSTemporaryDirectory() + "termui-bench-\(getpid())-\(name).html"
        try html.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func scrollKeys() throws -> BenchTable {
        let path = try temporaryPage(page(bytes: 1 << 20), name: "long")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var table = BenchTable(
            title: "Web screen: scroll key to committed frame, termui-demo (release, 80x24)",
            note: "A 1 MB page (about 32,000 lines at 80 columns) opened with --url; each key is "
                + "measured as in the keypress table above. Goal: under 2 ms.",
            headers: ["key", "presses", "median", "p95", "bytes/key median", "no frame"])
        let session = try DemoSession(arguments: ["--url", path])
        defer { session.close() }
        for (key, label) in [(Key.down, "Down (1 line)"), (Key.pageDown, "PgDn (1 page)")] {
            var latencies: [Double] = []
            var bytes: [Double] = []
            var misses = 0
            for round in 0..<210 {
                guard let sample = try session.measure(key) else {
                    misses += 1
                    continue
                }
                if round >= 10 {
                    latencies.append(sample.latency)
                    bytes.append(Double(sample.bytes))
                }
            }
            latencies.sort()
            bytes.sort()
            table.rows.append([
                label, "\(latencies.count)",
                KeypressSection.percentile(latencies, 0.5).map(formatNanoseconds) ?? "–",
                KeypressSection.percentile(latencies, 0.95).map(formatNanoseconds) ?? "–",
                KeypressSection.percentile(bytes, 0.5).map { String(format: "%.0f B", $0) } ?? "–",
                "\(misses)",
            ])
        }
        return table
    }

    /// Launches the demo on a throttled page and counts the frames until it is quiet.
    static func throttledLoad() throws -> BenchTable {
        let kilobytes = 96
        let rate = 32
        let path = try temporaryPage(page(bytes: kilobytes << 10), name: "throttled")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let terminal = try Terminal.launch(
            executable: DemoSession.demoPath, arguments: ["--url", path, "--throttle", "\(rate)"])
        defer {
            try? terminal.press(.control("c"))
            _ = try? terminal.process.waitForExit(timeout: .seconds(5))
        }
        // Quiet for a second: the load is over (the pacer ticks every 50 ms while it runs).
        var seen = 0
        let limit = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < limit {
            let grew = terminal.process.waitForOutput(timeout: .seconds(1)) { output in output.count > seen }
            if !grew { break }
            terminal.process.waitForOutput(timeout: .zero) { output in
                seen = output.count
                return true
            }
        }
        var frames = 0
        var empty = 0
        var total = 0
        terminal.process.waitForOutput(timeout: .zero) { output in
            let markers = DemoSession.markers(in: output, from: 0, to: output.count)
            frames = markers.count
            total = output.count
            var previousEnd = 0
            for marker in markers {
                if marker.lowerBound == previousEnd { empty += 1 }
                previousEnd = marker.upperBound
            }
            return true
        }
        var table = BenchTable(
            title: "Web screen: frames while a throttled page loads",
            note: "termui-demo --url PAGE --throttle \(rate) (a \(kilobytes) KB page at \(rate) KB/s, about "
                + "\(kilobytes / rate) s). Progress is reported in steps of 1/256 and every step changes the "
                + "overlay's bar; a frame that changes no cell writes no bytes before its ready marker.",
            headers: ["page", "throttle", "frames", "frames that changed no cell", "bytes written"])
        table.rows.append(["\(kilobytes) KB", "\(rate) KB/s", "\(frames)", "\(empty)", "\(total)"])
        return table
    }
}
