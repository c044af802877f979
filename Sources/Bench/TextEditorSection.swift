import CursesKit
import TermUI

/// A key in SwiftUI's `TextEditor` on a ``HeadlessHost`` at 80×24, near the
/// start and a million characters in: the whole path (the key, the binding's
/// write, the pass and the frame), where ``TextAreaSection`` times the widget alone.
enum TextEditorSection: BenchSection {
    static let line = "the quick brown fox jumps over the lazy dog again and again"

    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title: "A key in TermUI's TextEditor (80x24, HeadlessHost, median of 201)",
            note:
                "`TextEditor(text: $text)` over `@State var text`, 1.1 MB of 60-character lines. Each sample "
                + "types `k` and deletes it with Backspace at the same place, a pass and a frame after each; "
                + "figures per key. Graphemes measured (TextMeasurement) and rows wrapped are exact and the "
                + "same at both places; the time left over is the binding's copy of the text.",
            headers: ["cursor at", "median per key", "graphemes measured per key", "rows wrapped per key"])
        let text = Array(repeating: line, count: 1_100_000 / (line.count + 1)).joined(separator: "\n")
        let far = 1_000_000 / (line.count + 1) * (line.count + 1) + 10
        for (place, index) in [("character 10", 10), ("character 1,000,010", far)] {
            let host = HeadlessHost(size: Size(width: 80, height: 24), root: BenchEditor(text: text))
            host.send(KeyEvent(.tab))
            guard let area = host.focusedWidget as? TextArea else { continue }
            area.cursorIndex = index
            _ = host.lines
            let rows = area.rowsLaidOut
            let measured = TextMeasurement.counting { typeAndDelete(host) }
            let rowsPerKey = Double(area.rowsLaidOut - rows) / 2
            let median = Benchmark.median(iterations: 201) { typeAndDelete(host) }
            table.rows.append([
                place, formatNanoseconds(median / 2), "\(Double(measured) / 2)", "\(rowsPerKey)",
            ])
        }
        return [table]
    }

    /// Types `k` and takes it back, a frame after each: two keys.
    @MainActor
    static func typeAndDelete(_ host: HeadlessHost) {
        host.send(.character("k"))
        _ = host.lines
        host.send(KeyEvent(.backspace))
        _ = host.lines
    }
}

/// The benchmarked editor: its text in the parent's state, as an app has it.
private struct BenchEditor: View {
    @State var text: String
    var body: some View { TextEditor(text: $text) }
}
