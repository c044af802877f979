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
    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        areEqual(lhs, rhs, depth: 0)
    }

    private static func areEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
        guard type(of: lhs) == type(of: rhs), depth < 12 else { return false }
        if let comparable = lhs as? any InputComparable { return comparable.isSameInput(as: rhs) }
        if let equatable = lhs as? any Equatable { return equatable.isEqual(to: rhs) }
        if type(of: lhs) is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        let left = Mirror(reflecting: lhs)
        guard let style = left.displayStyle else { return false }
        let right = Mirror(reflecting: rhs)
        switch style {
        case .struct, .tuple, .enum, .optional, .collection:
            if style == .enum, String(describing: lhs) != String(describing: rhs) { return false }
            guard left.children.count == right.children.count else { return false }
            for (a, b) in zip(left.children, right.children) {
                guard a.label == b.label, areEqual(a.value, b.value, depth: depth + 1) else { return false }
            }
            return true
        case .class:
            return (lhs as AnyObject) === (rhs as AnyObject)
        default:
            return false
        }
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
