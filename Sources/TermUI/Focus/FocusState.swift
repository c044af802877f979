/// A property that reads and moves keyboard focus (SwiftUI's `@FocusState`).
///
/// Bind it to views with ``View/focused(_:)`` (a `Bool`) or
/// ``View/focused(_:equals:)`` (an optional value per field). When the user
/// moves focus (Tab, a click), the value follows; when you write the value,
/// focus moves to the matching view at the end of the pass (writing `false`
/// or `nil` clears focus from the bound views).
///
/// ```swift
/// enum Field: Hashable { case name, email }
/// struct Form: View {
///     @State private var name = ""
///     @State private var email = ""
///     @FocusState private var field: Field?
///     var body: some View {
///         VStack {
///             TextField("Name", text: $name).focused($field, equals: .name)
///             TextField("Email", text: $email).focused($field, equals: .email)
///             Button("Next") { field = .email }
///         }
///     }
/// }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: FocusStateBox<Value>

    /// A read-write view of a focus state, passed to ``View/focused(_:equals:)``.
    @MainActor
    @propertyWrapper
    public struct Binding {
        let storage: FocusStateStorage<Value>?
        let snapshot: Value

        /// The focus value, read and written through to the state.
        public var wrappedValue: Value {
            get { storage?.value ?? snapshot }
            nonmutating set { storage?.write(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// A `Bool` focus state: true while the bound view has focus.
    public init() where Value == Bool {
        box = FocusStateBox(empty: false)
    }

    /// An optional focus state: the value of the focused field, `nil` when none has focus.
    public init<Wrapped: Hashable>() where Value == Wrapped? {
        box = FocusStateBox(empty: nil)
    }

    /// The current focus value; writing it moves focus.
    public var wrappedValue: Value {
        get {
            guard let storage = box.storage else { return box.empty }
            storage.noteRead()
            return storage.value
        }
        nonmutating set { box.storage?.write(newValue) }
    }

    /// A binding for ``View/focused(_:equals:)`` (`$field`). Making it is not
    /// reading the value: a view that only hands `$field` on does not render
    /// again when focus moves.
    public var projectedValue: Binding {
        Binding(storage: box.storage, snapshot: box.storage?.value ?? box.empty)
    }
}

extension FocusState: GraphBindable {
    func bind(_ binder: PropertyBinder) {
        let empty = box.empty
        let storage = binder.slot { FocusStateStorage(empty: empty, node: binder.node) }
        storage.beginRender()
        box.storage = storage
    }
}

extension FocusState: InputComparable {
    /// Focus state lives in the node, like `@State`.
    func isSameInput(as other: Any) -> Bool { true }
}

extension FocusState.Binding: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Self, let storage, storage === other.storage else { return false }
        return snapshot == other.snapshot
    }
}

/// The reference inside a `FocusState` value that TermUI points at node storage.
@MainActor
final class FocusStateBox<Value: Hashable> {
    let empty: Value
    var storage: FocusStateStorage<Value>?

    init(empty: Value) { self.empty = empty }
}

/// Where a `@FocusState` value lives: in its view's node.
@MainActor
final class FocusStateStorage<Value: Hashable>: SnapshotSlot {
    private(set) var value: Value
    /// The value meaning "none of the bound views has focus" (`false`, `nil`).
    let empty: Value
    weak var node: ViewNode?

    init(empty: Value, node: ViewNode) {
        self.value = empty
        self.empty = empty
        self.node = node
    }

    var snapshotValue: Any { value }

    func restore(from value: Any) {
        if let value = value as? Value { self.value = value }
    }

    /// True when the view's body (or what it ran during a pass) read the
    /// value since the body last began: only then does focus moving by
    /// itself render the view again, as SwiftUI renders only what read a state.
    private var isReadInRender = false

    /// The owner's body is about to run.
    func beginRender() { isReadInRender = false }

    /// The value was read; during a pass, that is a render reading it.
    func noteRead() {
        if node?.graph?.isInPass == true { isReadInRender = true }
    }

    /// The app's write: re-renders readers and moves focus at the end of the pass.
    func write(_ newValue: Value) {
        set(newValue, requestsFocus: true)
    }

    /// Focus moved: the value follows without moving focus again.
    func reflect(_ newValue: Value) {
        set(newValue, requestsFocus: false)
    }

    private func set(_ newValue: Value, requestsFocus: Bool) {
        guard let graph = node?.graph else {
            value = newValue
            return
        }
        let transaction = Transaction.current
        graph.submitWrite { [weak self, weak graph] in
            guard let self, let graph else { return }
            if requestsFocus {
                // Even an equal value asks for focus (it may have moved since), and
                // the pass that applies the request must run before the next key.
                graph.focusRegistry.request(self)
                graph.requestPass()
            }
            guard self.value != newValue else { return }
            self.value = newValue
            // Focus that moved by itself changes nothing a body did not read.
            guard requestsFocus || self.isReadInRender else { return }
            self.node?.invalidate(.stateChanged, transaction: transaction)
        }
    }
}
