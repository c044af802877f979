/// A button that turns the edit mode of the views around it on and off:
/// "Edit" while inactive, "Done" while editing. It toggles
/// `@Environment(\.editMode)`; where no container supplies one it does nothing.
///
/// ```swift
/// NavigationStack {
///     List { ForEach(items) { Text($0.name) }.onDelete(perform: delete) }
///         .toolbar { EditButton() }
/// }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    /// The button.
    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
