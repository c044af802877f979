/// A model SwiftData's `ModelContext` can hold (`@Model` classes conform on a Mac).
///
/// SwiftData is not on Linux and TermUI has no `@Model` macro: a class of one's
/// own conforms by declaring it.
public protocol PersistentModel: AnyObject {}

/// SwiftData's `ModelContext`, as a container configured with
/// `isStoredInMemoryOnly: true` gives it: the models inserted live as long as
/// the process, and `save()` writes nothing to disk.
///
/// What a view reads from `@Environment(\.modelContext)`. There is no store,
/// so there are no `@Query` or `FetchDescriptor`: a view that fetches does not
/// compile, and one that only inserts, deletes and saves runs.
@MainActor
public final class ModelContext {
    /// The models inserted and not deleted, in insertion order.
    public private(set) var insertedModelsArray: [any PersistentModel] = []
    /// The models deleted since the last save.
    public private(set) var deletedModelsArray: [any PersistentModel] = []
    /// Whether inserts or deletes happened since the last save.
    public private(set) var hasChanges = false
    /// Kept for code that sets it; there is nothing to save to.
    public var autosaveEnabled = true

    /// An empty context.
    public init() {}

    /// Adds `model` to the context (once, however often it is inserted).
    public func insert<T: PersistentModel>(_ model: T) {
        guard !insertedModelsArray.contains(where: { $0 === model }) else { return }
        insertedModelsArray.append(model)
        hasChanges = true
    }

    /// Removes `model` from the context.
    public func delete<T: PersistentModel>(_ model: T) {
        guard let index = insertedModelsArray.firstIndex(where: { $0 === model }) else { return }
        insertedModelsArray.remove(at: index)
        deletedModelsArray.append(model)
        hasChanges = true
    }

    /// Marks the changes saved; in memory, nothing is written.
    public func save() throws {
        deletedModelsArray.removeAll()
        hasChanges = false
    }
}

/// Core Data's `NSManagedObjectContext`, in memory: what a view reads from
/// `@Environment(\.managedObjectContext)`.
///
/// Core Data is not on Linux. The context keeps the objects inserted into it
/// for the process's life; `save()` writes nothing; there are no fetch
/// requests or `@FetchRequest`, so a view that fetches does not compile.
@MainActor
public final class NSManagedObjectContext {
    /// The objects inserted and not deleted, in insertion order.
    public private(set) var registeredObjects: [AnyObject] = []
    /// Whether inserts or deletes happened since the last save or rollback.
    public private(set) var hasChanges = false
    private var saved: [AnyObject] = []

    /// An empty context.
    public init() {}

    /// Adds `object` to the context (once).
    public func insert(_ object: AnyObject) {
        guard !registeredObjects.contains(where: { $0 === object }) else { return }
        registeredObjects.append(object)
        hasChanges = true
    }

    /// Removes `object` from the context.
    public func delete(_ object: AnyObject) {
        registeredObjects.removeAll { $0 === object }
        hasChanges = true
    }

    /// Marks the changes saved; in memory, nothing is written.
    public func save() throws {
        saved = registeredObjects
        hasChanges = false
    }

    /// Undoes the inserts and deletes since the last save.
    public func rollback() {
        registeredObjects = saved
        hasChanges = false
    }
}

struct ModelContextKey: EnvironmentKey {
    @MainActor static let shared = ModelContext()
    static var defaultValue: ModelContext { MainActor.assumeIsolated { shared } }
}

struct ManagedObjectContextKey: EnvironmentKey {
    @MainActor static let shared = NSManagedObjectContext()
    static var defaultValue: NSManagedObjectContext { MainActor.assumeIsolated { shared } }
}

extension EnvironmentValues {
    /// The SwiftData context of the views inside: one in-memory context for
    /// the app unless set (see ``ModelContext``).
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }

    /// The Core Data context of the views inside: one in-memory context for
    /// the app unless set (see ``NSManagedObjectContext``).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
