extension Binding where Value: Hashable {
    /// The non-optional selection as the optional one a list writes: a row
    /// can be selected, never none (the write of `nil` is dropped).
    func requiredSelection() -> Binding<Value?> {
        let required = self
        return Binding<Value?>(
            get: { required.wrappedValue },
            set: { newValue, transaction in
                guard let newValue else { return }
                withTransaction(transaction) { required.wrappedValue = newValue }
            })
    }
}

extension List {
    /// A list of `content` in which exactly one row is always selected:
    /// `selection` is never cleared (SwiftUI's form for macOS 13 and iOS 17).
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.requiredSelection(), content: content)
    }

    /// A row per identifiable element of `data`, exactly one always selected.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.requiredSelection()) { ForEach(data, content: rowContent) }
    }

    /// A row per element of `data`, identified by `id`, exactly one always selected.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.requiredSelection()) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per identifiable element of the bound collection, each given a
    /// binding to its element, at most one selected.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapCollection<Data.Indices, Binding<Data.Element>>, Data.Element.ID, RowContent
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row per identifiable element of the bound collection, each given a
    /// binding to its element, with a set of selected rows.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapCollection<Data.Indices, Binding<Data.Element>>, Data.Element.ID, RowContent
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row per integer of a constant range, at most one selected.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row per integer of a constant range, with a set of selected rows.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A row per identifiable element of the bound collection, each given a
    /// binding to its element: `TextField("Title", text: $item.title)` in a
    /// row edits the element in the collection.
    ///
    /// ```swift
    /// List($todos) { $todo in TextField("Title", text: $todo.title) }
    /// ```
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapCollection<Data.Indices, Binding<Data.Element>>, Data.Element.ID, RowContent
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row per element of the bound collection, identified by `id`, each
    /// given a binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapCollection<Data.Indices, Binding<Data.Element>>, ID, RowContent>,
        Data.Index: Hashable
    {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per integer of a constant range: `List(0..<100) { Text("Row \($0)") }`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}
