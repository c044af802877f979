import Locking

/// A class whose changes re-render the views that hold it: Combine's
/// `ObservableObject`, provided by TermUI since Combine is not on Linux.
///
/// Mark the properties views show with ``Published``; each write sends
/// ``objectWillChange`` first. Views hold the object with ``StateObject`` (the
/// view owns it), ``ObservedObject`` (someone else does) or
/// ``EnvironmentObject`` (an ancestor put it in the environment with
/// `.environmentObject(_:)`), and render again after it changed.
///
/// ```swift
/// final class Order: ObservableObject {
///     @Published var quantity = 1
/// }
/// ```
///
/// Unlike Combine, where a class that declares its own `objectWillChange`
/// must send it itself, a `@Published` write sends the object's
/// `objectWillChange` whichever it is.
public protocol ObservableObject: AnyObject {
    /// The publisher that announces a change before it is made.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// One publisher per object, made the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectPublisherTable.shared.publisher(for: self)
    }
}

/// The publishers of objects that do not declare their own, by object.
///
/// Held beside the object (a class cannot gain a stored property in an
/// extension), keyed by its address and checked against a weak reference, so
/// an address reused by a later object gets a fresh publisher. Entries of
/// released objects are swept as the table grows.
private final class ObjectPublisherTable: Sendable {
    static let shared = ObjectPublisherTable()

    /// A weak reference the lock may hold (the object itself is not `Sendable`).
    private struct WeakObject: @unchecked Sendable {
        weak var object: AnyObject?
    }

    private struct Entry {
        let reference: WeakObject
        let publisher: ObservableObjectPublisher
    }

    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        var sweepAt = 64
    }

    private let table = Locked(Table())

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        let candidate = WeakObject(object: object)
        return table.withLock { table in
            if let entry = table.entries[key], let known = entry.reference.object, known === candidate.object
            {
                return entry.publisher
            }
            if table.entries.count >= table.sweepAt {
                table.entries = table.entries.filter { $0.value.reference.object != nil }
                table.sweepAt = max(64, table.entries.count * 2)
            }
            let publisher = ObservableObjectPublisher()
            table.entries[key] = Entry(reference: candidate, publisher: publisher)
            return publisher
        }
    }
}
