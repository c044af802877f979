/// What a terminal shows at one moment: the grid of cells and the cursor.
///
/// A value: take one with `Terminal.screen` and compare, print or snapshot it at leisure.
///
/// ```swift
/// let screen = terminal.screen
/// #expect(screen.lines[0].hasPrefix("TermUI demo"))
/// #expect(screen[row: 0, col: 0].style.isBold)
/// ```
public struct TerminalScreen: Hashable, Sendable, CustomStringConvertible {
    /// The cursor's cell (0-based) and whether it is shown.
    ///
    /// A hidden cursor has no place a person can see: two hidden cursors are
    /// equal wherever the terminal left them (ncurses leaves a hidden cursor
    /// after the last cell it wrote, which depends on what changed).
    public struct Cursor: Hashable, Sendable {
        /// 0-based row.
        public var row: Int
        /// 0-based column.
        public var col: Int
        /// Whether the app left the cursor visible.
        public var isVisible: Bool

        /// Creates a cursor description.
        public init(row: Int, col: Int, isVisible: Bool) {
            self.row = row
            self.col = col
            self.isVisible = isVisible
        }

        /// Cursors are equal when both are hidden, or both are shown at the same cell.
        public static func == (lhs: Cursor, rhs: Cursor) -> Bool {
            lhs.isVisible == rhs.isVisible && (!lhs.isVisible || (lhs.row, lhs.col) == (rhs.row, rhs.col))
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(isVisible)
            if isVisible {
                hasher.combine(row)
                hasher.combine(col)
            }
        }

        /// `row:col visible`, or `hidden` (a hidden cursor's place is not shown).
        var snapshotText: String { isVisible ? "\(row):\(col) visible" : "hidden" }
    }

    /// The screen's size.
    public let size: TerminalSize
    /// `size.rows` rows of `size.cols` cells each.
    public let cells: [[TerminalCell]]
    /// Where the cursor is.
    public let cursor: Cursor

    /// Creates a screen from rows of cells (each row padded or cut to the widest row).
    public init(cells: [[TerminalCell]], cursor: Cursor) {
        let cols = cells.map(\.count).max() ?? 0
        self.size = TerminalSize(rows: cells.count, cols: cols)
        self.cells = cells.map { row in
            row.count < cols ? row + Array(repeating: .blank, count: cols - row.count) : row
        }
        self.cursor = cursor
    }

    /// The cell at `row`, `col` (0-based).
    public subscript(row row: Int, col col: Int) -> TerminalCell {
        cells[row][col]
    }

    /// Each row as text, trailing spaces kept; a wide character takes its two columns.
    public var lines: [String] {
        cells.map { row in row.map(\.text).joined() }
    }

    /// The rows joined with newlines.
    public var text: String {
        lines.joined(separator: "\n")
    }

    /// Whether `text` appears within one row.
    public func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The screen framed so a failure message shows where each row ends.
    public var description: String {
        let border = "+" + String(repeating: "-", count: size.cols) + "+"
        let rows = lines.map { "|" + $0 + "|" }
        let cursorText = "cursor \(cursor.snapshotText)"
        return ([border] + rows + [border, cursorText]).joined(separator: "\n")
    }
}
