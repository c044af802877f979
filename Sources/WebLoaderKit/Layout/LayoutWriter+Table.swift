import CursesKit

extension LayoutWriter {
    /// Columns two spaces apart, each as wide as its widest cell; when that is
    /// wider than the page, each row as lines of "header: value" instead.
    mutating func table(_ rows: [[[InlineRun]]]) {
        blank()
        let columnCount = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columnCount)
        for row in rows {
            for (index, cell) in row.enumerated() {
                widths[index] = max(widths[index], cell.reduce(0) { $0 + $1.text.displayWidth })
            }
        }
        let total = widths.reduce(0, +) + 2 * max(0, columnCount - 1)
        if total <= available {
            for row in rows { tableRow(row, widths: widths) }
        } else {
            tableAsRecords(rows)
        }
        blank()
    }

    private mutating func tableRow(_ row: [[InlineRun]], widths: [Int]) {
        var content: [InlineRun] = []
        let anchor = position
        for (index, cell) in row.enumerated() {
            let cellWidth = cell.reduce(0) { $0 + $1.text.displayWidth }
            content += cell
            position += cell.reduce(0) { $0 + $1.text.utf8.count }
            let isLast = index == row.count - 1
            let padding = widths[index] - cellWidth + (isLast ? 0 : 2)
            if padding > 0, !isLast { content.append(InlineRun(String(repeating: " ", count: padding))) }
        }
        emit(content, anchor: anchor)
    }

    /// Each row as "header: value" lines, rows a blank line apart; a header name
    /// is cut to 16 columns (half the page when narrower).
    private mutating func tableAsRecords(_ rows: [[[InlineRun]]]) {
        let header = rows.first.flatMap { first in
            first.allSatisfy { $0.allSatisfy { $0.style.contains(.bold) } } ? first : nil
        }
        let headerWidth = min(16, max(1, available / 2))
        for (index, row) in rows.enumerated() {
            if header != nil, index == 0 { continue }
            for (column, cell) in row.enumerated() {
                var runs: [InlineRun] = []
                if let header, column < header.count {
                    // Cut: the name is repeated in every row, so a long one would
                    // make the layout grow with header length times rows.
                    let name = TextLayout.truncate(header[column].map(\.text).joined(), width: headerWidth)
                    runs.append(InlineRun(name + ": ", style: [.bold, .decoration]))
                }
                wrap(runs + cell)
            }
            blank()
        }
    }
}
