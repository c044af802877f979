/// A type-erased list of the values pushed on a ``NavigationStack``:
/// SwiftUI's `NavigationPath`.
///
/// Bind a stack to one to push and pop values of any `Hashable` type from
/// code; each value is shown by the `.navigationDestination(for:)` of its type.
///
/// ```swift
/// @State private var path = NavigationPath()
/// var body: some View {
///     NavigationStack(path: $path) {
///         Button("Show 42") { path.append(42) }
///             .navigationDestination(for: Int.self) { Text("Number \($0)") }
///     }
/// }
/// ```
public struct NavigationPath: Equatable {
    /// The values, root side first.
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// A path holding `elements`, the first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed.
    public var count: Int { elements.count }

    /// True when nothing is pushed (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values (at most as many as there are).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}
