/// Ends the search of the nearest `.searchable` view: SwiftUI's `DismissSearchAction`.
///
/// Read it from the environment inside the searchable view and call it like
/// a function: it clears the search text, leaves the search field and sets
/// `isSearching` back to false, as the field's Cancel (or Esc) does. Outside
/// a searchable view it does nothing.
///
/// ```swift
/// struct Results: View {
///     @Environment(\.dismissSearch) private var dismissSearch
///     var body: some View { Button("Done") { dismissSearch() } }
/// }
/// ```
public struct DismissSearchAction: Equatable, Sendable {
    let target: DismissTarget?

    /// Ends the search this value was read in.
    @MainActor public func callAsFunction() {
        target?.perform()
    }

    /// Two actions are equal when they end the same search.
    public static func == (lhs: DismissSearchAction, rhs: DismissSearchAction) -> Bool {
        lhs.target === rhs.target
    }
}

struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(target: nil) }
}

/// The scopes a `.searchScopes` outside a `.searchable` view hands it.
struct SearchScopesKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

/// The suggestions a `.searchSuggestions` outside a `.searchable` view hands it.
struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

struct SearchSubmitKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

struct SearchCompletionKey: EnvironmentKey {
    static var defaultValue: (@MainActor (String) -> Void)? { nil }
}

extension EnvironmentValues {
    /// True while the person is searching in the nearest `.searchable` view:
    /// from `/` (or a click on the search row) until Esc, the Cancel button
    /// or ``dismissSearch``.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the nearest `.searchable` view; see ``DismissSearchAction``.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    var searchScopes: AnyView? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }

    var searchSuggestions: AnyView? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    /// The `.onSubmit(of: .search)` action around a searchable view.
    var onSearchSubmitAction: (@MainActor () -> Void)? {
        get { self[SearchSubmitKey.self] }
        set { self[SearchSubmitKey.self] = newValue }
    }

    /// What a `.searchCompletion` suggestion does when chosen.
    var searchCompletionAction: (@MainActor (String) -> Void)? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}
