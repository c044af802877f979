/// A stored property that knows whether it is the same view input as another
/// (bindings compare by location and value, environment wrappers always match).
@MainActor
protocol InputComparable {
    func isSameInput(as other: Any) -> Bool
}

/// Decides whether a view value changed, so unchanged subtrees are skipped.
///
/// Equatable values compare with `==`, objects by identity, structs, enums and
/// tuples field by field; closures and other opaque values never compare equal
/// (so a view holding a closure is updated whenever its parent re-renders).
@MainActor
enum ValueComparison {
    /// Struct and tuple types that can never compare equal: a field (or a
    /// field's field) is a closure or another opaque value. Found on the first
    /// comparison, so later ones skip the walk (a view holding an `.onKeyPress`
    /// closure was reflected field by field, at every level, on every key).
    private static var neverEqualTypes: Set<ObjectIdentifier> = []

    private enum Verdict {
        case equal
        case different
        /// Different whatever the values: the type holds an opaque value.
        case neverEqual
    }

    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        compare(lhs, rhs, depth: 0) == .equal
    }

    private static func compare(_ lhs: Any, _ rhs: Any, depth: Int) -> Verdict {
        let type = Swift.type(of: lhs)
        guard type == Swift.type(of: rhs), depth < 12 else { return .different }
        if let comparable = lhs as? any InputComparable {
            return comparable.isSameInput(as: rhs) ? .equal : .different
        }
        if let equatable = lhs as? any Equatable { return equatable.isEqual(to: rhs) ? .equal : .different }
        if type is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject) ? .equal : .different
        }
        if let optional = lhs as? any OptionalValue, let other = rhs as? any OptionalValue {
            // Without a Mirror: reflecting an optional costs more than what it wraps.
            switch (optional.wrappedValue, other.wrappedValue) {
            case (nil, nil): return .equal
            case (let left?, let right?):
                return compare(left, right, depth: depth + 1) == .equal ? .equal : .different
            default: return .different
            }
        }
        let id = ObjectIdentifier(type)
        if neverEqualTypes.contains(id) { return .neverEqual }
        let left = Mirror(reflecting: lhs)
        guard let style = left.displayStyle else { return .neverEqual }
        let right = Mirror(reflecting: rhs)
        switch style {
        case .struct, .tuple, .enum, .optional, .collection:
            guard left.children.count == right.children.count else { return .different }
            // An enum's description covers its payload, and with it what a field-by-field
            // comparison calls the same input (a binding whose only change is the
            // transaction it carries): a view under a `switch` or an `if` must receive
            // such a value, or the next event runs the old binding. Describing a payload
            // costs a keypress much (a whole view tree); narrowing it to the case name
            // lost that (RepresentableReceivedTests.aBindingOnlyChangeReachesTheNextEvent).
            if style == .enum, String(describing: lhs) != String(describing: rhs) {
                return .different
            }
            for (a, b) in zip(left.children, right.children) {
                guard a.label == b.label else { return .different }
                switch compare(a.value, b.value, depth: depth + 1) {
                case .equal: continue
                case .different: return .different
                case .neverEqual:
                    // A struct's or tuple's fields are fixed by its type; an enum's or a
                    // collection's depend on the value.
                    guard style == .struct || style == .tuple else { return .different }
                    neverEqualTypes.insert(id)
                    return .neverEqual
                }
            }
            return .equal
        case .class:
            return (lhs as AnyObject) === (rhs as AnyObject) ? .equal : .different
        default:
            return .different
        }
    }
}

/// An optional seen through `Any`, so ``ValueComparison`` can unwrap it.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { self.map { $0 } }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
