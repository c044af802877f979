/// Makes bindings to the properties of an `@Observable` model: SwiftUI's
/// `Bindable`. The view reads the model as it would without it (reads in
/// `body` are tracked, so a change re-renders exactly the views that read
/// it); `$model.property` is a `Binding` a control can write through.
///
/// ```swift
/// @Observable final class Trip { var name = "" }
///
/// struct TripEditor: View {
///     @Bindable var trip: Trip
///     var body: some View { TextField("Name", text: $trip.name) }
/// }
/// ```
///
/// Also as a local in `body` (`@Bindable var trip = trip`) or a value
/// (`Bindable(trip).name`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    /// The model.
    public var wrappedValue: Value

    /// Bindings to the model's properties.
    public var projectedValue: Bindable<Value> { self }

    /// Makes bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings to the properties of `wrappedValue`.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings to the properties of the model another `Bindable` holds.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the property at `keyPath` of the model.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<
        Subject
    > {
        let object = wrappedValue
        return Binding(
            identity: BindingIdentity(location: ObjectIdentifier(object), path: [keyPath]),
            snapshot: object[keyPath: keyPath],
            get: { object[keyPath: keyPath] },
            set: { value, _ in object[keyPath: keyPath] = value })
    }
}
