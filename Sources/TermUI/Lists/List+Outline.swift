/// A list of a tree: `List(_:children:)`, an ``OutlineGroup`` in a list.
extension List {
    /// A row per element of the tree `data`, children under their parent, at most one selected.
    ///
    /// ```swift
    /// List(files, children: \.children, selection: $selection) { Text($0.name) }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >,
        Data.Element: Identifiable
    {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A row per element of the tree `data`, children under their parent, with a set of selected rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >,
        Data.Element: Identifiable
    {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A row per element of the tree `data`, identified by `id`, at most one selected.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    {
        self.init(selection: selection) {
            OutlineGroup(data, id: id, children: children, content: rowContent)
        }
    }
}

extension List where SelectionValue == Never {
    /// A row per element of the tree `data`, children under their parent.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >,
        Data.Element: Identifiable
    {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A row per element of the tree `data`, identified by `id`, children under their parent.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
