@_spi(Reflection) import Swift

/// A stored property of a view whose value TermUI keeps in the view's node
/// (`@State`, `@Environment`, `@FocusState`, or your own struct made of them).
///
/// TermUI finds these properties once per view type (their offsets in the
/// struct) and, each time it evaluates a body, connects them to the node's
/// storage, so a fresh copy of the view struct sees the same state.
@MainActor
public protocol DynamicProperty: _ViewGraphSpecial {}

/// A dynamic property TermUI connects to node storage before the body runs.
@MainActor
protocol GraphBindable: _ViewGraphSpecial {
    func bind(_ binder: PropertyBinder)
}

/// Hands each `@State` of a view value its slot in the node, by order of declaration.
@MainActor
final class PropertyBinder {
    let node: ViewNode
    private var nextSlot = 0

    init(node: ViewNode) { self.node = node }

    /// The node's storage for the next state property, made from `initial` the first time.
    func storage<Value>(initial: () -> Value) -> StateStorage<Value> {
        defer { nextSlot += 1 }
        if nextSlot < node.stateSlots.count, let existing = node.stateSlots[nextSlot] as? StateStorage<Value>
        {
            return existing
        }
        let made = StateStorage(value: initial(), node: node)
        node.graph?.restoreSlot(made, of: node, at: nextSlot)
        if nextSlot < node.stateSlots.count {
            node.stateSlots[nextSlot] = made
        } else {
            node.stateSlots.append(made)
        }
        return made
    }

    /// The node's object in the next slot, made with `make` the first time
    /// (or when the slot holds another type).
    func slot<Object: AnyObject>(make: () -> Object) -> Object {
        defer { nextSlot += 1 }
        if nextSlot < node.stateSlots.count, let existing = node.stateSlots[nextSlot] as? Object {
            return existing
        }
        let made = make()
        node.graph?.restoreSlot(made, of: node, at: nextSlot)
        if nextSlot < node.stateSlots.count {
            node.stateSlots[nextSlot] = made
        } else {
            node.stateSlots.append(made)
        }
        return made
    }

    /// How to bind each type's dynamic properties, worked out once per type:
    /// a body evaluation then reads only those fields, at their offsets, with
    /// no reflection and no cast (a `Mirror` of the view on every evaluation
    /// was a tenth of a key's cost in a small app).
    private static var plans: [ObjectIdentifier: [FieldBinder]] = [:]

    /// One stored property that holds a dynamic property: where it is and how to bind it.
    private struct FieldBinder {
        var offset: Int
        var bind: @MainActor (UnsafeRawPointer, PropertyBinder) -> Void
    }

    /// Binds every dynamic property found in `value` (recursing into custom ones
    /// and into the modifier of a ``ModifiedContent``).
    func bindProperties<Value>(of value: Value) {
        let plan = Self.plan(for: Value.self)
        guard !plan.isEmpty else { return }
        var value = value
        bind(plan, at: &value)
    }

    private func bind(_ plan: [FieldBinder], at base: UnsafeRawPointer) {
        for field in plan { field.bind(base + field.offset, self) }
    }

    /// How many stored properties of `type` are bound before each evaluation.
    static func boundFieldCount<Value>(of type: Value.Type) -> Int { plan(for: type).count }

    private static func plan<Value>(for type: Value.Type) -> [FieldBinder] {
        let id = ObjectIdentifier(type)
        if let plan = plans[id] { return plan }
        let plan = makePlan(for: type)
        plans[id] = plan
        return plan
    }

