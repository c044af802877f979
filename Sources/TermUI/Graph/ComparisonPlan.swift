@_spi(Reflection) import Swift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How two values of one type compare, worked out once from the type and
/// then applied in place, through pointers: no `Mirror`, no boxing, no
/// description of a value (see ``ValueComparison`` for the rules).
@MainActor
final class ComparisonPlan {
    /// Compares the two values of the plan's type at these addresses.
    typealias Compare = @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    /// Compares two values of the plan's type in place.
    let compare: Compare
    /// True when no two values compare equal: the type holds a closure (or
    /// another opaque value) in a field of a field, at any depth.
    let isNeverEqual: Bool
    /// Compares two values of the plan's type held as `Any` (or as an existential inside one).
    let compareValues: @MainActor (Any, Any) -> Bool
    /// For a view that forwards its content (``_ViewTraits/forwardsContent``):
    /// compares the stored properties that are not views (its content is
    /// compared by its children's nodes).
    let compareOwnInputs: Compare?

    /// The plan for `T`; plain data is compared by its bytes first (see ``rule(for:)``).
    init<T>(for type: T.Type) {
        let (compare, isNeverEqual) = Self.rule(for: T.self)
        self.compare = compare
        self.isNeverEqual = isNeverEqual
        compareValues = Self.valueComparer(T.self, compare, isNeverEqual: isNeverEqual)
        compareOwnInputs = nil
    }

    /// The plan a node compares its view with, from the view type's traits:
    /// the view's `==` when it is `Equatable`, as ``EquatableView`` promises;
    /// only its own inputs when it forwards its content (then `compare` sees
    /// only those too); its stored properties otherwise. No protocol cast
    /// decides which, except the one that finds an `Equatable` view's `==`.
    init<V: View>(view _: V.Type) {
        let traits = V._viewTraits
        let (compare, isNeverEqual): (Compare, Bool)
        if traits.contains(.forwardsContent) {
            let (own, ownNeverEqual) = Self.ownInputsRule(for: V.self)
            (compare, isNeverEqual) = ownNeverEqual ? ({ _, _ in false }, true) : (own, false)
            compareOwnInputs = compare
        } else if traits.contains(.equatable),
            let equatable = ConformanceIndex.cast(V.self, to: (any Equatable.Type).self)
        {
            (compare, isNeverEqual) = (Self.equatableRule(equatable), false)
            compareOwnInputs = nil
        } else {
            (compare, isNeverEqual) = Self.viewRule(for: V.self)
            compareOwnInputs = nil
        }
        self.compare = compare
        self.isNeverEqual = isNeverEqual
        compareValues = Self.valueComparer(V.self, compare, isNeverEqual: isNeverEqual)
    }

    /// A plan for `T` that leaves out the stored properties at `offsets`
    /// (``HostedView/paintOnlyProperties``: what a layout need not see).
    init<T>(for type: T.Type, excludingFieldsAt offsets: Set<Int>) {
        let (compare, isNeverEqual) = Self.fieldsRule(for: T.self, skippingViews: false, excluding: offsets)
        self.compare = compare
        self.isNeverEqual = isNeverEqual
        compareValues = Self.valueComparer(T.self, compare, isNeverEqual: isNeverEqual)
        compareOwnInputs = nil
    }

    /// How the view at `new` differs from the one at `old` (both of the plan's type).
    func change(from old: UnsafeRawPointer, to new: UnsafeRawPointer) -> InputChange {
        if let compareOwnInputs { return compareOwnInputs(old, new) ? .contentOnly : .changed }
        if isNeverEqual { return .changed }
        return compare(old, new) ? .same : .changed
    }

    private static func valueComparer<T>(
        _: T.Type, _ compare: @escaping Compare, isNeverEqual: Bool
    ) -> @MainActor (Any, Any) -> Bool {
        if isNeverEqual { return { _, _ in false } }
        return { lhs, rhs in
            // `as?` unwraps an existential held in the `Any` (an `any View` passed as `Any`).
            guard var left = lhs as? T, var right = rhs as? T else { return false }
            return compare(&left, &right)
        }
    }

    // MARK: Rules

