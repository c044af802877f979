/// A stored property of a view whose value TermUI keeps in the view's node
/// (`@State`, `@Environment`, `@FocusState`, or your own struct made of them).
///
/// TermUI finds these properties with `Mirror` each time it evaluates a body
/// and connects them to the node's storage, so a fresh copy of the view struct
/// sees the same state.
@MainActor
public protocol DynamicProperty {}

/// A dynamic property TermUI connects to node storage before the body runs.
@MainActor
protocol GraphBindable {
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

    /// Binds every dynamic property found in `value` (recursing into custom ones
    /// and into the modifier of a ``ModifiedContent``).
    func bindProperties(of value: Any) {
        for child in Mirror(reflecting: value).children {
            if let bindable = child.value as? any GraphBindable {
                bindable.bind(self)
            } else if child.value is any DynamicProperty || child.value is any ViewModifier {
                bindProperties(of: child.value)
            }
        }
    }
}
