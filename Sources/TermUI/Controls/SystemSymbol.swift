/// The characters `Label(_:systemImage:)` draws for SF Symbols names.
///
/// A small table of common names, kept behind one function so that a full
/// symbol table can take its place without touching its callers.
enum SystemSymbol {
    /// The one-cell character for the symbol `name`, or `nil` when it has none.
    static func character(named name: String) -> String? {
        switch name {
        case "tray", "tray.fill": "▤"
        case "folder", "folder.fill": "▰"
        case "star": "☆"
        case "star.fill": "★"
        case "heart": "♡"
        case "heart.fill": "♥"
        case "checkmark", "checkmark.circle": "✓"
        case "xmark", "xmark.circle": "✗"
        case "gear", "gearshape": "⚙"
        case "trash": "⌫"
        case "magnifyingglass": "⌕"
        case "house", "house.fill": "⌂"
        case "envelope", "envelope.fill": "✉"
        case "paperplane", "paperplane.fill": "➤"
        case "pencil": "✎"
        case "info.circle": "ⓘ"
        case "exclamationmark.triangle": "⚠"
        case "clock": "◷"
        case "plus": "+"
        case "minus": "−"
        default: nil
        }
    }
}
