extension View {
    /// Shows a search field above this view, bound to `text`: SwiftUI's `searchable(text:placement:prompt:)`.
    ///
    /// The field sits in a row at the top of the view (under the title row
    /// inside a navigation stack, where iOS draws its search bar). `/` starts
    /// a search from anywhere in the view (as in less and vim), as does a
    /// click on the row; the field then takes the typing, Enter runs
    /// `.onSubmit(of: .search)`, and Esc or the `Cancel` button end the
    /// search, clearing the text. While searching, `@Environment(\.isSearching)`
    /// is true inside the view, `.searchScopes` shows its scopes under the
    /// field and `.searchSuggestions` its suggestions; `\.dismissSearch` ends
    /// the search from code. The row is not a Tab stop until a search starts,
    /// so an app opens on its content, not in its search field.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(filtered) { Text($0.name) }
    ///         .navigationTitle("Fruit")
    ///         .searchable(text: $query, prompt: "Find a fruit")
    /// }
    /// ```
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: prompt?.content ?? "Search")
    }

    /// A search field whose prompt is the string of `prompt`; see `searchable(text:placement:prompt:)`.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: prompt.text)
    }

    /// A search field whose prompt is `prompt`; see `searchable(text:placement:prompt:)`.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: String(prompt))
    }

    /// A search field whose search is started and ended through `isPresented`
    /// as well: setting it to true starts a search (the field takes focus),
    /// false ends it; `/`, Esc and Cancel write it.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        SearchableView(
            content: self, text: text, isPresented: isPresented, prompt: prompt?.content ?? "Search")
    }

    /// A presentable search field whose prompt is the string of `prompt`.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: isPresented, prompt: prompt.text)
    }

    /// A presentable search field whose prompt is `prompt`.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: isPresented, prompt: String(prompt))
    }

    /// Scopes a search narrows to, shown as segments under the search field
    /// while searching: SwiftUI's `searchScopes(_:scopes:)`. Each scope is a
    /// view tagged with its value; ← → move between them, as in a segmented picker.
    /// Apply it outside the `.searchable` it belongs to.
    ///
    /// ```swift
    /// .searchable(text: $query)
    /// .searchScopes($scope) {
    ///     Text("All").tag(Scope.all)
    ///     Text("Favourites").tag(Scope.favourites)
    /// }
    /// ```
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S)
        -> some View
    {
        let picker = AnyView(
            Picker(selection: scope, content: scopes) { EmptyView() }.pickerStyle(.segmented).labelsHidden())
        return environment(\.searchScopes, picker)
    }

    /// Suggestions shown under the search field while searching: SwiftUI's
    /// `searchSuggestions(_:)`. A suggestion marked with
    /// ``View/searchCompletion(_:)`` is a button (Tab reaches it; Enter or a
    /// click) that puts its completion in the field and submits the search.
    /// Apply it outside the `.searchable` it belongs to.
    ///
    /// ```swift
    /// .searchSuggestions {
    ///     Text("🍎 Apple").searchCompletion("apple")
    /// }
    /// ```
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let list = AnyView(VStack(alignment: .leading, spacing: 0) { suggestions() })
        return environment(\.searchSuggestions, list)
    }

    /// Makes this suggestion put `completion` in the search field when chosen
    /// (see ``View/searchSuggestions(_:)``): SwiftUI's `searchCompletion(_:)`.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionButton(completion: completion, label: self)
    }
}

/// A suggestion that completes the search.
struct SearchCompletionButton<Label: View>: View {
    let completion: String
    let label: Label
    @Environment(\.searchCompletionAction) private var complete

    var body: some View {
        let completion = completion
        let complete = complete
        Button {
            complete?(completion)
        } label: {
            label
        }
        .buttonStyle(.plain)
    }
}
