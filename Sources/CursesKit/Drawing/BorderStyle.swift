/// The line characters a box is drawn with.
///
/// ```swift
/// surface.drawBox(surface.bounds, border: .rounded, style: .plain)
/// ```
public enum BorderStyle: Hashable, Sendable, CaseIterable {
    /// `┌─┐│└┘`
    case single
    /// `╭─╮│╰╯`
    case rounded
    /// `╔═╗║╚╝`
    case double
    /// `┏━┓┃┗┛`
    case heavy
    /// `+-+|++`, for terminals without line-drawing glyphs.
    case ascii

    /// Top-left, top-right, bottom-left, bottom-right, horizontal and vertical characters.
    public var characters:
        (
            topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
            horizontal: Character, vertical: Character
        )
    {
        switch self {
        case .single: ("┌", "┐", "└", "┘", "─", "│")
        case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
        case .double: ("╔", "╗", "╚", "╝", "═", "║")
        case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
        case .ascii: ("+", "+", "+", "+", "-", "|")
        }
    }
}
