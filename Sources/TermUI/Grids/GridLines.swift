/// A lazy grid's items cut into lines (rows of a vertical grid, columns of
/// a horizontal one): each run of cells fills lines of `perLine` items, and
/// a section's header or footer takes a line of its own. Made from the
/// kind runs of ``ListRows`` without building any item, so finding a line's
/// items is a binary search over runs.
struct GridLines: Equatable {
    /// A run of items and the lines it fills.
    struct Run: Equatable {
        let firstItem: Int
        let itemCount: Int
        let isCell: Bool
        let firstLine: Int
        let lineCount: Int
        /// Lines of cells in the runs before this one.
        let cellLinesBefore: Int
    }

    let perLine: Int
    let runs: [Run]
    /// How many lines there are.
    let count: Int

    init(_ kindRuns: [ListKindRun], perLine: Int) {
        let perLine = max(1, perLine)
        var runs: [Run] = []
        var line = 0
        var cellLines = 0
        for kindRun in kindRuns {
            let isCell = kindRun.kind == .row
            let lines = isCell ? (kindRun.count + perLine - 1) / perLine : kindRun.count
            runs.append(
                Run(
                    firstItem: kindRun.first, itemCount: kindRun.count, isCell: isCell, firstLine: line,
                    lineCount: lines, cellLinesBefore: cellLines))
            line += lines
            if isCell { cellLines += lines }
        }
        self.perLine = perLine
        self.runs = runs
        count = line
    }

    private func run(containing line: Int) -> Run? {
        var low = 0
        var high = runs.count - 1
        guard high >= 0 else { return nil }
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].firstLine <= line { low = middle } else { high = middle - 1 }
        }
        return runs[low]
    }

    /// The items of `line` (`0 ..< count`) and whether they are cells (else
    /// one header or footer spanning the grid).
    func items(in line: Int) -> (items: Range<Int>, isCell: Bool) {
        guard let run = run(containing: line) else { return (0..<0, true) }
        let within = line - run.firstLine
        guard run.isCell else { return (run.firstItem + within..<run.firstItem + within + 1, false) }
        let start = run.firstItem + within * perLine
        return (start..<min(start + perLine, run.firstItem + run.itemCount), true)
    }

    /// How many of the lines before `line` are lines of cells.
    func cellLines(before line: Int) -> Int {
        guard line > 0, let run = run(containing: min(line, count) - 1) else { return 0 }
        let end = min(line, run.firstLine + run.lineCount)
        return run.cellLinesBefore + (run.isCell ? end - run.firstLine : 0)
    }
}
