extension View {
    /// Puts `content`'s items in the toolbar: top placements in the title
    /// row of the ``NavigationStack`` the view is in (outside a stack, in a
    /// bar above the view), `.bottomBar` and `.status` in a bar below it.
    /// The items are ordinary views: their buttons take focus with Tab and
    /// act on Enter or a click. A view given without an item (`.toolbar {
    /// EditButton() }`) goes at the `.automatic` placement, the end of the title row.
    ///
    /// ```swift
    /// List { ForEach(items) { Text($0.name) }.onDelete(perform: delete) }
    ///     .navigationTitle("Items")
    ///     .toolbar {
    ///         ToolbarItem(placement: .navigationBarLeading) { EditButton() }
    ///         ToolbarItem(placement: .navigationBarTrailing) { Button("Add") { add() } }
    ///     }
    /// ```
    public func toolbar<Content: ToolbarContent>(
        @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        ToolbarModifier(content: self, entries: ToolbarEntry.entries(of: content()))
    }

}
