/// An optional whose wrapped type is not `Equatable`, compared by a ``ComparisonPlan``.
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

    static var comparison: ComparisonPlan.Compare {
        { lhs, rhs in
            switch (
                lhs.assumingMemoryBound(to: Self.self).pointee, rhs.assumingMemoryBound(to: Self.self).pointee
            ) {
            case (nil, nil): return true
            case (let left?, let right?): return ValueComparison.areEqual(left, right)
            default: return false
            }
        }
    }
}

/// An array or dictionary whose elements are not `Equatable`, compared element by element.
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
