/// Dismisses the presentation the view is in: SwiftUI's `DismissAction`.
///
/// Read it from the environment and call it like a function. Inside a sheet
/// it closes the sheet (as Esc does, writing the dismissal to the binding
/// that presented it); outside any presentation it does nothing.
///
/// ```swift
/// struct EditView: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
public struct DismissAction: Equatable, Sendable {
    let target: DismissTarget?

    /// Dismisses the presentation this value was read in.
    @MainActor public func callAsFunction() {
        target?.perform()
    }

    /// Two dismiss actions are equal when they dismiss the same presentation.
    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
        lhs.target === rhs.target
    }
}

/// What a presentation does when dismissed, shared by reference so the
/// environment value keeps one identity for the presentation's whole life (a
/// closure would never compare equal, and every reader would update each pass).
@MainActor
final class DismissTarget {
    var perform: () -> Void = {}
}

struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(target: nil) }
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is in; see ``DismissAction``.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
