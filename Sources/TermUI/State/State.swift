/// A value owned by a view and kept by TermUI in the view's node, so it
/// survives every re-evaluation of the body.
///
/// A write is stored at once, wherever it is made, so the next read sees it
/// and two writes in a row both land. Writing a different value re-renders
/// the views that read it, once, in the next pass (writes made while TermUI
/// is updating views wait for that update to end); writing an equal value
/// does nothing.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// Creates the state with the value it starts with.
    public init(wrappedValue: Value) {
        box = StateBox(initial: wrappedValue)
    }

    /// Creates the state with the value it starts with.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value; setting it schedules an update.
    public var wrappedValue: Value {
        get { box.storage?.trackedValue ?? box.initial }
        nonmutating set {
            if let storage = box.storage {
                storage.write(newValue, transaction: Transaction.current)
            } else {
                box.initial = newValue
            }
        }
    }

    /// A binding to the value, for a child view to read and write (`$count`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        guard let storage = box.storage else {
            return Binding(get: { box.initial }, set: { box.initial = $0 })
        }
        return Binding(
            identity: BindingIdentity(location: ObjectIdentifier(storage), path: [], readsAreTracked: true),
            snapshot: storage.value,
            get: { storage.trackedValue },
            set: { value, transaction in storage.write(value, transaction: transaction) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates an optional state that starts as `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphBindable {
    func bind(_ binder: PropertyBinder) {
        let initial = box.initial
        box.storage = binder.storage(initial: { initial })
    }
}

/// The reference inside a `State` value that TermUI points at node storage.
@MainActor
final class StateBox<Value> {
    var initial: Value
    var storage: StateStorage<Value>?

    init(initial: Value) { self.initial = initial }
}

extension State: InputComparable {
    /// State lives in the node, so a fresh `State` in a new view value is the same input.
    func isSameInput(as other: Any) -> Bool { true }
}
