import CursesKit
import Foundation
import TermUI

/// A 100,000-row `List` on a ``HeadlessHost`` at 80×24: opening it to the
/// first frame, a Down key and a Page Down (each the pass and the frame),
/// with the rows each step built, counted by the list.
enum ListSection: BenchSection {
    static let rowCount = 100_000

    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title: "List of 100,000 rows (median, 80×24)",
            note: "`List(0..<100_000, id: \\.self, selection: $selection) { Text(\"Row \\($0)\") }`. "
                + "Open: mount, first pass and first frame. Down and Page Down: the key, the passes it causes "
                + "and the frame, from the top: past the first screen each Down scrolls one row. Rows built: row nodes made; closures: ForEach "
                + "row closures called (the rows shown are handed to their nodes again when the parent's body "
                + "re-runs for the selection it owns). Resident set: the bench's `VmRSS` with the list open and "
                + "scrolled, less before it was made.",
            headers: ["step", "median", "rows built", "closures called"])

        var openWork = ListRowWork()
        let open = Benchmark.median(warmup: 1, iterations: 9) {
            let host = HeadlessHost(size: Size(width: 80, height: 24), root: BenchList(count: rowCount))
            openWork = host.listRowWork
        }
        table.rows.append([
            "open to first frame", formatNanoseconds(open), "\(openWork.rowsBuilt)",
            "\(openWork.rowViewsMade)",
        ])

        let residentBefore = ProcessFigures.residentBytes(of: getpid()) ?? 0
        let host = HeadlessHost(size: Size(width: 80, height: 24), root: BenchList(count: rowCount))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.down))
        for (name, key) in [("Down", KeyEvent(.down)), ("Page Down", KeyEvent(.pageDown))] {
            var work = ListRowWork()
            let time = Benchmark.median(warmup: 5, iterations: 201) {
                let before = host.listRowWork
                host.send(key)
                work = host.listRowWork.since(before)
            }
            table.rows.append([name, formatNanoseconds(time), "\(work.rowsBuilt)", "\(work.rowViewsMade)"])
        }
        let residentAfter = ProcessFigures.residentBytes(of: getpid()) ?? 0
        table.rows.append([
            "resident set of the open list", formatSignedBytes(Double(residentAfter - residentBefore)), "",
            "",
        ])
        let peak = ProcessFigures.peakResidentBytes(of: getpid()) ?? 0
        table.rows.append(["peak resident set of the bench", formatBytes(Double(peak)), "", ""])
        return [table]
    }
}

/// The benchmarked list: a selection the parent owns, as an app has it.
private struct BenchList: View {
    let count: Int
    @State private var selection: Int?

    var body: some View {
        List(0..<count, id: \.self, selection: $selection) { Text("Row \($0)") }
    }
}