    /// The comparison for `T`, and whether it can ever find two values equal.
    ///
    /// Each question is asked only of the kinds of type it can be true of: the
    /// first protocol cast of each type scans every conformance record in the
    /// program, so a plan that asks less makes a first frame and a first key
    /// cheaper. Plain data is compared by its bytes before any protocol is
    /// asked about, as SwiftUI compares a plain-data view field by field
    /// rather than through its `==` (so a plain-data type's `==` that ignores
    /// a field is not consulted; ``EquatableView`` is the way to insist on it).
    private static func rule<T>(for _: T.Type) -> (Compare, isNeverEqual: Bool) {
        let kind = FieldKind.of(T.self)
        switch kind {
        case .function:
            return ({ _, _ in false }, true)
        case .class, .foreignClass:
            // A key path is an object, but two made from the same literal are one path.
            if T.self is AnyKeyPath.Type,
                let equatable = ConformanceIndex.cast(T.self, to: (any Equatable.Type).self)
            {
                return (equatableRule(equatable), false)
            }
            // Identity: the reference's bits (also right for a weak or unowned field, never loaded).
            return (bytesRule([0..<MemoryLayout<T>.size]), false)
        default:
            break
        }
        if _isPOD(T.self) { return plainDataRule(for: T.self) }
        // Only structs and enums can be TermUI's own special types; every optional is one.
        let special = kind == .optional || ((kind == .struct || kind == .enum) && isGraphSpecial(T.self))
        if special, kind != .optional,
            let comparable = ConformanceIndex.cast(T.self, to: (any InputComparable.Type).self)
        {
            return (inputComparableRule(comparable), false)
        }
        let optional =
            kind == .optional ? ConformanceIndex.cast(T.self, to: (any StoredOptional.Type).self) : nil
        if let optional, optional.wrapsClass {
            return (bytesRule([0..<MemoryLayout<T>.size]), false)
        }
        if let optional { return (optional.comparison, false) }
        if special, kind == .struct,
            let collection = ConformanceIndex.cast(T.self, to: (any StoredCollection.Type).self)
        {
            return (collection.comparison, false)
        }
        // An existential (`any View`) is never `Equatable` itself: its value's type is compared.
        if kind != .existential, let equatable = ConformanceIndex.cast(T.self, to: (any Equatable.Type).self)
        {
            return (equatableRule(equatable), false)
        }
        switch kind {
        case .existential:
            return (
                { lhs, rhs in
                    ValueComparison.areEqual(
                        lhs.assumingMemoryBound(to: T.self).pointee as Any,
                        rhs.assumingMemoryBound(to: T.self).pointee as Any)
                }, false
            )
        case .struct, .tuple:
            return fieldsRule(for: T.self, skippingViews: false)
        case .enum, .optional:
            return (enumRule(T.self, payloadViewsAreContent: false), false)
        default:
            // An opaque value the runtime shows no fields of: never assume it unchanged.
            return ({ _, _ in false }, true)
        }
    }

    /// A view that is neither `Equatable` nor forwards its content: its
    /// stored properties. A view is never one of the stored-property
    /// wrappers or containers ``rule(for:)`` asks about.
    private static func viewRule<V: View>(for _: V.Type) -> (Compare, isNeverEqual: Bool) {
        if _isPOD(V.self) { return plainDataRule(for: V.self) }
        switch FieldKind.of(V.self) {
        case .struct, .tuple: return fieldsRule(for: V.self, skippingViews: false)
        default: return rule(for: V.self)
        }
    }

    /// Plain data: its bytes, leaf field by leaf field.
    private static func plainDataRule<T>(for _: T.Type) -> (Compare, isNeverEqual: Bool) {
        var ranges: [Range<Int>] = []
        plainDataRanges(of: T.self, at: 0, into: &ranges)
        return (bytesRule(ranges), false)
    }

    /// The comparison of a content-forwarding view's own inputs: its fields
    /// whose types are not views (nor `any View`, nor arrays of them).
    private static func ownInputsRule<T>(for _: T.Type) -> (Compare, isNeverEqual: Bool) {
        switch FieldKind.of(T.self) {
        case .struct, .tuple: return fieldsRule(for: T.self, skippingViews: true)
        // An optional view: whether it is there is the reconcile's business.
        default: return ({ _, _ in true }, false)
        }
    }

    private static func inputComparableRule<C: InputComparable>(_: C.Type) -> Compare {
        { lhs, rhs in
            lhs.assumingMemoryBound(to: C.self).pointee.isSameInput(
                as: rhs.assumingMemoryBound(to: C.self).pointee)
        }
    }

    private static func equatableRule<E: Equatable>(_: E.Type) -> Compare {
        { lhs, rhs in
            lhs.assumingMemoryBound(to: E.self).pointee == rhs.assumingMemoryBound(to: E.self).pointee
        }
    }
}
