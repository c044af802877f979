/// A read-write reference to a value owned elsewhere, usually a parent's
/// `@State` (`$name`) or a model's property (`$model.field`).
///
/// Two bindings to the same state compare as the same input, so passing
/// `$name` down does not update a child needlessly: a child that reads the
/// value is updated by the write itself (it reads through the binding, so
/// a binding kept from an earlier pass reads the current value).
///
/// ```swift
/// struct NameField: View {
///     @Binding var name: String
///     var body: some View { TextField("Name", text: $name) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value, Transaction) -> Void
    let identity: BindingIdentity?
    /// The value when the binding was made, to compare bindings to one
    /// location; `nil` for a binding made from closures, which is never the
    /// same input and whose value is read only when it is used.
    let snapshot: Value?

    /// The transaction writes through this binding carry when none is current.
    public var transaction = Transaction()

    init(
        identity: BindingIdentity?, snapshot: Value?,
        get: @escaping @MainActor () -> Value,
        set: @escaping @MainActor (Value, Transaction) -> Void
    ) {
        self.identity = identity
        self.snapshot = snapshot
        self.getter = get
        self.setter = set
    }

    /// A binding that reads with `get` and writes with `set`.
    ///
    /// Making it does not call `get` (as in SwiftUI): a view that makes one
    /// and hands it on does not read the value, so a change of it does not
    /// evaluate that view again, only the views that read through the binding.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(identity: nil, snapshot: nil, get: get, set: { value, _ in set(value) })
    }

    /// A binding whose writes also receive the transaction they were made in.
    public init(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value, Transaction) -> Void
    ) {
        self.init(identity: nil, snapshot: nil, get: get, set: set)
    }

    /// Creates a binding from another binding's projected value.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes (for previews and tests).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through to its owner.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            let current = Transaction.currentIfSet ?? transaction
            setter(newValue, current)
        }
    }

    /// The value when the binding was made, or the current one for a binding
    /// made from closures (an element's binding in `ForEach($items)` keeps one).
    var madeValue: Value { snapshot ?? wrappedValue }

    /// The binding itself, so `$binding` can be passed on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter
        let setter = self.setter
        var identity = self.identity
        identity?.path.append(keyPath)
        var derived = Binding<Subject>(
            identity: identity, snapshot: snapshot.map { $0[keyPath: keyPath] },
            get: { getter()[keyPath: keyPath] },
            set: { newValue, transaction in
                var whole = getter()
                whole[keyPath: keyPath] = newValue
                setter(whole, transaction)
            })
        derived.transaction = transaction
        return derived
    }

    /// The same binding, whose writes animate with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }

    /// The same binding, whose writes carry `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let identity, identity == other.identity else {
            return false
        }
        // A state's readers are invalidated by its writes; other locations
        // (a model's property, a stored setting) compare the value too.
        guard !identity.readsAreTracked else { return true }
        guard let mine = snapshot, let theirs = other.snapshot else { return false }
        return ValueComparison.areEqual(mine, theirs)
    }
}
