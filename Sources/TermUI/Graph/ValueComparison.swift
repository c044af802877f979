/// A stored property that knows whether it is the same view input as another
/// (bindings compare by location and value, state and environment wrappers
/// always match: their values live in the node and the environment).
@MainActor
protocol InputComparable: _ViewGraphSpecial {
    func isSameInput(as other: Any) -> Bool
}

/// Decides whether a value changed, so unchanged subtrees are skipped.
///
/// Every stored property is compared, at any depth, by a ``ComparisonPlan``
/// built once per type from the type's fields (the standard library's
/// `_forEachField`: each field's offset and type) and cached: the bytes for
/// plain data (`_isPOD`, even when `Equatable`, as SwiftUI does), `==` for
/// another `Equatable` type, identity for a class reference, element by
/// element for arrays, dictionaries and optionals,
/// field by field for other structs and tuples, the dynamic type's plan for an
/// existential, the case and payload for an enum; a closure never compares
/// equal (so a view holding one is updated whenever its parent re-renders, as
/// in SwiftUI; a view that knows better conforms to `Equatable`: a node
/// compares its own view with `==` first). Adding a stored property to a view
/// needs nothing here.
@MainActor
enum ValueComparison {
    /// The plans made so far, by type.
    private static var plans: [TypeKey: ComparisonPlan] = [:]

    /// True when `lhs` and `rhs` are the same input.
    static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        let plan = plan(for: T.self)
        if plan.isNeverEqual { return false }
        var left = lhs
        var right = rhs
        return plan.compare(&left, &right)
    }

    /// True when two values of any types are the same input (different types never are).
    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        let type = Swift.type(of: lhs)
        guard type == Swift.type(of: rhs) else { return false }
        return plan(for: type).compareValues(lhs, rhs)
    }

    /// The plans that leave out a hosted view's paint-only properties, by type.
    private static var layoutPlans: [TypeKey: ComparisonPlan] = [:]

    /// The plan for `V` without its ``HostedView/paintOnlyProperties``, made on first use.
    static func layoutPlan<V: HostedView>(for _: V.Type) -> ComparisonPlan {
        let id = TypeKey(V.self)
        if let plan = layoutPlans[id] { return plan }
        // By index: `compactMap` is a generic `Sequence` method, whose
        // associated types made the runtime look up `[PartialKeyPath<V>]:
        // Collection` on a hosted view's first change (a scan of all records).
        let paths = V.paintOnlyProperties
        var offsets = Set<Int>()
        for index in paths.indices {
            if let offset = MemoryLayout<V>.offset(of: paths[index]) { offsets.insert(offset) }
        }
        let plan = ComparisonPlan(for: V.self, excludingFieldsAt: offsets)
        layoutPlans[id] = plan
        return plan
    }

    /// The plans for views compared at their own nodes, by type.
    private static var viewPlans: [TypeKey: ComparisonPlan] = [:]

    /// The plan a node compares its view of type `V` with: the view's `==`
    /// when it has one (``EquatableView``), its fields otherwise. Made on first use.
    static func viewPlan<V: View>(for _: V.Type) -> ComparisonPlan {
        let id = TypeKey(V.self)
        if let plan = viewPlans[id] { return plan }
        let plan = ComparisonPlan(view: V.self)
        viewPlans[id] = plan
        return plan
    }

    /// The plan for `type`, made on first use.
    static func plan(for type: Any.Type) -> ComparisonPlan {
        let id = TypeKey(type)
        if let plan = plans[id] { return plan }
        func make<T>(_: T.Type) -> ComparisonPlan { ComparisonPlan(for: T.self) }
        let plan = _openExistential(type, do: make)
        plans[id] = plan
        return plan
    }
}
