import Foundation
import Locking

/// Where `@AppStorage` and `@SceneStorage` keep their values, and what tells
/// the views that read a key when it changes.
///
/// `@AppStorage` keeps its values in Foundation's `UserDefaults` (the
/// `store:` it is given, `.standard` by default), as in SwiftUI, so app code
/// that reads `UserDefaults.standard` sees what the views wrote, and the
/// values last as Foundation keeps them (on Linux, `<program>.plist` in
/// `$XDG_CONFIG_HOME`, else in `~/.config`). `@SceneStorage` keeps its values in memory, one store per
/// scene. Either way a write through the wrapper or its binding renders every
/// view that reads the key; Foundation on Linux announces no change of its
/// own, so a write made with `UserDefaults.set` directly is seen by a view
/// the next time it renders.
final class SettingsStore: Sendable {
    private enum Backing {
        case memory
        case defaults(UserDefaults)
    }

    private struct State {
        var values: [String: StoredValue] = [:]
        var publishers: [String: ObservableObjectPublisher] = [:]
    }

    private nonisolated(unsafe) let backing: Backing
    private let state = Locked(State())

    /// A store that keeps its values in memory only.
    init() { backing = .memory }

    private init(defaults: UserDefaults) { backing = .defaults(defaults) }

    /// The one store over `defaults` (`.standard` when `nil`), so that every
    /// wrapper of a key in it shares one publisher.
    static func store(for defaults: UserDefaults?) -> SettingsStore {
        let defaults = defaults ?? .standard
        return storesByDefaults.withLock { stores in
            if let store = stores[ObjectIdentifier(defaults)] { return store }
            let store = SettingsStore(defaults: defaults)
            stores[ObjectIdentifier(defaults)] = store
            return store
        }
    }

    private static let storesByDefaults = Locked<[ObjectIdentifier: SettingsStore]>([:])

    /// The value under `key`, as the type it was written as where the store keeps types.
    func value(forKey key: String) -> StoredValue? {
        switch backing {
        case .memory: state.withLock { $0.values[key] }
        case .defaults(let defaults): defaults.object(forKey: key).flatMap(StoredValue.init(propertyList:))
        }
    }

    /// Stores (or removes) the value and announces it to the views that read
    /// `key`. An equal value does neither.
    func set(_ value: StoredValue?, forKey key: String) {
        guard self.value(forKey: key) != value else { return }
        switch backing {
        case .memory: state.withLock { $0.values[key] = value }
        case .defaults(let defaults):
            defaults.set(value?.propertyList, forKey: key)
            // Foundation on Linux writes its file only when asked: without this,
            // nothing an app stored would be there at its next launch.
            defaults.synchronize()
        }
        state.withLock { $0.publishers[key] }?.send()
    }

    /// What announces changes of `key` (one per key, made on first use).
    func publisher(forKey key: String) -> ObservableObjectPublisher {
        state.withLock { state in
            if let publisher = state.publishers[key] { return publisher }
            let publisher = ObservableObjectPublisher()
            state.publishers[key] = publisher
            return publisher
        }
    }
}
