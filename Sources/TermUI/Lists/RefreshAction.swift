/// The action a ``View/refreshable(action:)`` gives the views inside it
/// (SwiftUI's `RefreshAction`), read from `@Environment(\.refresh)`.
///
/// A ``List`` runs it when Ctrl-R is pressed while it has focus, showing a
/// busy row above its rows until the action returns; a second Ctrl-R while
/// it runs does nothing.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it has finished.
    public func callAsFunction() async {
        await action()
    }
}

struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the nearest ``View/refreshable(action:)``, if any.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Makes the lists inside refreshable: Ctrl-R while one has focus runs
    /// `action`, with a busy row shown until it returns (iOS's pull to refresh).
    ///
    /// ```swift
    /// List(mail) { Text($0.subject) }
    ///     .refreshable { await inbox.fetch() }
    /// ```
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
