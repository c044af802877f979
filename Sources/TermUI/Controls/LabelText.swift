/// The one line of text a label view shows where only text fits (a tab in a
/// ``TabView``'s bar, a ``Button`` whose label is a view), read from the view
/// value: a `Label`'s icon glyph and title, a `Text`'s words, an `Image`'s
/// glyph, the parts of an `HStack` or a tuple one after another.
@MainActor
enum LabelText {
    static func title(of view: any View) -> TabTitle {
        TabTitle(
            text: parts(of: view, ascii: false).joined(separator: " "),
            ascii: parts(of: view, ascii: true).joined(separator: " "))
    }

    static func parts(of view: any View, ascii: Bool) -> [String] {
        if let text = view as? Text { return [text.content] }
        if let image = view as? Image {
            // A symbol is its glyph; a picture file has no text to show in a tab.
            guard case .symbol(_, let symbol) = image.source else { return [] }
            return [ascii ? symbol.ascii : symbol.glyph]
        }
        if let label = view as? any TabItemLabelParts { return label.tabItemParts(ascii: ascii) }
        if let tuple = view as? any TabItemTupleParts { return tuple.tabItemParts(ascii: ascii) }
        if let row = view as? any HorizontalLabelParts { return parts(of: row.labelContent, ascii: ascii) }
        if let text = ListRowText.text(of: view) { return [text] }
        return []
    }
}

/// A `Label`'s icon and title for the tab bar.
@MainActor
protocol TabItemLabelParts {
    func tabItemParts(ascii: Bool) -> [String]
}

extension Label: TabItemLabelParts {
    func tabItemParts(ascii: Bool) -> [String] {
        LabelText.parts(of: icon, ascii: ascii) + LabelText.parts(of: title, ascii: ascii)
    }
}

/// A tuple's parts for the tab bar (`Image(...)` then `Text(...)` in a `.tabItem`).
@MainActor
protocol TabItemTupleParts {
    func tabItemParts(ascii: Bool) -> [String]
}

extension TupleView: TabItemTupleParts {
    func tabItemParts(ascii: Bool) -> [String] { views.flatMap { LabelText.parts(of: $0, ascii: ascii) } }
}

/// An `HStack` of an icon and words (a button's or a tab's label): its parts in a row.
@MainActor
protocol HorizontalLabelParts {
    var labelContent: any View { get }
}

extension HStack: HorizontalLabelParts {
    var labelContent: any View { content }
}
