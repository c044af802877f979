/// Whether the user can edit a view's content: SwiftUI's `EditMode`, read
/// as a binding from `@Environment(\.editMode)`.
///
/// A ``NavigationStack`` supplies the binding to the views inside it
/// (unless one is supplied from outside); an ``EditButton`` toggles it, and
/// a ``List`` in edit mode shows `⊖` before each row it can delete.
public enum EditMode: Sendable, Hashable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe); shown as editing.
    case transient
    /// Editing.
    case active

    /// True unless the mode is ``inactive``.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// A binding to the edit mode of the views here, if a container supplies one.
    ///
    /// ```swift
    /// @Environment(\.editMode) private var editMode
    /// var isEditing: Bool { editMode?.wrappedValue.isEditing == true }
    /// ```
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
