/// An ``ObservableObject`` a view owns: made once, when the view first
/// appears, kept for the view's life however often its parent renders, and
/// the view renders again after it changes.
///
/// The initial value is an autoclosure, evaluated only the first time, as in
/// SwiftUI: a parent's re-render makes a new view value but no new object.
///
/// ```swift
/// struct OrderView: View {
///     @StateObject private var order = Order()
///     var body: some View { QuantityField(order: order) }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let box = StateObjectBox<ObjectType>()

    /// Owns the object `thunk` makes, when the view first appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The view's object. Read outside a view's body (before TermUI installed
    /// the view), it is a new object each time, as in SwiftUI.
    public var wrappedValue: ObjectType { box.storage?.object ?? make() }

    /// Bindings to the object's properties: `$object.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension StateObject: GraphBindable {
    func bind(_ binder: PropertyBinder) {
        let make = self.make
        let storage = binder.slot { StateObjectStorage(object: make()) }
        storage.observation.observe(storage.object, node: binder.node)
        box.storage = storage
    }
}

extension StateObject: InputComparable {
    /// The object lives in the node, so a fresh wrapper in a new view value is the same input.
    func isSameInput(as other: Any) -> Bool { true }
}

/// The reference inside a ``StateObject`` that TermUI points at node storage.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    var storage: StateObjectStorage<ObjectType>?
    nonisolated init() {}
}

/// Where a `@StateObject` lives: in its view's node, with the node's subscription to it.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    let observation = ObjectObservation()

    init(object: ObjectType) { self.object = object }
}
