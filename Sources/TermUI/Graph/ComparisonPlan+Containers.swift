/// An optional that is not plain data nor a class reference, compared by its wrapped type's plan.
@MainActor
protocol StoredOptional: _ViewGraphSpecial {
    /// True when the wrapped type is a class: the optional compares by identity.
    static var wrapsClass: Bool { get }
    /// The wrapped type.
    static var storedWrappedType: Any.Type { get }
    /// Both absent, or both present with the same wrapped value.
    static var comparison: ComparisonPlan.Compare { get }
}

extension Optional: StoredOptional {
    static var wrapsClass: Bool { Wrapped.self is AnyClass }
    static var storedWrappedType: Any.Type { Wrapped.self }

    /// Both absent, or both present and the same by the wrapped type's plan,
    /// applied in place (an optional's payload is at its start). An
    /// `Equatable` optional is compared so too, not with its `==`: the
    /// wrapped type's plan already says how its values compare.
    static var comparison: ComparisonPlan.Compare {
        let wrapped = ValueComparison.plan(for: Wrapped.self)
        let compare = wrapped.compare
        let isNeverEqual = wrapped.isNeverEqual
        return { lhs, rhs in
            switch (
                lhs.assumingMemoryBound(to: Self.self).pointee == nil,
                rhs.assumingMemoryBound(to: Self.self).pointee == nil
            ) {
            case (true, true): return true
            case (false, false): return !isNeverEqual && compare(lhs, rhs)
            default: return false
            }
        }
    }
}

/// An array or dictionary, compared element by element with the element's
/// plan (an `Equatable` one too: the element's plan already says how its
/// elements compare).
@MainActor
protocol StoredCollection: _ViewGraphSpecial {
    static var comparison: ComparisonPlan.Compare { get }
}

extension Array: StoredCollection {
    static var comparison: ComparisonPlan.Compare {
        { lhs, rhs in
            let left = lhs.assumingMemoryBound(to: Self.self).pointee
            let right = rhs.assumingMemoryBound(to: Self.self).pointee
            guard left.count == right.count else { return false }
            let plan = ValueComparison.plan(for: Element.self)
            return left.withUnsafeBufferPointer { leftElements in
                right.withUnsafeBufferPointer { rightElements in
                    guard let l = leftElements.baseAddress, let r = rightElements.baseAddress else {
                        return true  // both empty
                    }
                    if l == r { return true }  // one buffer
                    if plan.isNeverEqual { return false }
                    let stride = MemoryLayout<Element>.stride
                    for index in 0..<left.count
                    where !plan.compare(
                        UnsafeRawPointer(l) + index * stride, UnsafeRawPointer(r) + index * stride)
                    {
                        return false
                    }
                    return true
                }
            }
        }
    }
}

extension Dictionary: StoredCollection {
    static var comparison: ComparisonPlan.Compare {
        { lhs, rhs in
            let left = lhs.assumingMemoryBound(to: Self.self).pointee
            let right = rhs.assumingMemoryBound(to: Self.self).pointee
            guard left.count == right.count else { return false }
            for (key, value) in left {
                guard let other = right[key], ValueComparison.areEqual(value, other) else { return false }
            }
            return true
        }
    }
}
