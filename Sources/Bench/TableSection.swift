import CursesKit
import Foundation
import TermUI

/// A 10,000-row `Table` of three columns on a ``HeadlessHost`` at 80×24:
/// opening it to the first frame, a Down key, a Page Down and the sort key
/// (`s`: the app sorts its 10,000 rows by the next column in `onChange`),
/// each the pass and the frame, with the rows each step built.
enum TableSection: BenchSection {
    static let rowCount = 10_000

    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title: "Table of 10,000 rows (median, 80×24)",
            note: "`Table(files, selection: $selection, sortOrder: $order)` of three `TableColumn`s "
                + "(name, size, kind) with `.onChange(of: order) { files.sort(using: $1) }`. Open: mount, first "
                + "pass and first frame. Down, Page Down: the key, its passes and the frame. Sort: `s`, which "
                + "moves the sort to the next column, the app's sort of the 10,000 rows, and the frame with a "
                + "new screenful of rows. Rows built: row nodes made; closures: ForEach row closures called. "
                + "Resident set: `VmRSS` with the table open and used, less before it was made; peak: the "
                + "bench process's `VmHWM` after the section.",
            headers: ["step", "median", "rows built", "closures called"])

        var openWork = ListRowWork()
        let open = Benchmark.median(warmup: 1, iterations: 9) {
            let host = HeadlessHost(size: Size(width: 80, height: 24), root: BenchTable10k(count: rowCount))
            openWork = host.listRowWork
        }
        table.rows.append([
            "open to first frame", formatNanoseconds(open), "\(openWork.rowsBuilt)",
            "\(openWork.rowViewsMade)",
        ])

        let residentBefore = ProcessFigures.residentBytes(of: getpid()) ?? 0
        let host = HeadlessHost(size: Size(width: 80, height: 24), root: BenchTable10k(count: rowCount))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.down))
        let steps: [(String, KeyEvent, Int)] = [
            ("Down", KeyEvent(.down), 201), ("Page Down", KeyEvent(.pageDown), 201),
            ("sort (s)", .character("s"), 31),
        ]
        for (name, key, iterations) in steps {
            var work = ListRowWork()
            let time = Benchmark.median(warmup: 3, iterations: iterations) {
                let before = host.listRowWork
                host.send(key)
                work = host.listRowWork.since(before)
            }
            // Every step moves the rows on screen: a step that built none measured a key that did nothing.
            guard work.rowViewsMade > 0 else {
                throw DemoSession.Failure(description: "the Table section's \(name) key changed no row")
            }
            table.rows.append([name, formatNanoseconds(time), "\(work.rowsBuilt)", "\(work.rowViewsMade)"])
        }
        let residentAfter = ProcessFigures.residentBytes(of: getpid()) ?? 0
        table.rows.append([
            "resident set of the open table", formatSignedBytes(Double(residentAfter - residentBefore)), "",
            "",
        ])
        let peak = ProcessFigures.peakResidentBytes(of: getpid()) ?? 0
        table.rows.append(["peak resident set of the bench", formatBytes(Double(peak)), "", ""])
        return [table]
    }
}

/// One row of the benchmarked table.
private struct BenchFile: Identifiable {
    let id: Int
    let name: String
    let size: Int
    let kind: String
}

/// The benchmarked table: data, selection and sort order the view owns, as an app has them.
private struct BenchTable10k: View {
    @State private var files: [BenchFile]
    @State private var selection: Int?
    @State private var order = [KeyPathComparator(\BenchFile.name)]

    init(count: Int) {
        let kinds = ["swift", "md", "json", "png"]
        _files = State(
            initialValue: (0..<count).map { index in
                BenchFile(
                    id: index, name: "file-\(index)", size: (index * 7919) % 100_000,
                    kind: kinds[index % kinds.count])
            })
    }

    var body: some View {
        Table(files, selection: $selection, sortOrder: $order) {
            TableColumn("Name", value: \.name)
            TableColumn("Size", value: \.size) { Text("\($0.size)") }
                .width(64)
            TableColumn("Kind", value: \.kind)
                .width(min: 48, ideal: 64)
        }
        .onChange(of: order) { _, new in files.sort(using: new) }
    }
}
