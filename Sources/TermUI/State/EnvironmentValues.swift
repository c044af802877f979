/// A key for a value that flows down the view tree through ``EnvironmentValues``.
///
/// ```swift
/// private struct ThemeKey: EnvironmentKey { static var defaultValue: String { "plain" } }
/// extension EnvironmentValues {
///     var theme: String { get { self[ThemeKey.self] } set { self[ThemeKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: accent colour, type size,
/// fonts, whether it is enabled, and your own keys.
///
/// TermUI records which keys a body or an `updateWidget` reads, and updates
/// it again when exactly one of those keys changes.
public struct EnvironmentValues: CustomStringConvertible {
    /// Each value in the object its write made: two environments handed down
    /// from one write share the entries they did not change, which then compare
    /// by identity (an accent colour set at the root made every node below compare
    /// every key's value).
    private var storage: [TypeKey: StoredEnvironmentValue] = [:]
    /// Replaced on every write: two environments with the same one hold the same
    /// values, so handing an unchanged environment down compares nothing.
    private var revision = Revision()
    /// Records reads while a body or an update runs; `nil` when nobody listens.
    var tracker: EnvironmentTracker?

    /// An environment with every key at its default value.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let entry = storage[TypeKey(key)]
            // Only this subscript stores under `key`'s id, always as `K.Value`:
            // the entry is read back without a dynamic cast.
            let value =
                entry.map { unsafeDowncast($0, to: TypedEnvironmentValue<K.Value>.self).value }
                ?? K.defaultValue
            tracker?.record(K.self, entry: entry, value: value)
            return value
        }
        set {
            revision = Revision()
            storage[TypeKey(key)] = TypedEnvironmentValue(newValue)
        }
    }

    /// Sets `key` to the value of `entry`, an object every write of that
    /// value shares: writing the value already there changes nothing (the
    /// revision stays, so children compare nothing), and a reader compares
    /// the new entry by identity, not by value. For the keys the graph
    /// writes at every level as it hands the environment down (a stack's axis).
    mutating func set<K: EnvironmentKey>(_ key: K.Type, to entry: SharedEnvironmentEntry<K.Value>) {
        let id = TypeKey(key)
        if storage[id] === entry.stored { return }
        revision = Revision()
        storage[id] = entry.stored
    }

    /// The stored value for a key id, untracked.
    func rawValue(for id: ObjectIdentifier) -> Any? { storage[TypeKey(id)]?.anyValue }

    /// The object holding the value stored for a key id (nil for the default):
    /// the same object is the same value.
    func storedEntry(for id: ObjectIdentifier) -> AnyObject? { storage[TypeKey(id)] }

    /// This environment with a different tracker (or none).
    func tracked(by tracker: EnvironmentTracker?) -> EnvironmentValues {
        var copy = self
        copy.tracker = tracker
        return copy
    }

    /// True when both are the same state of the storage (the cheap half of
    /// ``hasSameValues(as:)``).
    func hasSameRevision(as other: EnvironmentValues) -> Bool { revision === other.revision }

    /// True when both hold the same keys with equal values.
    @MainActor func hasSameValues(as other: EnvironmentValues) -> Bool {
        if revision === other.revision { return true }
        // A revision names one state of the storage, so the answer for a pair
        // of revisions never changes. A change near the root hands every node
        // below the same pair: each node asked again, comparing every key
        // (37% of the instructions of a key that set the accent colour).
        if let known = SameValuesAnswers.answer(revision, other.revision) { return known }
        let same = compareValues(with: other)
        SameValuesAnswers.remember(revision, other.revision, same)
        return same
    }

    @MainActor private func compareValues(with other: EnvironmentValues) -> Bool {
        guard storage.count == other.storage.count else { return false }
        // The key found different last first: a change near the root hands
        // every node below the same difference, which the walk met after
        // half the keys on average (a lookup in the other storage each).
        if let key = LastDifferingKey.id, let entry = storage[key] {
            guard let otherEntry = other.storage[key] else { return false }
            if entry !== otherEntry && !entry.holdsSameValue(as: otherEntry) { return false }
        }
        // An entry is an object: walking the storage retains it, where a
        // tuple of an `Any` and a revision was copied, key by key, at every node.
        for (key, entry) in storage {
            guard let otherEntry = other.storage[key] else { return false }
            if entry === otherEntry { continue }
            guard entry.holdsSameValue(as: otherEntry) else {
                LastDifferingKey.id = key
                return false
            }
        }
        return true
    }

    /// How many keys are set, for debugging.
    public var description: String { "EnvironmentValues(\(storage.count) keys)" }
}

/// One key's value, as one write stored it: two environments handed down from
/// that write share the object, and compare it by identity.
private class StoredEnvironmentValue {
    var anyValue: Any { fatalError("abstract") }

    /// True when `other` holds an equal value of the same type.
    @MainActor func holdsSameValue(as other: StoredEnvironmentValue) -> Bool { fatalError("abstract") }
}

/// One value of an environment key, stored as one object wherever it is
/// written (``EnvironmentValues/set(_:to:)``).
struct SharedEnvironmentEntry<Value: Sendable>: @unchecked Sendable {
    fileprivate let stored: TypedEnvironmentValue<Value>

    init(_ value: Value) { stored = TypedEnvironmentValue(value) }
}

/// A key's value as its own type.
private final class TypedEnvironmentValue<Value>: StoredEnvironmentValue {
    let value: Value

