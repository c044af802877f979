extension TerminalScreen {
    /// The screen as a standalone SVG image in its colours, for READMEs and reports.
    ///
    /// Backgrounds are drawn as runs of rectangles per row; each character is placed at its
    /// own cell so box-drawing and wide characters line up whatever the font.
    public func svg(title: String? = nil) -> String {
        let palette = ScreenPalette.standard
        let cellWidth = 9.0
        let cellHeight = 18.0
        let padding = 12.0
        let width = Double(size.cols) * cellWidth + padding * 2
        let height = Double(size.rows) * cellHeight + padding * 2
        var body: [String] = []
        body.append(
            "<rect width=\"100%\" height=\"100%\" rx=\"6\" fill=\"\(palette.defaultBackground)\"/>")
        for (row, cells) in cells.enumerated() {
            let y = padding + Double(row) * cellHeight
            var col = 0
            while col < cells.count {
                let background = palette.colors(for: cells[col].style).background
                var end = col + 1
                while end < cells.count && palette.colors(for: cells[end].style).background == background {
                    end += 1
                }
                if background != palette.defaultBackground {
                    let x = padding + Double(col) * cellWidth
                    body.append(
                        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(Double(end - col) * cellWidth)\" "
                            + "height=\"\(cellHeight)\" fill=\"\(background)\"/>")
                }
                col = end
            }
            for (col, cell) in cells.enumerated() where cell.width > 0 && cell.text != " " {
                let style = cell.style
                var attributes = "x=\"\(padding + Double(col) * cellWidth)\" y=\"\(y + cellHeight * 0.78)\""
                attributes += " fill=\"\(palette.colors(for: style).foreground)\""
                if style.isBold { attributes += " font-weight=\"bold\"" }
                if style.isItalic { attributes += " font-style=\"italic\"" }
                if style.isUnderlined { attributes += " text-decoration=\"underline\"" }
                body.append("<text \(attributes)>\(cell.text.xmlEscaped)</text>")
            }
        }
        if cursor.isVisible, cursor.row < size.rows, cursor.col < size.cols {
            let x = padding + Double(cursor.col) * cellWidth
            let y = padding + Double(cursor.row) * cellHeight
            body.append(
                "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(cellWidth)\" height=\"\(cellHeight)\" "
                    + "fill=\"\(palette.defaultForeground)\" fill-opacity=\"0.5\"/>")
        }
        let titleElement = title.map { "<title>\($0.xmlEscaped)</title>\n" } ?? ""
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" \
            font-size="15" xml:space="preserve">
            \(titleElement)\(body.joined(separator: "\n"))
            </svg>

            """
    }
}
