/// A property of an ``ObservableObject`` whose writes re-render the views
/// that hold the object: Combine's `@Published`.
///
/// Each write sends the object's ``ObservableObject/objectWillChange`` before
/// the value changes (even an equal value, as in Combine); the views render
/// once in the next pass, however many writes came first.
///
/// ```swift
/// final class Bill: ObservableObject {
///     @Published var amount = 0.0
///     @Published var people = 2
/// }
/// ```
///
/// Only a class's `@Published` property announces its writes: used in any
/// other type it is a plain stored value. Combine's `$property` publisher is
/// not provided (there is no Combine); bind to the property with
/// `$object.property` on the view's wrapper instead.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// Creates the property with the value it starts with.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Creates the property with the value it starts with.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The value, when the property is not in an ``ObservableObject`` (then
    /// a write announces nothing).
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The value of the property of `instance`: a write sends `instance`'s
    /// ``ObservableObject/objectWillChange`` first.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance instance: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { instance[keyPath: storageKeyPath].value }
        set {
            instance.objectWillChange.send()
            instance[keyPath: storageKeyPath].value = newValue
        }
    }
}
