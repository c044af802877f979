import Foundation

/// A value kept per scene under a key, in memory: every view of the scene
/// that shows the key sees one value and renders again when it is written,
/// and views that come and go (a sheet, a tab) find it again.
///
/// SwiftUI restores scene storage when the system brings a scene back; a
/// terminal app has one scene for its run, so the values last as long as the
/// app (or the ``HeadlessHost``) and start from their defaults on the next launch.
///
/// ```swift
/// struct Editor: View {
///     @SceneStorage("draft") private var draft = ""
///     var body: some View { TextField("Draft", text: $draft) }
/// }
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let coding: StorageCoding<Value>
    private let box = EnvironmentBox()

    private init(key: String, defaultValue: Value, coding: StorageCoding<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
    }

    /// The scene's store; a wrapper read before TermUI installed it has a store of its own.
    private var store: SettingsStore { box.values?.sceneStorage ?? SceneStorageKey.unattached }

    /// The scene's value, or the default; setting it re-renders every reader of the key.
    public var wrappedValue: Value {
        get { coding.read(key, in: store, default: defaultValue) }
        nonmutating set { store.set(coding.encode(newValue), forKey: key) }
    }

    /// A binding to the value (`$draft`).
    public var projectedValue: Binding<Value> { coding.binding(key, in: store, default: defaultValue) }
}

extension SceneStorage {
    /// A `Bool` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, coding: .bool)
    }

    /// An `Int` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, coding: .int)
    }

    /// A `Double` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, coding: .double)
    }

    /// A `String` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, coding: .string)
    }

    /// A `URL` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, coding: .url)
    }

    /// `Data` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, coding: .data)
    }

    /// A raw-representable value kept as its `Int` raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, coding: .intRawValue)
    }

    /// A raw-representable value kept as its `String` raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, coding: .stringRawValue)
    }

    /// An optional `String` under `key`: `nil` until one is written.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, coding: .optional(.string))
    }

    /// An optional `Int` under `key`: `nil` until one is written.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, coding: .optional(.int))
    }
}

extension SceneStorage: GraphBindable {
    func bind(_ binder: PropertyBinder) {
        let values = binder.node.environment
        box.values = values
        binder.slot { ObjectObservation() }.observe(
            values.sceneStorage.publisher(forKey: key), node: binder.node)
    }
}

extension SceneStorage: InputComparable {
    /// The value lives in the scene's store, which the environment hands down.
    func isSameInput(as other: Any) -> Bool { (other as? SceneStorage<Value>)?.key == key }
}

/// The environment's entry for the scene's store: each host sets its own.
struct SceneStorageKey: EnvironmentKey {
    /// The store of wrappers read outside any scene.
    static let unattached = SettingsStore()
    static var defaultValue: SettingsStore { unattached }
}

extension EnvironmentValues {
    /// The in-memory store `@SceneStorage` keeps the scene's values in.
    var sceneStorage: SettingsStore {
        get { self[SceneStorageKey.self] }
        set { self[SceneStorageKey.self] = newValue }
    }
}
