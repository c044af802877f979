/// An ``ObservableObject`` a view is handed by someone else, and renders
/// again after it changes.
///
/// The view does not own the object: a parent passes it (often its own
/// `@StateObject`). `$object.property` is a ``Binding`` to one of its
/// properties, for a control to write through.
///
/// ```swift
/// struct QuantityField: View {
///     @ObservedObject var order: Order
///     var body: some View { Toggle("Gift wrap", isOn: $order.isGift) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of the object: `$object.property`.
    @MainActor
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath` of the object.
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            let object = object
            return Binding(
                identity: BindingIdentity(location: ObjectIdentifier(object), path: [keyPath]),
                snapshot: object[keyPath: keyPath],
                get: { object[keyPath: keyPath] },
                set: { value, _ in object[keyPath: keyPath] = value })
        }
    }

    /// The object the view shows.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties: `$object.property`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: GraphBindable {
    func bind(_ binder: PropertyBinder) {
        binder.slot { ObjectObservation() }.observe(wrappedValue, node: binder.node)
    }
}

extension ObservedObject: InputComparable {
    /// The same object is the same input: its changes reach the view through
    /// its publisher, not through its parent.
    func isSameInput(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}
