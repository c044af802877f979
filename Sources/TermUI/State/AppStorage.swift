import Foundation

/// A value kept in Foundation's `UserDefaults` under a key: it survives a
/// relaunch, and every view that shows the key renders again when one of
/// them writes it.
///
/// The default is used while the store holds no value of the type for the
/// key; it is not written. `store` is `UserDefaults.standard` unless given.
/// Foundation on Linux announces no change itself, so a value written with
/// `UserDefaults.set` outside a view is shown when a reader next renders.
///
/// ```swift
/// struct Settings: View {
///     @AppStorage("showsPreview") private var showsPreview = true
///     var body: some View { Toggle("Show preview", isOn: $showsPreview) }
/// }
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let store: SettingsStore
    private let defaultValue: Value
    private let coding: StorageCoding<Value>

    private init(key: String, store: UserDefaults?, defaultValue: Value, coding: StorageCoding<Value>) {
        self.key = key
        self.store = .store(for: store)
        self.defaultValue = defaultValue
        self.coding = coding
    }

    /// The stored value, or the default; setting it stores it and re-renders every reader of the key.
    public var wrappedValue: Value {
        get { coding.read(key, in: store, default: defaultValue) }
        nonmutating set { store.set(coding.encode(newValue), forKey: key) }
    }

    /// A binding to the stored value (`$showsPreview`).
    public var projectedValue: Binding<Value> {
        coding.binding(key, in: store, default: defaultValue)
    }
}

extension AppStorage {
    /// A `Bool` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .bool)
    }

    /// An `Int` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .int)
    }

    /// A `Double` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .double)
    }

    /// A `String` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .string)
    }

    /// A `URL` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .url)
    }

    /// `Data` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .data)
    }

    /// An enumeration (or other raw-representable value) stored as its `Int` raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .intRawValue)
    }

    /// An enumeration (or other raw-representable value) stored as its `String` raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, coding: .stringRawValue)
    }

    /// An optional `Bool` under `key`: `nil` while none is stored; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, coding: .optional(.bool))
    }

    /// An optional `Int` under `key`: `nil` while none is stored; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, coding: .optional(.int))
    }

    /// An optional `Double` under `key`: `nil` while none is stored; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, defaultValue: nil, coding: .optional(.double))
    }

    /// An optional `String` under `key`: `nil` while none is stored; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, coding: .optional(.string))
    }

    /// An optional `URL` under `key`: `nil` while none is stored; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil, coding: .optional(.url))
    }

    /// Optional `Data` under `key`: `nil` while none is stored; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, defaultValue: nil, coding: .optional(.data))
    }
}

extension AppStorage: GraphBindable {
    func bind(_ binder: PropertyBinder) {
        binder.slot { ObjectObservation() }.observe(store.publisher(forKey: key), node: binder.node)
    }
}

extension AppStorage: InputComparable {
    /// The value lives in the store: the same key of the same store is the same input.
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? AppStorage<Value> else { return false }
        return other.key == key && other.store === store
    }
}
