import Foundation

/// How a `@AppStorage` or `@SceneStorage` value of one type goes into a
/// ``SettingsStore`` and back: a value of another type under the key
/// reads as absent (the default), and is left in the store.
struct StorageCoding<Value> {
    let decode: (StoredValue) -> Value?
    /// `nil` removes the key (an optional's `nil`).
    let encode: (Value) -> StoredValue?

    /// The value under `key`, or `defaultValue`.
    func read(_ key: String, in store: SettingsStore, default defaultValue: Value) -> Value {
        store.value(forKey: key).flatMap(decode) ?? defaultValue
    }

    /// A binding to `key`, which compares as the same input as another to the same key of the same store.
    @MainActor
    func binding(_ key: String, in store: SettingsStore, default defaultValue: Value) -> Binding<Value> {
        let coding = self
        return Binding(
            identity: BindingIdentity(
                location: ObjectIdentifier(store), path: [\SettingsStore.[storageKey: key]]),
            snapshot: read(key, in: store, default: defaultValue),
            get: { coding.read(key, in: store, default: defaultValue) },
            set: { value, _ in store.set(coding.encode(value), forKey: key) })
    }
}

extension StorageCoding where Value == Bool {
    static var bool: Self { Self(decode: { $0.bool }, encode: { .bool($0) }) }
}

extension StorageCoding where Value == Int {
    static var int: Self { Self(decode: { $0.int }, encode: { .int($0) }) }
}

extension StorageCoding where Value == Double {
    static var double: Self { Self(decode: { $0.double }, encode: { .double($0) }) }
}

extension StorageCoding where Value == String {
    static var string: Self { Self(decode: { $0.string }, encode: { .string($0) }) }
}

extension StorageCoding where Value == URL {
    static var url: Self { Self(decode: { $0.url }, encode: { .url($0) }) }
}

extension StorageCoding where Value == Data {
    static var data: Self { Self(decode: { $0.data }, encode: { .data($0) }) }
}

extension StorageCoding where Value: RawRepresentable, Value.RawValue == Int {
    static var intRawValue: Self {
        Self(decode: { $0.int.flatMap(Value.init(rawValue:)) }, encode: { .int($0.rawValue) })
    }
}

extension StorageCoding where Value: RawRepresentable, Value.RawValue == String {
    static var stringRawValue: Self {
        Self(decode: { $0.string.flatMap(Value.init(rawValue:)) }, encode: { .string($0.rawValue) })
    }
}

extension StorageCoding {
    /// An optional of `wrapped`'s type: absent reads as `nil`, `nil` removes the key.
    static func optional<Wrapped>(_ wrapped: StorageCoding<Wrapped>) -> Self where Value == Wrapped? {
        Self(decode: { wrapped.decode($0).map(Optional.some) }, encode: { $0.flatMap(wrapped.encode) })
    }
}

extension SettingsStore {
    /// A key path naming one key of a store, for a binding's identity.
    fileprivate subscript(storageKey key: String) -> String { key }
}
