import CursesKit

/// Which submissions an `.onSubmit` runs for (SwiftUI's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers' bits.
    public let rawValue: Int

    /// Creates triggers from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Enter in a `TextField` or `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Enter in the search field of a `.searchable` view (or a suggestion chosen).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// What the submit key of the fields in a view says (SwiftUI's `SubmitLabel`).
///
/// A terminal's Enter key has no label to change: TermUI accepts the
/// modifier, so code written for SwiftUI compiles, and keeps the label in
/// the environment.
public struct SubmitLabel: Hashable, Sendable {
    let name: String

    /// "Done".
    public static let done = SubmitLabel(name: "Done")
    /// "Go".
    public static let go = SubmitLabel(name: "Go")
    /// "Send".
    public static let send = SubmitLabel(name: "Send")
    /// "Join".
    public static let join = SubmitLabel(name: "Join")
    /// "Route".
    public static let route = SubmitLabel(name: "Route")
    /// "Search".
    public static let search = SubmitLabel(name: "Search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "Return")
    /// "Next".
    public static let next = SubmitLabel(name: "Next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "Continue")
}

extension ActionTarget {
    /// Enter in a text field: runs the nearest `.onSubmit`.
    func submit() {
        if let node { submitAction(node) }
    }
}

struct OnSubmitKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

struct SubmitLabelKey: EnvironmentKey {
    static var defaultValue: SubmitLabel { .return }
}

extension EnvironmentValues {
    var onSubmitAction: (@MainActor () -> Void)? {
        get { self[OnSubmitKey.self] }
        set { self[OnSubmitKey.self] = newValue }
    }

    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when Enter is pressed in a `TextField` or `SecureField`
    /// inside this view (a vertical field's Enter too: Alt-Enter breaks its
    /// line), or, with `.search`, in the search field of a `.searchable` view inside.
    ///
    /// ```swift
    /// TextField("Name", text: $name).onSubmit { save() }
    /// List(results) { Text($0.name) }
    ///     .searchable(text: $query)
    ///     .onSubmit(of: .search) { run(query) }
    /// ```
    public func onSubmit(
        of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        // Triggers without `.text` leave the fields' action as it was, and
        // without `.search` the search fields'.
        EnvironmentWriter(
            content: EnvironmentWriter(
                content: self, keyPath: \.onSubmitAction, value: action, isActive: triggers.contains(.text)),
            keyPath: \.onSearchSubmitAction, value: action, isActive: triggers.contains(.search))
    }

    /// Sets what the submit key of the fields in this view says; accepted, as
    /// a terminal's Enter has no label (see ``SubmitLabel``).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }
}