    init(_ value: Value) { self.value = value }

    override var anyValue: Any { value }

    /// Compared as its own type: boxing both values in `Any` and finding
    /// their type again cost a dynamic cast and a hash per key compared.
    @MainActor override func holdsSameValue(as other: StoredEnvironmentValue) -> Bool {
        // The instance's own class, not a cast to the generic class (which
        // looks its metadata up): entries of one key hold one type in any case.
        guard type(of: other) == type(of: self) else { return false }
        return ValueComparison.areEqual(
            value, unsafeDowncast(other, to: TypedEnvironmentValue<Value>.self).value)
    }
}

/// The key whose values differed in the last comparison that found a difference.
@MainActor
private enum LastDifferingKey {
    static var id: TypeKey?
}

/// The identity of one state of an ``EnvironmentValues``' storage.
private final class Revision: Sendable {}

/// The last few answers of ``EnvironmentValues/hasSameValues(as:)``, by pair
/// of revisions. The entries hold their revisions, so an identity is never
/// reused while an answer about it is kept.
@MainActor
private enum SameValuesAnswers {
    private static var answers: [(lhs: Revision, rhs: Revision, same: Bool)] = []
    private static let capacity = 8

    static func answer(_ lhs: Revision, _ rhs: Revision) -> Bool? {
        // A loop, not `first(where:)`: a main-actor closure checks its executor on every call.
        for index in answers.indices where answers[index].lhs === lhs && answers[index].rhs === rhs {
            return answers[index].same
        }
        return nil
    }

    static func remember(_ lhs: Revision, _ rhs: Revision, _ same: Bool) {
        if answers.count == capacity { answers.removeLast() }
        answers.insert((lhs, rhs, same), at: 0)
    }
}

/// The environment keys one evaluation read, with the values it saw.
/// Only used on the main actor, like the views that read through it.
final class EnvironmentTracker {
    struct Read {
        /// The key's identity, what a read is looked up by.
        let id: ObjectIdentifier
        /// The key's type; its display name is only worked out for a key that changed.
        let key: any EnvironmentKey.Type
        /// What held the value read (nil: the key's default): a later
        /// environment holding the same object holds the same value.
        let entry: AnyObject?
        let value: Any

        /// True when `environment` holds another value for the key than the one read.
        @MainActor func differs(in environment: EnvironmentValues) -> Bool {
            let current = environment.storedEntry(for: id)
            if current === entry { return false }
            return !ValueComparison.areEqual(value, environment.rawValue(for: id) ?? defaultValue)
        }

        /// The key's default value (opening the key's type is no lookup: the
        /// witness table travels with it).
        private var defaultValue: Any {
            func value<K: EnvironmentKey>(of _: K.Type) -> Any { K.defaultValue }
            return value(of: key)
        }
    }

    /// The reads, each key once, in the order first read. An array, not a
    /// dictionary: a view reads a handful of keys (a `Text` about a dozen),
    /// and comparing identifiers in a loop costs less than hashing each
    /// read and growing a table as it fills. One array, not one of keys and
    /// one of reads: a tracker per reading node, so a second array was
    /// another allocation (and free) for every `Text` mounted.
    @exclusivity(unchecked) private var reads: [Read] = []

    init() {}

    /// Forgets the reads, keeping the storage for the next evaluation's.
    func reset() {
        reads.removeAll(keepingCapacity: true)
    }

    func record<K: EnvironmentKey>(_ key: K.Type, entry: AnyObject?, value: K.Value) {
        let id = ObjectIdentifier(key)
        // By index: a `for read in reads` loop copies each read, retaining its value.
        for index in reads.indices where reads[index].id == id { return }
        // A hosted view reads about a dozen keys: grown one by one, the
        // array was made four times.
        if reads.isEmpty { reads.reserveCapacity(8) }
        reads.append(Read(id: id, key: key, entry: entry, value: value))
    }

    /// The name of the first read key (by name) whose value differs in `environment`, if any.
    @MainActor func changedKey(in environment: EnvironmentValues) -> String? {
        var changed: String?
        for read in reads where read.differs(in: environment) {
            let name = EnvironmentTracker.displayName(of: read.key)
            if changed.map({ name < $0 }) ?? true { changed = name }
        }
        return changed
    }

    /// True when every read key whose value differs in `environment` is one of `keys`.
    @MainActor func changesOnly(_ keys: Set<ObjectIdentifier>, in environment: EnvironmentValues) -> Bool {
        for read in reads where !keys.contains(read.id) {
            if read.differs(in: environment) { return false }
        }
        return true
    }

    /// `AccentColorKey` reads as `accentColor`.
    @MainActor static func displayName(of key: Any.Type) -> String {
        // Described once per key type: a changed key is named on every render it causes.
        if let known = displayNames[ObjectIdentifier(key)] { return known }
        // The runtime's name: `String(describing:)` first asks the metatype
        // for four describing protocols, a scan of every conformance record each.
        var name = _typeName(key, qualified: false)
        if name.hasSuffix("Key") { name.removeLast(3) }
        // `String + String`: a `Substring` appended went through the generic
        // `append(contentsOf:)`, which asks the runtime whether it is a `Collection`.
        if let first = name.first { name = first.lowercased() + String(name.dropFirst()) }
        displayNames[ObjectIdentifier(key)] = name
        return name
    }

    @MainActor private static var displayNames: [ObjectIdentifier: String] = [:]
}
