/// A failure report: expected and actual screens side by side in their colours, with the
/// cells that differ outlined, and the line diff below.
struct HTMLReport {
    let title: String
    let expected: TerminalScreen?
    let expectedText: String
    let actual: TerminalScreen

    var html: String {
        let differing = differingCells()
        let expectedPane =
            expected.map { render($0, marking: differing) }
            ?? "<pre>\(expectedText.xmlEscaped)</pre>"
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(title.xmlEscaped)</title>
            <style>
            body { font-family: sans-serif; background: #f4f4f4; }
            .panes { display: flex; gap: 24px; align-items: flex-start; }
            .screen { font-family: "DejaVu Sans Mono", Menlo, monospace; font-size: 14px;
              line-height: 1.2; background: \(ScreenPalette.standard.defaultBackground);
              padding: 8px; white-space: pre; }
            .screen span { display: inline-block; min-width: 1ch; }
            .wide { min-width: 2ch !important; }
            .diff { outline: 2px solid #ff3b30; outline-offset: -1px; }
            .cursor { box-shadow: inset 0 -3px #ffcc00; }
            </style></head><body>
            <h1>\(title.xmlEscaped)</h1>
            <p>\(differing.count) differing cell(s), outlined in red. Cursor underlined in yellow.</p>
            <div class="panes">
            <div><h2>Expected (golden)</h2>\(expectedPane)</div>
            <div><h2>Actual</h2>\(render(actual, marking: differing))</div>
            </div>
            <h2>Line diff</h2>
            <pre>\(lineDiff(expected: expectedText, actual: actual.snapshotText).xmlEscaped)</pre>
            </body></html>

            """
    }

    private struct CellPosition: Hashable {
        let row: Int
        let col: Int
    }

    private func differingCells() -> Set<CellPosition> {
        guard let expected else { return [] }
        var result: Set<CellPosition> = []
        for row in 0..<max(expected.size.rows, actual.size.rows) {
            for col in 0..<max(expected.size.cols, actual.size.cols) {
                let old =
                    row < expected.size.rows && col < expected.size.cols ? expected[row: row, col: col] : nil
                let new = row < actual.size.rows && col < actual.size.cols ? actual[row: row, col: col] : nil
                if old != new { result.insert(CellPosition(row: row, col: col)) }
            }
        }
        return result
    }

    private func render(_ screen: TerminalScreen, marking differing: Set<CellPosition>) -> String {
        let palette = ScreenPalette.standard
        var rows: [String] = []
        for (row, cells) in screen.cells.enumerated() {
            var line = ""
            for (col, cell) in cells.enumerated() where cell.width > 0 {
                let (foreground, background) = palette.colors(for: cell.style)
                var css = "color:\(foreground);background:\(background)"
                if cell.style.isBold { css += ";font-weight:bold" }
                if cell.style.isItalic { css += ";font-style:italic" }
                if cell.style.isUnderlined { css += ";text-decoration:underline" }
                var classes: [String] = []
                if cell.width == 2 { classes.append("wide") }
                if differing.contains(CellPosition(row: row, col: col)) { classes.append("diff") }
                if screen.cursor.isVisible && screen.cursor.row == row && screen.cursor.col == col {
                    classes.append("cursor")
                }
                let classAttribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
                line += "<span\(classAttribute) style=\"\(css)\">\(cell.text.xmlEscaped)</span>"
            }
            rows.append(line)
        }
        return "<div class=\"screen\">\(rows.joined(separator: "\n"))</div>"
    }
}
