/// Keys with a name rather than a character.
enum NamedKey: Hashable, Sendable {
    case enter, tab, backspace, escape
    case up, down, left, right
    case insert, delete, home, end, pageUp, pageDown
    case function(Int)
}
