/// How a stack reads and changes its path, whatever it is bound to (a
/// ``NavigationPath``, a typed array, or the stack's own state).
@MainActor
struct NavigationPathAccess {
    /// The values pushed, root side first.
    let elements: [AnyHashable]
    /// Pushes a value; false when the path cannot hold its type.
    let append: @MainActor (AnyHashable) -> Bool
    /// Pops the last `k` values.
    let removeLast: @MainActor (Int) -> Void

    /// The access of a `NavigationPath` binding.
    static func of(_ path: Binding<NavigationPath>) -> NavigationPathAccess {
        NavigationPathAccess(
            elements: path.wrappedValue.elements,
            append: { value in
                path.wrappedValue.elements.append(value)
                return true
            },
            removeLast: { path.wrappedValue.removeLast($0) })
    }

    /// The access of a binding to a collection of one `Hashable` type.
    static func of<Data>(collection path: Binding<Data>) -> NavigationPathAccess
    where Data: RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        NavigationPathAccess(
            elements: path.wrappedValue.map { AnyHashable($0) },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { k in
                let count = min(max(0, k), path.wrappedValue.count)
                if count > 0 { path.wrappedValue.removeLast(count) }
            })
    }
}
