extension View {
    /// Pushes the view `destination` makes for `item` on the enclosing
    /// stack while `item` is not nil; going back (Esc, ←, a click on the
    /// title row) writes `nil` to the binding. Another value replaces the
    /// pushed view's content.
    ///
    /// ```swift
    /// @State private var selected: Park?
    /// List(parks) { park in Button(park.name) { selected = park } }
    ///     .navigationDestination(item: $selected) { park in ParkDetails(park: park) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { presented in if !presented { item.wrappedValue = nil } })
        return PresentedDestinationModifier(
            content: self, isPresented: isPresented,
            destination: item.wrappedValue.map { destination($0).id($0) })
    }
}
