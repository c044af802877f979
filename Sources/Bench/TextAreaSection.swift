import CursesKit

/// What a key costs in ``TextArea`` near the start and a million characters
/// in, and what a megabyte paste costs: in process, drawn into a CellBuffer.
enum TextAreaSection: BenchSection {
    static let size = Size(width: 80, height: 24)
    static let line = "the quick brown fox jumps over the lazy dog again and again"

    /// An editor on a focused screen, drawn into memory.
    @MainActor
    final class Screen {
        let root = Widget()
        let area: TextArea
        let focus: FocusChain
        let buffer = CellBuffer(size: TextAreaSection.size)

        init(text: String) {
            area = TextArea(text: text)
            area.killRing = KillRing()
            area.frame = Rect(origin: .zero, size: TextAreaSection.size)
            root.frame = area.frame
            root.addSubwidget(area)
            focus = FocusChain(root: root)
            _ = focus.focus(area)
            render(full: true)
        }

        func render(full: Bool = false) {
            WidgetRenderer.render(root, in: buffer, full: full, focused: focus.focused)
        }

        /// Types `k` and takes it back with Backspace, drawing after each: two keys.
        func typeAndDelete() {
            _ = focus.dispatch(.character("k"))
            render()
            _ = focus.dispatch(KeyEvent(.backspace))
            render()
        }
    }

    static func run() throws -> [BenchTable] {
        var keys = BenchTable(
            title: "A key in TextArea (80x24, CellBuffer, median of 2,000)",
            note: "Each sample types `k` and deletes it with Backspace at the same place, drawing after each "
                + "key; the figures are per key. The long text is 1.1 MB of 60-character lines (and, last row, "
                + "one line of 1 MB without a break). Rows wrapped and cells drawn are the widget's own "
                + "counters, exact and the same at every place.",
            headers: ["text", "cursor at", "median per key", "rows wrapped per key", "cells drawn per key"])
        let lines = Array(repeating: line, count: 1_100_000 / (line.count + 1)).joined(separator: "\n")
        let unit = "abcd efgh ij "
        let oneLine = String(repeating: unit, count: 1_100_000 / unit.count)
        let cases: [(String, String, Int)] = [
            ("1.1 MB of lines", "character 10", 10),
            ("1.1 MB of lines", "character 1,000,010", 1_000_010 / (line.count + 1) * (line.count + 1) + 10),
            ("one 1.1 MB line", "character 10", 10),
            ("one 1.1 MB line", "character 1,000,010", 1_000_010 / unit.count * unit.count + 10),
        ]
        for (name, place, index) in cases {
            let screen = Screen(text: name.hasPrefix("one") ? oneLine : lines)
            screen.area.cursorIndex = index
            screen.render()
            let rows = screen.area.rowsLaidOut
            let cells = screen.area.cellsDrawn
            screen.typeAndDelete()
            let rowsPerKey = Double(screen.area.rowsLaidOut - rows) / 2
            let cellsPerKey = Double(screen.area.cellsDrawn - cells) / 2
            let median = Benchmark.median(iterations: 2_000) { screen.typeAndDelete() }
            keys.rows.append([
                name, place, formatNanoseconds(median / 2), "\(rowsPerKey)", "\(cellsPerKey)",
            ])
        }

        var paste = BenchTable(
            title: "A 1 MB paste into an empty TextArea (80x24, CellBuffer, median of 7)",
            note: "From the paste to the frame that shows its end, one edit (one `editingChanged`); then "
                + "Ctrl-Z takes it back as one step.",
            headers: ["paste", "paste + frame", "rows wrapped", "undo + frame"])
        for (name, text) in [
            ("1 MB of lines", String(lines.utf8.prefix(1_000_000)) ?? lines),
            ("one 1 MB line", String(oneLine.utf8.prefix(1_000_000)) ?? oneLine),
        ] {
            var rows: [Double] = []
            var undos: [Double] = []
            let clock = ContinuousClock()
            let times = (0..<7).map { _ -> Double in
                let screen = Screen(text: "")
                let before = screen.area.rowsLaidOut
                let elapsed = clock.measure {
                    _ = screen.focus.dispatch(paste: text)
                    screen.render()
                }
                rows.append(Double(screen.area.rowsLaidOut - before))
                let undo = clock.measure {
                    _ = screen.focus.dispatch(KeyEvent.control("z"))
                    screen.render()
                }
                undos.append(nanoseconds(undo))
                return nanoseconds(elapsed)
            }
            paste.rows.append([
                name, formatNanoseconds(TinyAppSection.median(times)), "\(Int(TinyAppSection.median(rows)))",
                formatNanoseconds(TinyAppSection.median(undos)),
            ])
        }
        return [keys, paste]
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.attoseconds) / 1e9 + Double(duration.components.seconds) * 1e9
    }
}
