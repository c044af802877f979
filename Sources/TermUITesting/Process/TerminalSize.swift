/// The size of a pseudo-terminal in character cells.
///
/// ```swift
/// let terminal = try Terminal.launch(executable: path, size: TerminalSize(rows: 40, cols: 120))
/// ```
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Number of rows (lines).
    public var rows: Int
    /// Number of columns (cells per line).
    public var cols: Int

    /// Creates a size of `rows` lines by `cols` columns.
    public init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
    }

    /// The classic 80 columns by 24 rows.
    public static let standard = TerminalSize(rows: 24, cols: 80)

    /// `"80x24"`: columns first, as terminals describe themselves.
    public var description: String { "\(cols)x\(rows)" }
}
