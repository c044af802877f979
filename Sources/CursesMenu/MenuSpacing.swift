/// The blank space libmenu leaves in a menu (`set_menu_spacing`).
public struct MenuSpacing: Hashable, Sendable {
    /// Columns between an item's name and its description (at most `TABSIZE`).
    public var description: Int
    /// Rows from one item row to the next: 1 for none between (at most 3).
    public var rows: Int
    /// Columns between item columns (at most `TABSIZE`).
    public var columns: Int

    /// Creates a spacing; the defaults are libmenu's own.
    public init(description: Int = 1, rows: Int = 1, columns: Int = 1) {
        self.description = description
        self.rows = rows
        self.columns = columns
    }
}
