extension Binding where Value: MutableCollection, Value.Index: Hashable {
    /// A binding to the element at `index`. A read after the element is gone
    /// (the collection shrank) gives the element as it was, and a write then
    /// is dropped, where a plain subscript would trap.
    func element(at index: Value.Index, snapshot element: Value.Element) -> Binding<Value.Element> {
        let whole = self
        var identity = self.identity
        identity?.path.append(\Value.[index])
        var derived = Binding<Value.Element>(
            identity: identity, snapshot: element,
            get: {
                let collection = whole.wrappedValue
                return collection.indices.contains(index) ? collection[index] : element
            },
            set: { newValue, transaction in
                var collection = whole.wrappedValue
                guard collection.indices.contains(index) else { return }
                collection[index] = newValue
                withTransaction(transaction) { whole.wrappedValue = collection }
            })
        derived.transaction = transaction
        return derived
    }

    /// A binding to each element, in order, made when it is read.
    func elementBindings() -> LazyMapCollection<Value.Indices, Binding<Value.Element>>
    where Value: RandomAccessCollection {
        let collection = wrappedValue
        return collection.indices.lazy.map { index in element(at: index, snapshot: collection[index]) }
    }
}

extension ForEach where Content: View {
    /// One view per element of the bound collection, each given a binding to
    /// its element (`TextField("Title", text: $item.title)` edits the element
    /// in the collection), identified by the element's value at `id`.
    ///
    /// ```swift
    /// ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }
    /// ```
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapCollection<C.Indices, Binding<C.Element>>, C.Index: Hashable {
        self.init(data: data.elementBindings(), idOf: { $0.madeValue[keyPath: id] }, content: content)
    }

    /// One view per identifiable element of the bound collection, each given
    /// a binding to its element.
    ///
    /// ```swift
    /// ForEach($todos) { $todo in TextField("Title", text: $todo.title) }
    /// ```
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapCollection<C.Indices, Binding<C.Element>>, C.Index: Hashable, C.Element: Identifiable,
        ID == C.Element.ID
    {
        self.init(data: data.elementBindings(), idOf: { $0.madeValue.id }, content: content)
    }
}
