/// A column of rows the keyboard moves through, with single or multiple
/// selection: SwiftUI's `List`.
///
/// Rows are static views, `ForEach` over data and `Section`s with headers
/// and footers. Only the rows on screen are built, so a list over 100,000
/// elements opens and moves as one over twenty does.
///
/// Keys, while the list has focus: ↑ ↓ and j k move the cursor (and, with a
/// single selection, the selection), Home End and g G go to the first and
/// last row, Page Up Page Down (Ctrl-B Ctrl-F) a page; other letters select
/// the next row whose text starts with what was typed (within a second of
/// each other). With a set of selections the cursor moves on its own: Space
/// adds or removes the cursor row, Shift-↑ ↓ add the rows passed. Delete or
/// Backspace runs the row's `.onDelete`, Alt-↑ ↓ its `.onMove`. A click
/// selects a row (Ctrl-click adds or removes it in a set), a double click
/// does what Enter on the row does, the wheel scrolls.
///
/// ```swift
/// @State private var selection: Pass.ID?
///
/// List(passes, selection: $selection) { pass in
///     Text(pass.title)
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// Body is `Never`: hosted by the list's own widget.
    public typealias Body = Never

    let content: Content
    let selection: ListSelection<SelectionValue>

    /// A list of `content` whose selection, at most one row, is `selection`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .single($0) } ?? .none
    }

    /// A list of `content` whose selected rows are `selection`.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .multiple($0) } ?? .none
    }

    /// A row per element of `data`, identified by `id`, at most one selected.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per element of `data`, identified by `id`, with a set of selected rows.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per identifiable element of `data`, at most one selected.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row per identifiable element of `data`, with a set of selected rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    func makeBehavior() -> NodeBehavior { ListBehavior(view: self) }
}

extension List where SelectionValue == Never {
    /// A list of `content` without selection (the cursor still moves through it).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .none
    }

    /// A row per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
}
