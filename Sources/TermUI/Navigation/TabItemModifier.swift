/// A view with the label its tab shows in a ``TabView``'s tab bar (what
/// ``View/tabItem(_:)`` returns). Outside a tab view it is its content.
struct TabItemView<Content: View, Label: View>: View, PrimitiveView, SingleContentView {
    typealias Body = Never
    let content: Content
    let label: Label

    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { view in [ChildSpec(key: .index(0), view: view.content)] }
    }
}

extension TabItemView: ContentForwardingInput {}

/// A view that names its tab: a `.tabItem` or a ``Tab``.
@MainActor
protocol TabItemLabeled {
    /// The tab's title as the tab bar shows it.
    var tabItemTitle: TabTitle { get }
}

extension TabItemView: TabItemLabeled {
    var tabItemTitle: TabTitle { LabelText.title(of: label) }
}

extension View {
    /// Sets the label of the view's tab in a ``TabView``: a `Label`, a
    /// `Text` or an `Image`, shown (icon, then title) in the tab bar.
    ///
    /// ```swift
    /// TabView {
    ///     InboxView()
    ///         .tabItem { Label("Inbox", systemImage: "tray") }
    /// }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: label())
    }
}

/// The text a tab's label shows in the tab bar, read from the view value:
/// a `Label`'s icon glyph and title, a `Text`'s words, an `Image`'s glyph,
/// the parts of a stack or tuple one after another.
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

/// A tab's title in the tab bar: as drawn, and with ASCII for its icon where
/// the terminal cannot draw Unicode.
struct TabTitle: Equatable {
    var text: String
    var ascii: String
}