    /// The dynamic fields of a struct or tuple, by offset; a class is bound
    /// through a `Mirror` of its value, and an enum has none.
    private static func makePlan<Value>(for type: Value.Type) -> [FieldBinder] {
        var fields: [(offset: Int, type: Any.Type, kind: FieldKind)] = []
        let laidOut = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            fields.append((offset, fieldType, kind))
            return true
        }
        guard laidOut else {
            // An enum has no stored properties for a node to keep (its cases
            // hold values); only a class view is bound through a `Mirror`.
            guard Value.self is AnyClass else { return [] }
            return [
                FieldBinder(offset: 0) { pointer, binder in
                    let value = pointer.assumingMemoryBound(to: Value.self).pointee
                    for child in Mirror(reflecting: value).children { binder.bindField(child.value) }
                }
            ]
        }
        var binders: [FieldBinder] = []
        for field in fields {
            if let bind = fieldBinder(for: field.type, kind: field.kind) {
                binders.append(FieldBinder(offset: field.offset, bind: bind))
            }
        }
        return binders
    }

    /// How to bind a field of `type`, or nil when it holds no dynamic property.
    ///
    /// The kind of type is asked first, so that most fields cost no protocol
    /// cast (each type's first cast to each protocol scans every conformance
    /// record): a function, tuple, metatype or existential holds no property
    /// to bind, and neither does plain data, since every ``GraphBindable``
    /// wrapper holds a reference (`DynamicPropertyBindingTests` checks each one).
    private static func fieldBinder(for type: Any.Type, kind: FieldKind) -> (
        @MainActor (UnsafeRawPointer, PropertyBinder) -> Void
    )? {
        switch kind {
        case .optional: return optionalFieldBinder(for: type)
        case .struct, .enum, .class: if isPlainData(type) { return nil }
        default: return nil
        }
        guard isGraphSpecial(type) else { return nil }
        if let bindable = ConformanceIndex.cast(type, to: (any GraphBindable.Type).self) {
            func binder<B: GraphBindable>(_: B.Type) -> @MainActor (UnsafeRawPointer, PropertyBinder) -> Void
            {
                { pointer, binder in pointer.assumingMemoryBound(to: B.self).pointee.bind(binder) }
            }
            return binder(bindable)
        }
        guard
            ConformanceIndex.conforms(type, to: (any DynamicProperty.Type).self)
                || ConformanceIndex.conforms(type, to: (any ViewModifier.Type).self)
        else { return nil }
        func nested<N>(_: N.Type) -> (@MainActor (UnsafeRawPointer, PropertyBinder) -> Void)? {
            let inner = plan(for: N.self)
            guard !inner.isEmpty else { return nil }
            return { pointer, binder in binder.bind(inner, at: pointer) }
        }
        return _openExistential(type, do: nested)
    }

    /// A custom property in an optional field: bind what it holds today.
    private static func optionalFieldBinder(for type: Any.Type) -> (
        @MainActor (UnsafeRawPointer, PropertyBinder) -> Void
    )? {
        // Only a wrapped type that holds something to bind: an optional view
        // (a `Text?` label) is graph-special too, and reflecting it at every
        // evaluation found nothing.
        let wrapped = unwrappingOptionals(type)
        guard fieldBinder(for: wrapped, kind: FieldKind.of(wrapped)) != nil else { return nil }
        func binder<F>(_: F.Type) -> @MainActor (UnsafeRawPointer, PropertyBinder) -> Void {
            { pointer, binder in
                let value = pointer.assumingMemoryBound(to: F.self).pointee
                for child in Mirror(reflecting: value).children { binder.bindField(child.value) }
            }
        }
        return _openExistential(type, do: binder)
    }

    /// Binds what a field found by a `Mirror` holds: an optional field's
    /// content, or a field of a type `_forEachField` cannot lay out.
    private func bindField(_ value: Any) {
        let type = Swift.type(of: value)
        guard let bind = Self.fieldBinder(for: type, kind: FieldKind.of(type)) else { return }
        func open<T>(_ value: T) { withUnsafePointer(to: value) { bind(UnsafeRawPointer($0), self) } }
        _openExistential(value, do: open)
    }

    /// `State<Int>` for `State<Int>??`: an optional field holding a dynamic property counts.
    private static func unwrappingOptionals(_ type: Any.Type) -> Any.Type {
        guard FieldKind.of(type) == .optional,
            let optional = ConformanceIndex.cast(type, to: (any StoredOptional.Type).self)
        else {
            return type
        }
        return unwrappingOptionals(optional.storedWrappedType)
    }

    /// True for plain data (`_isPOD`): no references, so no dynamic property.
    static func isPlainData(_ type: Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: check)
    }
}
