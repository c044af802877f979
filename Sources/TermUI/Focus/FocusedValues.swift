/// A key for a value the focused view publishes (SwiftUI's `FocusedValueKey`).
public protocol FocusedValueKey {
    /// The value's type.
    associatedtype Value
}

/// The values the focused view and its ancestors publish with
/// `.focusedValue(_:_:)` (SwiftUI's `FocusedValues`), read by `@FocusedValue`
/// and `@FocusedBinding`, mostly in menu bar commands.
///
/// In TermUI they compile and read nil: their readers are menu bar commands,
/// which a terminal app does not have (``Scene/commands(content:)``); a view
/// that needs the focused item reads `@FocusState` or a binding instead.
public struct FocusedValues {
    /// The value for `key`: nil (see ``FocusedValues``).
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// The value the focused view publishes for a key path of ``FocusedValues``
/// (SwiftUI's `@FocusedValue`): nil here (see ``FocusedValues``).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>

    /// The focused value at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

    /// The value: nil.
    public var wrappedValue: Value? { FocusedValues()[keyPath: keyPath] }
}

/// A binding the focused view publishes (SwiftUI's `@FocusedBinding`): nil here (see ``FocusedValues``).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    /// The focused binding at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    /// The bound value: nil.
    public var wrappedValue: Value? {
        get { FocusedValues()[keyPath: keyPath]?.wrappedValue }
        nonmutating set {
            if let newValue, let binding = FocusedValues()[keyPath: keyPath] {
                binding.wrappedValue = newValue
            }
        }
    }

    /// The binding: nil.
    public var projectedValue: Binding<Value>? { FocusedValues()[keyPath: keyPath] }
}

extension View {
    /// Publishes `value` for `keyPath` while this view has focus: accepted;
    /// nothing reads it (see ``FocusedValues``).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    {
        self
    }

    /// Publishes `value` for `keyPath` while this view's scene is active: accepted; nothing reads it.
    public func focusedSceneValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
    ) -> some View {
        self
    }
}
