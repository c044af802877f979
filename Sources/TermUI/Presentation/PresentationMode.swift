/// Whether the view is presented, and a way to dismiss it: SwiftUI's
/// deprecated `PresentationMode`, read as `@Environment(\.presentationMode)`.
///
/// It is ``DismissAction`` in its older form: `dismiss()` closes the sheet or
/// cover the view is in, as `@Environment(\.dismiss)` does.
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Done") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode {
    private let action: DismissAction

    init(action: DismissAction) { self.action = action }

    /// True inside a presentation (a sheet, a full-screen cover).
    public var isPresented: Bool { action.target != nil }

    /// Dismisses the presentation the value was read in; outside one, nothing.
    @MainActor public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    /// The presentation the view is in, as a binding (SwiftUI's deprecated
    /// form of ``EnvironmentValues/dismiss``); writing it does nothing.
    @MainActor public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(action: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
