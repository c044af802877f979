extension TerminalScreen {
    /// The screen as a golden-file text: the character grid (trailing spaces kept), a styles
    /// section listing `row:col style` only where the style changes (reading order, starting
    /// from plain), then the cursor.
    ///
    /// ```text
    /// Hello world
    /// --- styles
    /// 0:0 bold fg=196
    /// 0:5 plain
    /// --- cursor
    /// hidden
    /// ```
    public var snapshotText: String {
        var output = lines
        output.append(Self.stylesHeader)
        var current = CellStyle.plain
        for (row, cells) in cells.enumerated() {
            for (col, cell) in cells.enumerated() where cell.width > 0 && cell.style != current {
                output.append("\(row):\(col) \(cell.style)")
                current = cell.style
            }
        }
        output.append(Self.cursorHeader)
        output.append(cursor.snapshotText)
        return output.joined(separator: "\n") + "\n"
    }

    static let stylesHeader = "--- styles"
    static let cursorHeader = "--- cursor"

    /// Rebuilds a screen from `snapshotText`, for reports; `nil` when the text is not one.
    ///
    /// Character widths come from `displayWidth(of:)`, a close approximation of the
    /// terminal's; the golden text itself is what tests compare.
    public init?(snapshotText text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let stylesStart = lines.firstIndex(of: Substring(Self.stylesHeader)),
            let cursorStart = lines[stylesStart...].firstIndex(of: Substring(Self.cursorHeader)),
            cursorStart + 1 < lines.count
        else { return nil }
        var grid: [[TerminalCell]] = lines[..<stylesStart].map { line in
            line.flatMap { character -> [TerminalCell] in
                displayWidth(of: character) == 2
                    ? [TerminalCell(text: String(character), width: 2), TerminalCell(text: "", width: 0)]
                    : [TerminalCell(text: String(character))]
            }
        }
        var runs: [(row: Int, col: Int, style: CellStyle)] = []
        for entry in lines[(stylesStart + 1)..<cursorStart] {
            let parts = entry.split(separator: " ", maxSplits: 1)
            let position = parts.first?.split(separator: ":") ?? []
            guard parts.count == 2, position.count == 2, let row = Int(position[0]),
                let col = Int(position[1]), let style = CellStyle(snapshotText: parts[1])
            else { return nil }
            runs.append((row, col, style))
        }
        var runIndex = 0
        var style = CellStyle.plain
        for row in grid.indices {
            for col in grid[row].indices {
                while runIndex < runs.count && (runs[runIndex].row, runs[runIndex].col) <= (row, col) {
                    style = runs[runIndex].style
                    runIndex += 1
                }
                grid[row][col].style = style
            }
        }
        let cursorLine = lines[cursorStart + 1]
        if cursorLine == "hidden" {
            self.init(cells: grid, cursor: Cursor(row: 0, col: 0, isVisible: false))
            return
        }
        let cursorParts = cursorLine.split(separator: " ")
        let cursorPosition = cursorParts.first?.split(separator: ":") ?? []
        guard cursorParts.count == 2, cursorPosition.count == 2, let row = Int(cursorPosition[0]),
            let col = Int(cursorPosition[1])
        else { return nil }
        self.init(cells: grid, cursor: Cursor(row: row, col: col, isVisible: cursorParts[1] == "visible"))
    }
}

/// How many columns a terminal gives `character`: 2 for East Asian wide and emoji, else 1.
func displayWidth(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    let value = scalar.value
    let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
    if wideRanges.contains(where: { $0.contains(value) }) { return 2 }
    return scalar.properties.isEmojiPresentation ? 2 : 1
}
