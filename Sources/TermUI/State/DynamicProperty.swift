/// A stored property of a view whose value TermUI keeps in the view's node
/// (`@State`, `@Environment`, `@FocusState`, or your own struct made of them).
///
/// TermUI finds these properties with `Mirror` each time it evaluates a body
/// and connects them to the node's storage, so a fresh copy of the view struct
/// sees the same state.
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

    /// Which stored properties of each view type are dynamic, by position:
    /// worked out once per type, so a body evaluation reflects only views that
    /// have some and casts only those fields (failing casts of every field were
    /// a sixth of a large first render).
    private static var plans: [ObjectIdentifier: [FieldPlan]] = [:]

    /// A stored property that holds a dynamic property.
    private struct FieldPlan {
        var index: Int
        /// True for a custom `DynamicProperty` (or a modifier) whose own fields are bound in turn.
        var isNested: Bool
    }

    /// Binds every dynamic property found in `value` (recursing into custom ones
    /// and into the modifier of a ``ModifiedContent``).
    func bindProperties(of value: Any) {
        if isGraphSpecial(Swift.type(of: value)), Swift.type(of: value) is any OptionalField.Type {
            // A custom property in an optional field: bind what it holds today.
            for child in Mirror(reflecting: value).children { bindProperties(of: child.value) }
            return
        }
        let type = ObjectIdentifier(Swift.type(of: value))
        let plan = Self.plans[type] ?? Self.makePlan(for: value, type: type)
        guard !plan.isEmpty else { return }
        var next = 0
        for (index, child) in Mirror(reflecting: value).children.enumerated() where index == plan[next].index
        {
            if plan[next].isNested {
                bindProperties(of: child.value)
            } else if let bindable = child.value as? any GraphBindable {
                bindable.bind(self)
            }
            next += 1
            if next == plan.count { return }
        }
    }

    private static func makePlan(for value: Any, type: ObjectIdentifier) -> [FieldPlan] {
        var plan: [FieldPlan] = []
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let fieldType = Self.unwrappingOptionals(Swift.type(of: child.value))
            guard isGraphSpecial(fieldType) else { continue }
            if fieldType is any GraphBindable.Type {
                plan.append(FieldPlan(index: index, isNested: false))
            } else if fieldType is any DynamicProperty.Type || fieldType is any ViewModifier.Type {
                plan.append(FieldPlan(index: index, isNested: true))
            }
        }
        plans[type] = plan
        return plan
    }

    /// `State<Int>` for `State<Int>??`: an optional field holding a dynamic property counts.
    private static func unwrappingOptionals(_ type: Any.Type) -> Any.Type {
        guard isGraphSpecial(type), let optional = type as? any OptionalField.Type else { return type }
        return unwrappingOptionals(optional.wrappedType)
    }
}

/// Lets ``PropertyBinder`` see through an optional field's type.
private protocol OptionalField: _ViewGraphSpecial {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalField {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}
