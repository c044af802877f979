/// A view that shows a root view and the views pushed on top of it, one at
/// a time, with a title row that leads back: SwiftUI's `NavigationStack`.
///
/// Push with a ``NavigationLink`` (a value, shown by the
/// `.navigationDestination(for:)` of its type, or a destination view) or by
/// changing a bound path. Esc, ← or Backspace (when no text field has
/// focus), a click on the title row and `@Environment(\.dismiss)` in a
/// pushed view each go back one level. A pushed view gets focus on its
/// first control; going back focuses the link that pushed it. Levels below
/// the top stay alive (their `@State` too) while covered.
///
/// ```swift
/// NavigationStack {
///     List(fruits) { fruit in
///         NavigationLink(fruit.name, value: fruit)
///     }
///     .navigationTitle("Fruit")
///     .navigationDestination(for: Fruit.self) { FruitDetail(fruit: $0) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
    private let boundPath: Binding<Data>?
    private let access: @MainActor (Binding<Data>) -> NavigationPathAccess
    private let root: Root
    @State private var ownPath = NavigationPath()
    @State private var ownEditMode = EditMode.inactive
    @Environment(\.editMode) private var outerEditMode

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        boundPath = nil
        access = { NavigationPathAccess.of($0) }
        self.root = root()
    }

    /// A stack whose path is `path`: pushing and popping write it, and
    /// writing it pushes or pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        boundPath = path
        access = { NavigationPathAccess.of($0) }
        self.root = root()
    }

    /// A stack whose path is a collection of one type of value.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        boundPath = path
        access = { NavigationPathAccess.of(collection: $0) }
        self.root = root()
    }

    /// The stack's levels and title row.
    public var body: some View {
        let path = boundPath.map(access) ?? NavigationPathAccess.of($ownPath)
        // The views inside share one edit mode (an `EditButton` in the
        // toolbar and the list it edits), the one from outside if there is one.
        return NavigationStackHost(
            path: path.elements, append: path.append, removeLast: path.removeLast, root: root
        )
        .environment(\.editMode, outerEditMode ?? $ownEditMode)
    }
}
