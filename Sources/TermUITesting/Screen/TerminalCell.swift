/// One character cell of the terminal screen.
public struct TerminalCell: Hashable, Sendable {
    /// The grapheme shown: a base character plus any combining marks, `" "` for an empty cell,
    /// and `""` for the right half of a wide character (see `width`).
    public var text: String
    /// 1 for a normal cell, 2 for the left half of a wide character, 0 for its right half.
    public var width: Int
    /// Colours and attributes.
    public var style: CellStyle

    /// Creates a cell.
    public init(text: String, width: Int = 1, style: CellStyle = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// An empty cell in the plain style.
    public static let blank = TerminalCell(text: " ")
}
